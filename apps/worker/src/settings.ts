// The worker's settings, from the environment through @club/settings (a process manager or
// container sets them; libs/settings/README.md has the table). Only the settings the environment
// gives are passed on: the others keep openClub's and startWorker's defaults, the table's values.
import { readSettings, type SettingName } from '@club/settings';

export interface WorkerSettings {
  /** CLUB_DB (default data/club.db). */
  readonly file: string;
  /** CLUB_DATABASE_URL: the club's log in PostgreSQL (the worker then works on a copy of it); CLUB_ID names the club. */
  readonly databaseUrl?: string;
  readonly clubId: string;
  /** CLUB_BASE_HOST set beside CLUB_DATABASE_URL: a deployment of many clubs, whose every club this worker serves. */
  readonly everyClub: boolean;
  /** CLUB_WORKER_SHARE: of every club, the share this worker serves (default 1/1: all). */
  readonly share: { readonly index: number; readonly count: number };
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
  /** CLUB_OUTBOX_RETENTION_DAYS, in milliseconds (default 7 days). */
  readonly outboxRetentionMs?: number;
  /** CLUB_REGISTRY: a module exporting `registry` (default the application's). */
  readonly registry?: string;
  /** CLUB_DOUBLE_DUMMY: whether the worker solves deals (default on). */
  readonly doubleDummy: 'on' | 'off';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Throws one SettingsError naming every bad setting. */
export function settingsFrom(env: NodeJS.ProcessEnv): WorkerSettings {
  const s = readSettings(env);
  const given = <K extends keyof WorkerSettings>(key: K, setting: SettingName, value: WorkerSettings[K]) =>
    s.given.has(setting) ? { [key]: value } : {};
  return {
    file: s.db,
    clubId: s.clubId,
    everyClub: s.databaseUrl !== undefined && s.baseHost !== undefined,
    share: s.workerShare,
    doubleDummy: s.doubleDummy,
    ...given('databaseUrl', 'databaseUrl', s.databaseUrl),
    ...given('redisUrl', 'redisUrl', s.redisUrl),
    ...given('queuePrefix', 'queuePrefix', s.queuePrefix),
    ...given('pollIntervalMs', 'pollMs', s.pollMs),
    ...given('retryAfterMs', 'retryAfterMs', s.retryAfterMs),
    ...given('lockDurationMs', 'workerLockMs', s.workerLockMs),
    ...given('stalledIntervalMs', 'workerStalledMs', s.workerStalledMs),
    ...given('outboxRetentionMs', 'outboxRetentionDays', s.outboxRetentionDays * DAY_MS),
    ...given('registry', 'registry', s.registry),
  };
}
