// A running catch-up subscription: polls for new events, catches up batch by batch, sleeps.
import { batchSizeOf, type CatchUp, type CatchUpOptions } from './catch-up';
import { poll } from './poll';
import type { Projection } from './projection';

export interface SubscribeOptions extends CatchUpOptions {
  /** Pause between polls once caught up, in ms (default 200). */
  readonly pollIntervalMs?: number;
}

export interface Subscription {
  /** Stops after the current batch; resolves once stopped. */
  stop(): Promise<void>;
  /** Resolves when stopped, rejects with the error if `apply` threw (the subscription then stops). */
  readonly done: Promise<void>;
  /** Resolves the next time the projection has seen every committed event. */
  caughtUp(): Promise<void>;
}

export function subscribe(catchUp: CatchUp, projection: Projection, options: SubscribeOptions = {}): Subscription {
  const size = batchSizeOf(options);
  const polling = poll(
    `subscription ${projection.name}`,
    () => catchUp.catchUpBatch(projection, size) > 0,
    options.pollIntervalMs ?? 200,
  );
  return { done: polling.done, stop: polling.stop, caughtUp: polling.idle };
}
