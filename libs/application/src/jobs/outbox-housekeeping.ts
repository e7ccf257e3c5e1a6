// Keeps the job outbox from growing forever while a worker runs: superseded jobs are deleted at
// once, done jobs after the retention (each subject's latest kept, pending jobs never; the event
// log is never touched: see @club/read-models' outbox-housekeeping). The retention is openClub's
// `outboxRetentionMs` (the apps pass CLUB_OUTBOX_RETENTION_DAYS), else 7 days.
import { DEFAULT_OUTBOX_RETENTION_MS, type ProjectionRunner } from '@club/read-models';

/** The retention in milliseconds: the option, else the default; a bad value is refused with its name. */
export function outboxRetentionMs(option: number | undefined): number {
  if (option === undefined) return DEFAULT_OUTBOX_RETENTION_MS;
  if (!Number.isFinite(option) || option < 0)
    throw new RangeError(`outboxRetentionMs must be a non-negative number of milliseconds, got ${option}`);
  return option;
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
