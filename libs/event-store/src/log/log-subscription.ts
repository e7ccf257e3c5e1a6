// A catch-up subscription of either adapter: batches until caught up, then waits for a wake-up
// (a notified append) or the fallback poll.
import { batchSizeOf } from '../subscription/catch-up';
import { pollAsync } from './async-poll';
import type { LogProjection, LogSubscribeOptions, LogSubscription } from './event-log';

export type LogBatch = (projection: LogProjection, size: number) => Promise<number>;

/** `onAppend` registers a wake-up and returns its removal (none: polling alone). */
export function subscribeLog(
  batch: LogBatch,
  projection: LogProjection,
  options: LogSubscribeOptions,
  onAppend?: (wake: () => void) => () => void,
): LogSubscription {
  const size = batchSizeOf(options);
  const polling = pollAsync(
    `subscription ${projection.name}`,
    async () => (await batch(projection, size)) > 0,
    options.pollIntervalMs ?? 200,
  );
  const unlisten = onAppend?.(() => polling.wake());
  const stop = async () => {
    unlisten?.();
    await polling.stop();
  };
  polling.done.then(
    () => unlisten?.(),
    () => unlisten?.(),
  );
  return { done: polling.done, stop, caughtUp: polling.idle };
}

/** Runs batches until one passes nothing; the total of positions passed. */
export async function catchUpAll(batch: LogBatch, projection: LogProjection, size: number): Promise<number> {
  let total = 0;
  for (let passed = await batch(projection, size); passed > 0; passed = await batch(projection, size)) total += passed;
  return total;
}
