// Whether the results are behind the log: a job has been waiting in the outbox longer than the
// threshold (the worker is dead, stuck or far behind). The results pages then say so, with when
// results were last computed, instead of showing stale results with no sign. The threshold is
// createSiteUseCases' `resultsStaleAfterMs` (the apps pass CLUB_RESULTS_STALE_MS), else 60 s.
import { DEFAULT_RESULTS_STALE_MS } from '@club/settings/defaults';
import type { Club } from '../club';
import { dataVersion } from './cached-reads';
import type { ResultsUseCases } from './results-use-cases';

export { DEFAULT_RESULTS_STALE_MS };

/** The threshold: the option, else the default; a bad value is refused with its name. */
export function resultsStaleAfterMs(option?: number): number {
  if (option === undefined) return DEFAULT_RESULTS_STALE_MS;
  if (!Number.isFinite(option) || option < 0)
    throw new RangeError(`resultsStaleAfterMs must be a non-negative number of milliseconds, got ${option}`);
  return option;
}

type LagClub = Pick<Club, 'store' | 'runner'>;

/**
 * Whether the results are behind now. The oldest pending job is read again only when the data
 * version moves; in between, only the clock is looked at (the site's response cache asks on every
 * request, passing the data version it has just read).
 */
export function resultsBehindWatch(
  club: LagClub,
  staleAfterMs: number,
  now: () => number = Date.now,
): (dataVersionNow?: string) => boolean {
  let version: string | undefined;
  let oldest: number | undefined;
  return (at = dataVersion(club)) => {
    if (at !== version) {
      const since = club.runner.jobs.lag().oldestPendingAt;
      oldest = since === undefined ? undefined : Date.parse(since);
      version = at;
    }
    return oldest !== undefined && now() - oldest > staleAfterMs;
  };
}

/** The use case the API's results.lag procedure calls. */
export function resultsLagReader(
  club: LagClub,
  staleAfterMs: number,
  now: () => number = Date.now,
): Pick<ResultsUseCases, 'resultsLag'> {
  const behind = resultsBehindWatch(club, staleAfterMs, now);
  return {
    resultsLag() {
      if (!behind()) return { behind: false, lastComputedAt: null };
      return { behind: true, lastComputedAt: club.runner.jobs.lag().lastComputedAt ?? null };
    },
  };
}
