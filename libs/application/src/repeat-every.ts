// A background loop of the club's process: a round, then a pause (cut short by stop), until
// stopped; one round at a time, a failed round logged and the next one tried. The worker's
// catch-up and the working copy's watch for other processes' appends both run on it.
export interface Repeating {
  stop(): void;
  /** Resolves once the loop has stopped. */
  readonly done: Promise<void>;
}

export function repeatEvery(
  intervalMs: number,
  round: () => Promise<void>,
  failed: (error: Error) => void,
  options: { readonly first?: 'now' | 'after-pause'; readonly holdsProcess?: boolean } = {},
): Repeating {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      const timer = setTimeout(resolve, intervalMs);
      if (options.holdsProcess === false) timer.unref();
    });
  const done = (async () => {
    if (options.first === 'after-pause') await pause();
    while (!stopped) {
      try {
        await round();
      } catch (error) {
        failed(error as Error);
      }
      await pause();
    }
  })();
  return { stop: () => ((stopped = true), wake?.()), done };
}
