// The process supervisor of `npm start`: the site and the results worker side by side. The site is
// what members use: when it stops, the worker is stopped too and the code is its exit code. The
// worker may die (a crash, kill -9, out of memory) without taking the site down: it is started
// again after a back-off that doubles from `firstMs` to `maxMs` and falls back to `firstMs` once
// a worker has run `resetAfterMs`, with a log line each time. Meanwhile jobs wait in the outbox
// (and in Redis) and the site's results pages say the results are behind (CLUB_RESULTS_STALE_MS).
import { spawn } from 'node:child_process';

export const DEFAULT_BACKOFF = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * @param {{ site: ChildSpec, worker: ChildSpec, say: (line: string) => void, backoff?: Partial<typeof DEFAULT_BACKOFF> }} options
 * ChildSpec: { args: string[], cwd: string, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }
 */
export function supervise({ site, worker, say, backoff = {} }) {
  const { firstMs, maxMs, resetAfterMs } = { ...DEFAULT_BACKOFF, ...backoff };
  const start = (spec) =>
    spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: spec.stdio ?? 'inherit',
    });
  const alive = (child) => child !== undefined && child.exitCode === null && child.signalCode === null;
  const running = { site: start(site), worker: undefined };
  let stopping = false;
  let delay = firstMs;
  let restarts = 0;
  let timer;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  let code = 0;

  const settleIfAllGone = () => {
    if (stopping && !alive(running.site) && !alive(running.worker)) finish(code);
  };
  const stop = (signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    clearTimeout(timer);
    for (const child of [running.site, running.worker]) if (alive(child)) child.kill(signal);
    // A child that does not stop within 10 s is killed.
    setTimeout(() => [running.site, running.worker].forEach((c) => alive(c) && c.kill('SIGKILL')), 10_000).unref();
    settleIfAllGone();
  };

  const startWorker = () => {
    const child = start(worker);
    const startedAt = Date.now();
    running.worker = child;
    child.once('exit', (exitCode, signal) => {
      if (stopping) return settleIfAllGone();
      if (Date.now() - startedAt >= resetAfterMs) delay = firstMs;
      restarts++;
      say(
        `worker stopped (${signal ?? `exit ${exitCode}`}): the site keeps serving; restarting the worker in ${delay} ms (restart ${restarts})`,
      );
      timer = setTimeout(startWorker, delay);
      delay = Math.min(delay * 2, maxMs);
    });
  };
  startWorker();

  running.site.once('exit', (exitCode, signal) => {
    if (!stopping) {
      say(`site stopped (${signal ?? `exit ${exitCode}`}): stopping the worker`);
      code = exitCode || 1;
      stop('SIGTERM');
    }
    settleIfAllGone();
  });

  return {
    /** The child processes running now (the worker is undefined between a death and its restart). */
    site: () => running.site,
    worker: () => running.worker,
    restarts: () => restarts,
    stop,
    /** Resolves with the exit code once both have stopped. */
    done,
  };
}
