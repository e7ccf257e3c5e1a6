// Derived jobs through BullMQ: any number of worker processes, on any machines that reach the
// Redis and the club's database file, share one queue per club and database (queue-identity.ts):
// other clubs on the same Redis have their own. The BullMQ job id is the outbox row's job id with
// the club and database in front, so handing the same job over twice (two dispatchers, a retry)
// adds it once; the job's processor is idempotent anyway (read_model_jobs.status). A job of
// another club or database that reaches a worker anyway is left alone, for its own worker.
import { DelayedError, Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { parseJobId, type ProjectionRunner } from '@club/read-models';
import { parseRedisUrl } from '../redis/redis-url';
import type { JobQueue, JobQueueSettings, WorkerOptions } from './job-queue';
import { queuedJobIdOf, queueNameOf, sameIdentity, type QueueIdentity } from './queue-identity';

export interface BullMqSettings extends JobQueueSettings {
  readonly redisUrl: string;
  /** Key prefix in Redis (default 'club'): separate clubs or test runs sharing a Redis. */
  readonly prefix: string;
  /** Queue name (default 'club-jobs'), followed by the club and database: `club-jobs.<club>.<database>`. */
  readonly queueName: string;
  /** This file's club and database (read again until the club is founded). */
  readonly identity: () => QueueIdentity;
  /** Attempts per job, with exponential backoff from `backoffMs` (defaults 5 and 500 ms). */
  readonly attempts: number;
  readonly backoffMs: number;
  /** A hand-over that gets no answer within this time counts as failed (default 2,000 ms). */
  readonly addTimeoutMs: number;
}

export interface JobData extends QueueIdentity {
  /** The outbox row's job id (read_model_jobs.job_id). */
  readonly jobId: string;
}

export function connectionOf(redisUrl: string): ConnectionOptions {
  const url = parseRedisUrl(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw new RangeError(
      `REDIS_URL '${redisUrl}': the database number '${url.pathname.slice(1)}' is not a non-negative integer`,
    );
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
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer from Redis within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function bullMqQueue(runner: ProjectionRunner, settings: BullMqSettings): JobQueue {
  const connection = connectionOf(settings.redisUrl);
  let down = false;
  const onError = (error: Error) => {
    if (!down)
      settings.log(
        `Redis at ${settings.redisUrl} unreachable (${error.message}): jobs wait in the outbox until it answers`,
      );
    down = true;
  };
  // The queue's name follows the identity, which changes once: when the club is founded.
  let queue: Queue<JobData> | undefined;
  const currentQueue = async () => {
    const name = queueNameOf(settings.queueName, settings.identity());
    if (queue?.name === name) return queue;
    await queue?.close();
    // Fail fast while Redis is down: the outbox keeps the job, the next dispatch hands it over.
    queue = new Queue<JobData>(name, {
      connection: { ...connection, enableOfflineQueue: false },
      prefix: settings.prefix,
    });
    queue.on('error', onError);
    return queue;
  };
  let worker: Worker<JobData> | undefined;
  let workerOptions: WorkerOptions = {};

  const handOver = async (jobId: string, again: boolean) => {
    const identity = settings.identity();
    const id = queuedJobIdOf(jobId, identity);
    const q = await currentQueue();
    if (again) {
      // A job that used up its attempts stays in BullMQ's failed set and would block a re-add.
      const existing = await q.getJob(id);
      if (existing && (await existing.isFailed())) return existing.retry('failed');
    }
    await q.add(
      jobId.slice(0, jobId.indexOf('.')),
      { jobId, ...identity },
      {
        jobId: id,
        attempts: settings.attempts,
        backoff: { type: 'exponential', delay: settings.backoffMs },
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  };

  const foreignSeen = new Set<string>();
  const lacking = new Set<string>();
  const processJob = async (job: Job<JobData>, token?: string) => {
    const mine = settings.identity();
    const { jobId, clubId, databaseId } = job.data;
    if (!sameIdentity(mine, { clubId: String(clubId), databaseId: String(databaseId) })) {
      // Not ours: running it here would mark this file's job of the same id done or superseded.
      // Back to the queue, untouched, for the worker of its own club.
      if (!foreignSeen.has(String(job.id))) {
        foreignSeen.add(String(job.id));
        settings.log(
          `job ${String(job.id)} is for club '${String(clubId)}' database ${String(databaseId)}, not this one ('${mine.clubId}' database ${mine.databaseId}): left for its own worker`,
        );
      }
      await job.moveToDelayed(Date.now() + settings.retryAfterMs, token);
      throw new DelayedError();
    }
    // An analysis this worker cannot make (no solver here): back to the queue for one that can.
    const kind = parseJobId(String(jobId))?.kind;
    if (kind !== undefined && !runner.jobs.canRun(kind)) {
      if (!lacking.has(kind)) {
        lacking.add(kind);
        settings.log(`${kind} jobs need a service this worker does not offer: left for a worker that does`);
      }
      await job.moveToDelayed(Date.now() + settings.retryAfterMs, token);
      throw new DelayedError();
    }
    return settings.run(jobId);
  };

  const startWorker = async () => {
    const name = queueNameOf(settings.queueName, settings.identity());
    const started = new Worker<JobData>(name, processJob, {
      connection: { ...connection, maxRetriesPerRequest: null },
      prefix: settings.prefix,
      concurrency: workerOptions.concurrency ?? 1,
      ...(workerOptions.lockDurationMs ? { lockDuration: workerOptions.lockDurationMs } : {}),
      ...(workerOptions.stalledIntervalMs ? { stalledInterval: workerOptions.stalledIntervalMs } : {}),
    });
    started.on('error', onError);
    started.on('failed', (job, error) =>
      settings.log(
        `job ${job?.data.jobId ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'} of ${settings.attempts}): ${error.message}`,
      ),
    );
    worker = started;
    await started.waitUntilReady().catch(onError);
  };

  return {
    mode: 'bullmq',
    async dispatch() {
      // The club was founded since the worker started: follow it to the club's queue.
      if (worker && worker.name !== queueNameOf(settings.queueName, settings.identity())) {
        await worker.close();
        await startWorker();
      }
      let handed = 0;
      for (const job of runner.jobs.due(settings.retryAfterMs)) {
        try {
          await withTimeout(
            handOver(job.jobId, job.enqueuedAt !== null),
            settings.addTimeoutMs,
            `enqueue ${job.jobId}`,
          );
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
      workerOptions = options;
      await startWorker();
    },
    async close() {
      await worker?.close();
      await queue?.close();
    },
  };
}
