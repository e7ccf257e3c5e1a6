// The polling loop of the log's subscriptions: like `poll`, around an asynchronous step, and with
// `wake()` so that a notification of a new append (PostgreSQL's LISTEN) runs the step before the
// fallback interval is over. A step never overlaps the previous one.
import { InvalidArgumentError } from '../errors/errors';
import type { Polling } from '../subscription/poll';

export interface AsyncPolling extends Polling {
  /** Runs the step soon (after the current one) instead of at the end of the interval. */
  wake(): void;
}

/** `step` resolves true when it did some work (it then runs again at once). */
export function pollAsync(name: string, step: () => Promise<boolean>, intervalMs: number): AsyncPolling {
  if (!Number.isFinite(intervalMs) || intervalMs < 0)
    throw new InvalidArgumentError(`pollIntervalMs must be >= 0, got ${intervalMs}`);
  let stopped = false;
  let running = false;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  done.catch(() => undefined);
  let current: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = stopped ? undefined : setTimeout(tick, ms);
  };

  const tick = () => {
    timer = undefined;
    if (stopped || running) return;
    running = true;
    wokenWhileRunning = false;
    current = step().then(
      (didWork) => {
        running = false;
        if (stopped) return;
        if (didWork || wokenWhileRunning) return schedule(0);
        const ready = waiters;
        waiters = [];
        for (const resolve of ready) resolve();
        schedule(intervalMs);
      },
      (error: unknown) => {
        running = false;
        stopped = true;
        fail(error);
      },
    );
  };
  schedule(0);

  return {
    done,
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      finish();
      return done.catch(() => undefined);
    },
    idle: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) return void done.then(resolve, reject);
        waiters.push(resolve);
        done.then(() => reject(new Error(`${name} stopped before going idle`)), reject);
      }),
  };
}
