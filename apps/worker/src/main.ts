// The worker process: opens the club file, keeps the read models caught up with the log, hands
// triggered jobs to the queue and processes them (BullMQ worker, or in-process without Redis).
// CLUB_REGISTRY: see @club/application registryFromEnv. SIGTERM/SIGINT: finish the current job, close the queue and the database, exit 0.
import { openClub, registryFromEnv } from '@club/application';
import { settingsFrom } from './settings';

export async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const log = (line: string) => process.stderr.write(`club worker: ${line}\n`);
  let settings;
  try {
    settings = settingsFrom(env);
  } catch (error) {
    log((error as Error).message);
    process.exitCode = 1;
    return;
  }
  const club = await openClub({
    file: settings.file,
    log,
    ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
    ...(settings.queuePrefix ? { queuePrefix: settings.queuePrefix } : {}),
    ...(settings.retryAfterMs ? { retryAfterMs: settings.retryAfterMs } : {}),
    registry: await registryFromEnv(env),
  });
  await club.startWorker({
    ...(settings.pollIntervalMs ? { pollIntervalMs: settings.pollIntervalMs } : {}),
    ...(settings.lockDurationMs ? { lockDurationMs: settings.lockDurationMs } : {}),
    ...(settings.stalledIntervalMs ? { stalledIntervalMs: settings.stalledIntervalMs } : {}),
  });
  process.stdout.write(`worker ready: ${club.queue.mode} on ${settings.file}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping after the current job`);
    club.close().then(
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
