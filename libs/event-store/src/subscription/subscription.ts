// A running catch-up subscription: polls for new events, catches up, sleeps, repeats.
// Polling (not file watching) because writers may be other processes on the same file.
import { InvalidArgumentError } from '../errors/errors';
import { batchSizeOf, type CatchUp, type CatchUpOptions } from './catch-up';
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
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs < 0) throw new InvalidArgumentError(`pollIntervalMs must be >= 0, got ${pollIntervalMs}`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  done.catch(() => undefined); // the caller may only ever call stop(); the error stays observable on `done`

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    try {
      // One batch per tick so that a long catch-up does not starve the event loop.
      if (catchUp.catchUpBatch(projection, size) > 0) {
        timer = setTimeout(tick, 0);
        return;
      }
    } catch (error) {
      stopped = true;
      fail(error);
      return;
    }
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
    timer = setTimeout(tick, pollIntervalMs);
  };
  timer = setTimeout(tick, 0);

  return {
    done,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      finish();
      return done.catch(() => undefined);
    },
    caughtUp: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) return void done.then(resolve, reject);
        waiters.push(resolve);
        done.then(() => reject(new Error(`subscription ${projection.name} stopped before catching up`)), reject);
      }),
  };
}
