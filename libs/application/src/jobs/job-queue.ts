// Where derived jobs run. Both queues take their work from the outbox (read_model_jobs), which the
// projection runner fills in the same transaction as its checkpoint: an append never waits for,
// nor fails because of, the queue, and a job the queue lost is handed over again.
import type { JobOutcome } from '@club/read-models';

export type QueueMode = 'bullmq' | 'in-process';

export interface WorkerOptions {
  /** BullMQ: how long a job's lock lasts without renewal (default 30,000 ms). */
  readonly lockDurationMs?: number;
  /** BullMQ: how often stalled jobs (their worker died) are looked for (default 30,000 ms). */
  readonly stalledIntervalMs?: number;
  /** Jobs processed at once by this process (default 1: SQLite has one writer anyway). */
  readonly concurrency?: number;
}

export interface JobQueue {
  readonly mode: QueueMode;
  /** Hands the outbox's due jobs over (BullMQ) or runs them (in-process); returns how many. Never throws. */
  dispatch(): Promise<number>;
  /** Starts processing jobs in this process (BullMQ: a Worker; in-process: nothing more to start). */
  startWorker(options?: WorkerOptions): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueueSettings {
  /** Computes and records one job (the runner's run, or the club's shared ledger on PostgreSQL). */
  readonly run: (jobId: string) => JobOutcome | Promise<JobOutcome>;
  /** Outbox rows handed over longer ago than this and still pending are handed over again (default 30,000 ms). */
  readonly retryAfterMs: number;
  readonly log: (line: string) => void;
}
