// Derived jobs through BullMQ: any number of worker processes, on any machines that reach the
// Redis and the club's database file, share one queue. The outbox row's job id is the BullMQ job
// id, so handing the same job over twice (two dispatchers, a retry) adds it once; the job's
// processor is idempotent anyway (read_model_jobs.status).
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { ProjectionRunner } from '@club/read-models';
import { parseRedisUrl } from '../redis/redis-url';
import type { JobQueue, JobQueueSettings, WorkerOptions } from './job-queue';

export interface BullMqSettings extends JobQueueSettings {
  readonly redisUrl: string;
  /** Key prefix in Redis (default 'club'): separate clubs or test runs sharing a Redis. */
  readonly prefix: string;
  /** Queue name (default 'club-jobs'). */
  readonly queueName: string;
  /** Attempts per job, with exponential backoff from `backoffMs` (defaults 5 and 500 ms). */
  readonly attempts: number;
  readonly backoffMs: number;
  /** A hand-over that gets no answer within this time counts as failed (default 2,000 ms). */
  readonly addTimeoutMs: number;
}

export interface JobData {
  readonly jobId: string;
}

export function connectionOf(redisUrl: string): ConnectionOptions {
  const url = parseRedisUrl(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new RangeError(`REDIS_URL '${redisUrl}': the database number '${url.pathname.slice(1)}' is not a non-negative integer`);
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 6379),
    db,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer from Redis within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function bullMqQueue(runner: ProjectionRunner, settings: BullMqSettings): JobQueue {
  const connection = connectionOf(settings.redisUrl);
  // Fail fast while Redis is down: the outbox keeps the job, the next dispatch hands it over.
  const queue = new Queue<JobData>(settings.queueName, { connection: { ...connection, enableOfflineQueue: false }, prefix: settings.prefix });
  let down = false;
  const onError = (error: Error) => {
    if (!down) settings.log(`Redis at ${settings.redisUrl} unreachable (${error.message}): jobs wait in the outbox until it answers`);
    down = true;
  };
  queue.on('error', onError);
  let worker: Worker<JobData> | undefined;

  const handOver = async (jobId: string, again: boolean) => {
    if (again) {
      // A job that used up its attempts stays in BullMQ's failed set and would block a re-add.
      const existing = await queue.getJob(jobId);
      if (existing && (await existing.isFailed())) return existing.retry('failed');
    }
    await queue.add(jobId.slice(0, jobId.indexOf('.')), { jobId }, {
      jobId,
      attempts: settings.attempts,
      backoff: { type: 'exponential', delay: settings.backoffMs },
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  };

  return {
    mode: 'bullmq',
    async dispatch() {
      let handed = 0;
      for (const job of runner.jobs.due(settings.retryAfterMs)) {
        try {
          await withTimeout(handOver(job.jobId, job.enqueuedAt !== null), settings.addTimeoutMs, `enqueue ${job.jobId}`);
        } catch (error) {
          onError(error as Error);
          return handed;
        }
        if (down) settings.log(`Redis at ${settings.redisUrl} answers again: handing the waiting jobs over`);
        down = false;
        runner.jobs.markEnqueued(job.jobId);
        handed++;
      }
      return handed;
    },
    async startWorker(options: WorkerOptions = {}) {
      if (worker) return;
      worker = new Worker<JobData>(settings.queueName, async (job) => runner.jobs.run(job.data.jobId), {
        connection: { ...connection, maxRetriesPerRequest: null },
        prefix: settings.prefix,
        concurrency: options.concurrency ?? 1,
        ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
      });
      worker.on('error', onError);
      worker.on('failed', (job, error) => settings.log(`job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'} of ${settings.attempts}): ${error.message}`));
      await worker.waitUntilReady().catch(onError);
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
