// A polling loop around a synchronous step (a catch-up batch, an outbox hand-over): the step
// runs again at once while it finds work, one step per tick so that a long catch-up does not
// starve the event loop, and sleeps otherwise. Polling, because writers may be other processes.
import { InvalidArgumentError } from '../errors/errors';

export interface Polling {
  /** Stops after the current step; resolves once stopped. */
  stop(): Promise<void>;
  /** Resolves when stopped, rejects with the error if a step threw (the loop then stops). */
  readonly done: Promise<void>;
  /** Resolves the next time a step finds nothing to do. */
  idle(): Promise<void>;
}

/** `step` returns true when it did some work. */
export function poll(name: string, step: () => boolean, intervalMs: number): Polling {
  if (!Number.isFinite(intervalMs) || intervalMs < 0)
    throw new InvalidArgumentError(`pollIntervalMs must be >= 0, got ${intervalMs}`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  done.catch(() => undefined); // a caller that only ever calls stop() still sees the error on `done`

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    try {
      if (step()) {
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
    timer = setTimeout(tick, intervalMs);
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
    idle: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) return void done.then(resolve, reject);
        waiters.push(resolve);
        done.then(() => reject(new Error(`${name} stopped before going idle`)), reject);
      }),
  };
}
