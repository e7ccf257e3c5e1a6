// openClub: the application layer the CLI, the worker and the web API share. It opens the club's
// store (its SQLite file, or a working copy of its log in PostgreSQL: @club/event-store's
// openClubStore) and the projection runner on it, executes commands through deciders, and after
// each append catches the read models up and hands the triggered jobs to the queue (BullMQ when
// Redis is there, else in-process).
import { clubUpcasters } from '@club/club';
import type { Decider } from '@club/events';
import {
  createCommandHandler,
  openClubStore,
  type CommandHandler,
  type CommandHandlerOptions,
  type CommandMetadata,
  type CommandResult,
  type EventStore,
} from '@club/event-store';
import {
  createProjectionRunner,
  openSharedJobs,
  UnknownJobError,
  type JobOutcome,
  type JobServices,
  type ProjectionRunner,
  type SharedJobs,
} from '@club/read-models';
import { hostname } from 'node:os';
import { DEFAULT_QUEUE_PREFIX } from '@club/settings/defaults';
import { inProcessQueue } from './jobs/in-process-queue';
import { outboxHousekeeper, outboxRetentionMs } from './jobs/outbox-housekeeping';
import type { JobQueue, QueueMode, WorkerOptions } from './jobs/job-queue';
import { queueIdentity } from './jobs/queue-identity';
import { DEFAULT_REDIS_URL, findRedis } from './redis/redis-url';
import { registry as defaultRegistry, type Registry } from './registry';
import { repeatEvery, type Repeating } from './repeat-every';

export interface ClubOptions {
  /** The club's SQLite file (created with its folder unless mustExist); unused with a databaseUrl. */
  readonly file: string;
  readonly mustExist?: boolean;
  /** The club's log in PostgreSQL (CLUB_DATABASE_URL): this process then works on a copy of it. */
  readonly databaseUrl?: string | undefined;
  /** The club (CLUB_ID): required with a databaseUrl, whose database holds many clubs. */
  readonly clubId?: string | undefined;
  /** PostgreSQL: the schema of the log (default 'public'). */
  readonly databaseSchema?: string | undefined;
  /** With a databaseUrl: how often the copy looks for other processes' appends when idle (default 250 ms). */
  readonly refreshIntervalMs?: number;
  /** Redis for BullMQ (the apps pass REDIS_URL); default redis://127.0.0.1:6379 when it answers a short probe. */
  readonly redisUrl?: string;
  /** Where to look for Redis when no redisUrl is given (default redis://127.0.0.1:6379). */
  readonly probeRedisUrl?: string;
  /** 'auto' (default): BullMQ when Redis is found, else in-process. */
  readonly queue?: 'auto' | QueueMode;
  /** BullMQ key prefix (the apps pass CLUB_QUEUE_PREFIX; default 'club'). */
  readonly queuePrefix?: string;
  /** BullMQ queue name before the club and database (default 'club-jobs': `club-jobs.<club>.<database>`). */
  readonly queueName?: string;
  /** Projections and job kinds (default: the application registry). */
  readonly registry?: Registry;
  /** The analyses this process offers its jobs (the worker's double-dummy solver); jobs needing one it lacks are left to a process that has it. */
  readonly services?: JobServices;
  /** Pending jobs handed over longer ago than this are handed over again (default 30,000 ms). */
  readonly retryAfterMs?: number;
  /** BullMQ attempts and first backoff delay (defaults 5, 500 ms). */
  readonly attempts?: number;
  readonly backoffMs?: number;
  /** Done jobs older than this are deleted from the outbox while a worker runs (the apps pass CLUB_OUTBOX_RETENTION_DAYS; default 7 days); superseded ones at once. */
  readonly outboxRetentionMs?: number;
  /** One line per notable thing (queue mode, Redis lost and back, failed jobs). Default: stderr. */
  readonly log?: (line: string) => void;
}

export interface WorkerLoopOptions extends WorkerOptions {
  /** Pause between catch-up + dispatch rounds when idle (default 200 ms). */
  readonly pollIntervalMs?: number;
}

