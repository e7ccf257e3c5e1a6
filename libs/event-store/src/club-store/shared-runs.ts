// Calls of an asynchronous read that overlap share runs: a call while a run is under way waits for
// one more run after it (that run may have begun before the caller's data was committed), shared by
// every call that comes meanwhile. A caller sees everything committed before it called, and a burst
// of calls reads at most twice. The working copy's refresh and the job ledger's pull read so.
export interface SharedRuns<T> {
  call(): Promise<T>;
  /** Resolves when no run is under way or waiting (a failed one included). */
  settled(): Promise<void>;
}

export function sharedRuns<T>(run: () => Promise<T>): SharedRuns<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = run().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return {
    call() {
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
    async settled() {
      await running?.catch(() => undefined);
      await next?.catch(() => undefined);
    },
  };
}
