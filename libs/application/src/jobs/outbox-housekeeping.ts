// Keeps the job outbox from growing forever while a worker runs: superseded jobs are deleted at
// once, done jobs after the retention (each subject's latest kept, pending jobs never; the event
// log is never touched: see @club/read-models' outbox-housekeeping). The retention is a setting:
// `outboxRetentionMs` of openClub, else $CLUB_OUTBOX_RETENTION_DAYS, else 7 days.
import { DEFAULT_OUTBOX_RETENTION_MS, type ProjectionRunner } from '@club/read-models';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention in milliseconds from the option or the environment; a bad value is refused with its name. */
export function outboxRetentionMs(option: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (option !== undefined) {
    if (!Number.isFinite(option) || option < 0)
      throw new RangeError(`outboxRetentionMs must be a non-negative number of milliseconds, got ${option}`);
    return option;
  }
  const days = env['CLUB_OUTBOX_RETENTION_DAYS'];
  if (days === undefined || days === '') return DEFAULT_OUTBOX_RETENTION_MS;
  const value = Number(days);
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`CLUB_OUTBOX_RETENTION_DAYS '${days}' is not a non-negative number of days`);
  return value * DAY_MS;
}

/** A housekeeper the worker loop calls every round: it prunes at most once per `everyMs` (default one hour). */
export function outboxHousekeeper(
  runner: Pick<ProjectionRunner, 'jobs'>,
  retentionMs: number,
  log: (line: string) => void,
  everyMs = 60 * 60 * 1000,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return () => {
    if (now() - last < everyMs) return;
    last = now();
    try {
      const pruned = runner.jobs.prune({ retentionMs });
      if (pruned.superseded + pruned.done > 0)
        log(`outbox housekeeping: ${pruned.superseded} superseded and ${pruned.done} done jobs deleted`);
    } catch (error) {
      log(`outbox housekeeping failed (tried again in ${everyMs} ms): ${(error as Error).message}`);
    }
  };
}
