// The worker's settings, all from the environment (a process manager or container sets them).
import { resolve } from 'node:path';

export interface WorkerSettings {
  /** CLUB_DB (default data/club.db). */
  readonly file: string;
  /** REDIS_URL (default: 127.0.0.1:6379 if it answers, else jobs run in-process). */
  readonly redisUrl?: string;
  /** CLUB_QUEUE_PREFIX (default 'club'). */
  readonly queuePrefix?: string;
  /** CLUB_POLL_MS: pause between catch-up rounds when idle (default 200). */
  readonly pollIntervalMs?: number;
  /** CLUB_RETRY_AFTER_MS: hand a pending job over again after this long (default 30000). */
  readonly retryAfterMs?: number;
  /** CLUB_WORKER_LOCK_MS, CLUB_WORKER_STALLED_MS: BullMQ lock duration and stalled-check interval (default 30000 each). */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
}

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`${name} must be a positive whole number of milliseconds, got '${value}'`);
  return n;
}

export function settingsFrom(env: NodeJS.ProcessEnv): WorkerSettings {
  const optional = <K extends keyof WorkerSettings>(key: K, value: WorkerSettings[K] | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    file: resolve(env['CLUB_DB'] || 'data/club.db'),
    ...optional('redisUrl', env['REDIS_URL'] || undefined),
    ...optional('queuePrefix', env['CLUB_QUEUE_PREFIX'] || undefined),
    ...optional('pollIntervalMs', positive(env, 'CLUB_POLL_MS')),
    ...optional('retryAfterMs', positive(env, 'CLUB_RETRY_AFTER_MS')),
    ...optional('lockDurationMs', positive(env, 'CLUB_WORKER_LOCK_MS')),
    ...optional('stalledIntervalMs', positive(env, 'CLUB_WORKER_STALLED_MS')),
  };
}
