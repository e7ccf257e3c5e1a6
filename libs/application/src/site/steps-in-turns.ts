// Long work in this process (a large import) gives the event loop a turn between its pieces, so
// the server answers other requests meanwhile: nextTurn waits for one turn, runStepsInTurns runs
// work written in steps (libs/interchange `Steps`) with a turn after each pause.
import type { Steps } from '@club/interchange';

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runStepsInTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await nextTurn();
  }
}
