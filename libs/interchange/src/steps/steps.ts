// Work in steps: a generator that pauses (yields) between bounded pieces of a long job, so that a
// caller with an event loop can let other work run between them (see libs/application's import);
// runSteps runs it to the end at once where nothing else waits. Still pure: no timers here.
export type Steps<T> = Generator<void, T, void>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