export interface Club {
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly queue: JobQueue;
  /** Decides and appends (retrying on concurrent writers), then catches up and dispatches jobs in the background. */
  execute<Command, Event extends { readonly type: string }, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    metadata?: CommandMetadata,
    options?: CommandHandlerOptions<Event>,
  ): Promise<CommandResult<Event, State>>;
  /**
   * Brings the read models up to the log's head: with the log in PostgreSQL, what other processes
   * appended is copied and folded before this resolves (a page reading after another's write sees
   * it); on the club's own file every append is already there.
   */
  refresh(): Promise<void>;
  /** Catches the read models up and dispatches due jobs now; resolves when done (also after any background round). */
  settle(): Promise<void>;
  /**
   * Runs `work` with job dispatch held back while the read models keep catching up, then settles:
   * a long run of appends in slices (an import) triggers its subject's jobs once, not once per slice.
   */
  holdingJobs<T>(work: () => Promise<T>): Promise<T>;
  /** Runs the read models and jobs in this process until close(): catch-up + dispatch rounds, and the BullMQ worker. */
  startWorker(options?: WorkerLoopOptions): Promise<void>;
  close(): Promise<void>;
}

export async function openClub(options: ClubOptions): Promise<Club> {
  const log = options.log ?? ((line: string) => process.stderr.write(`club: ${line}\n`));
  const reg = options.registry ?? defaultRegistry;
  const retentionMs = outboxRetentionMs(options.outboxRetentionMs);
  const clubStore = await openClubStore({
    file: options.file,
    mustExist: options.mustExist ?? false,
    upcasters: clubUpcasters(),
    databaseUrl: options.databaseUrl,
    clubId: options.clubId,
    schema: options.databaseSchema,
  });
  const store = clubStore.store;
  let queue: JobQueue;
  let runner: ProjectionRunner;
  // With the log in PostgreSQL every process finds the same jobs in its copy: the club's ledger
  // there makes each done once, whichever process runs it, and brings its documents to the others.
  let shared: SharedJobs | undefined;
  try {
    runner = createProjectionRunner(store, {
      projections: reg.projections,
      jobKinds: reg.jobKinds,
      ...(options.services ? { services: options.services } : {}),
    });
    if (clubStore.engine === 'postgres')
      shared = await openSharedJobs({
        url: options.databaseUrl!,
        clubId: options.clubId!,
        ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
        processName: `${hostname()}:${process.pid}`,
        runner,
      });
    if (clubStore.engine === 'postgres')
      log(
        `this process works on a working copy of club ${options.clubId!}'s log in PostgreSQL (${store.headPosition()} events); each derived job is done once for all the club's processes, through its ledger there`,
      );
    const ledger = shared;
    const runJob = ledger ? (jobId: string) => runShared(ledger, runner, clubStore.refresh, jobId) : runner.jobs.run;
    const settings = { retryAfterMs: options.retryAfterMs ?? 30_000, log, run: runJob };
    const wanted = options.queue ?? 'auto';
    const redisUrl = wanted === 'in-process' ? undefined : await findRedis(options.redisUrl, options.probeRedisUrl);
    if (wanted === 'bullmq' && !redisUrl)
      throw new Error('queue bullmq needs Redis: set REDIS_URL or run Redis on 127.0.0.1:6379');
    if (redisUrl) {
      // Loaded only when used: the CLI's read-only commands do not pay for BullMQ.
      const { bullMqQueue } = await import('./jobs/bullmq-queue');
      // On PostgreSQL one queue for all the club's processes, named by the club's id in the database.
      const identity = ledger
        ? () => ({ clubId: options.clubId!, databaseId: ledger.databaseId })
        : queueIdentity(store, runner);
      queue = bullMqQueue(runner, {
        ...settings,
        identity,
        redisUrl,
        prefix: options.queuePrefix ?? DEFAULT_QUEUE_PREFIX,
        queueName: options.queueName ?? 'club-jobs',
        attempts: options.attempts ?? 5,
        backoffMs: options.backoffMs ?? 500,
        addTimeoutMs: 2_000,
      });
    } else {
      queue = inProcessQueue(runner, settings);
      log(
        `derived jobs run in-process (${wanted === 'auto' ? `no Redis: REDIS_URL unset and nothing answers at ${options.probeRedisUrl ?? DEFAULT_REDIS_URL}` : 'queue: in-process'})`,
      );
    }
  } catch (error) {
    await shared?.close();
    await clubStore.close();
    throw error;
  }

  // One background round at a time; a request during a round schedules one more.
  let round: Promise<void> = Promise.resolve();
  let again = false;
  let running = false;
  let held = 0;
  const oneRound = async () => {
    runner.catchUp();
    // What other processes finished is taken first, so it is not handed over again.
    await shared?.pull();
    if (held === 0) await queue.dispatch();
  };
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return round;
    }
    running = true;
    round = (async () => {
      try {
        do {
          again = false;
          await new Promise<void>((resolve) => setImmediate(resolve));
          await oneRound();
        } while (again);
      } catch (error) {
        log(`catching up after an append failed: ${(error as Error).message}`);
      } finally {
        running = false;
      }
    })();
    return round;
  };

  const handlers = new WeakMap<object, unknown>();
  const cachedHandler = <C, E extends { readonly type: string }, S>(
    decider: Decider<C, E, S>,
  ): CommandHandler<C, E, S> => {
    let handle = handlers.get(decider) as CommandHandler<C, E, S> | undefined;
    if (!handle) {
      handle = createCommandHandler(clubStore.commands, decider);
      handlers.set(decider, handle);
    }
    return handle;
  };
  let loop: Repeating | undefined;
  let closed = false;
  // A working copy looks for other processes' appends while idle, so live pages move without a request.
  const watching =
    clubStore.engine === 'postgres'
      ? repeatEvery(
          options.refreshIntervalMs ?? 250,
          async () => {
            if ((await clubStore.refresh()) > 0) await kick();
            else await shared?.pull();
          },
          (error) => log(`copying the club's log from PostgreSQL failed: ${error.message}`),
          { first: 'after-pause', holdsProcess: false },
        )
      : undefined;

  return {
    store,
    runner,
    queue,
    async execute(streamId, decider, command, metadata, handlerOptions) {
      const handle = handlerOptions
        ? createCommandHandler(clubStore.commands, decider, handlerOptions)
        : cachedHandler(decider);
      try {
        return await handle(streamId, command, metadata);
      } finally {
        // A refused command may still have copied other processes' events.
        void kick();
      }
    },
    async refresh() {
      if ((await clubStore.refresh()) > 0) runner.catchUp();
      await shared?.pull();
    },
    settle: async () => {
      await round;
      await kick();
    },
    async holdingJobs(work) {
      held++;
      try {
        return await work();
      } finally {
        held--;
        await round;
        await kick();
      }
    },
    async startWorker(workerOptions = {}) {
      if (loop) return;
      await queue.startWorker(workerOptions);
      const interval = workerOptions.pollIntervalMs ?? 200;
      const housekeeping = outboxHousekeeper(runner, retentionMs, log);
      loop = repeatEvery(
        interval,
        async () => {
          await kick();
          housekeeping();
        },
        (error) => log(`worker round failed: ${error.message}`),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      loop?.stop();
      await loop?.done;
      await round;
      watching?.stop();
      await watching?.done;
      await queue.close();
      await shared?.close();
      await clubStore.close();
    },
  };
}

/**
 * A job through the club's ledger. A queue may hand over a job that another process's copy found
 * first: this copy then takes the log's new events and looks again.
 */
async function runShared(
  ledger: SharedJobs,
  runner: ProjectionRunner,
  refresh: () => Promise<number>,
  jobId: string,
): Promise<JobOutcome> {
  let outcome = await ledger.run(jobId);
  if (outcome === 'unknown') {
    await refresh();
    runner.catchUp();
    outcome = await ledger.run(jobId);
  }
  if (outcome === 'unknown') throw new UnknownJobError(jobId);
  return outcome;
}
