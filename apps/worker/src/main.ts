// The worker process: opens the club file, keeps the read models caught up with the log, hands
// triggered jobs to the queue and processes them (BullMQ worker, or in-process without Redis).
// Settings: ./settings.ts (CLUB_REGISTRY: @club/application registryFromModule). SIGTERM/SIGINT: finish the current job, close the queue and the database, exit 0.
import { openClub, registryFromModule, type Club } from '@club/application';
import { everyClubOf, oneClub, type ClubWorkers } from './club-workers';
import { doubleDummyServices } from '@club/application/double-dummy';
import { SettingsError, unknownSettingsWarning, readSettings } from '@club/settings';
import { settingsFrom } from './settings';

const CLOSE_TIMEOUT_MS = 15_000;

export async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const log = (line: string) => process.stderr.write(`club worker: ${line}\n`);
  let settings;
  try {
    settings = settingsFrom(env);
  } catch (error) {
    // Named like a failed start, with the club file when CLUB_DB itself is good.
    const file = error instanceof SettingsError ? error.parsed.db : undefined;
    log(file ? `cannot start on ${file}: ${(error as Error).message}` : (error as Error).message);
    process.exitCode = 1;
    return;
  }
  const warning = unknownSettingsWarning(readSettings(env));
  if (warning) log(warning);
  const registry = await registryFromModule(settings.registry);
  // The worker solves deals (double-dummy tables, the cost of each card); the site never does.
  const services = doubleDummyServices(log, settings.doubleDummy);
  const open = async (clubId: string): Promise<Club> => {
    const club = await openClub({
      file: settings.file,
      databaseUrl: settings.databaseUrl,
      clubId,
      log: settings.everyClub ? (line) => log(`${clubId}: ${line}`) : log,
      ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
      ...(settings.queuePrefix ? { queuePrefix: settings.queuePrefix } : {}),
      ...(settings.retryAfterMs ? { retryAfterMs: settings.retryAfterMs } : {}),
      ...(settings.outboxRetentionMs !== undefined ? { outboxRetentionMs: settings.outboxRetentionMs } : {}),
      registry,
      services,
    });
    try {
      await club.startWorker({
        ...(settings.pollIntervalMs ? { pollIntervalMs: settings.pollIntervalMs } : {}),
        ...(settings.lockDurationMs ? { lockDurationMs: settings.lockDurationMs } : {}),
        ...(settings.stalledIntervalMs ? { stalledIntervalMs: settings.stalledIntervalMs } : {}),
      });
    } catch (error) {
      await club.close();
      throw error;
    }
    return club;
  };
  let workers: ClubWorkers;
  try {
    workers = settings.everyClub
      ? await everyClubOf(settings.databaseUrl!, open, log, settings.share)
      : await oneClub(await open(settings.clubId));
  } catch (error) {
    log(`cannot start on ${settings.file}: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const where = settings.everyClub
    ? `${settings.share.count > 1 ? `share ${settings.share.index}/${settings.share.count} of ` : ''}every club of the PostgreSQL database (${workers.clubs().join(', ') || 'none yet'})`
    : settings.databaseUrl
      ? `club ${settings.clubId}'s log in PostgreSQL`
      : settings.file;
  process.stdout.write(`worker ready: ${workers.mode()} on ${where}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping after the current job`);
    // A job that never ends, or a Redis that never answers, must not keep the process alive.
    setTimeout(() => {
      log(`still closing after ${CLOSE_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    workers.close().then(
      () => {
        process.stdout.write('worker stopped\n');
        process.exit(0);
      },
      (error: unknown) => {
        log(`closing failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
