// npm start's supervisor (tools/scripts/supervise.mjs) with stand-in processes: a worker that keeps
// dying is started again with a doubling back-off and a line each time while the site runs on;
// the site stopping stops the worker and gives the site's exit code.
import { describe, expect, test } from 'vitest';
import { supervise } from '../../../tools/scripts/supervise.mjs';
import { until } from '../../../libs/application/test/support/redis';

const node = (code: string) => ({ args: ['-e', code], cwd: process.cwd(), stdio: 'ignore' as const });
describe('supervise', () => {
  test('a worker that dies is restarted with a doubling back-off, capped, and a log line each time; the site keeps running', async () => {
    const said: string[] = [];
    const supervision = supervise({
      site: node('setInterval(() => {}, 1000)'),
      worker: node('process.exit(3)'),
      say: (line) => said.push(line),
      backoff: { firstMs: 10, maxMs: 40, resetAfterMs: 60_000 },
    });
    await until(async () => supervision.restarts() >= 4, 'four restarts');
    const site = supervision.site();
    expect(site.exitCode).toBeNull();
    supervision.stop();
    expect(await supervision.done).toBe(0);
    expect(said.slice(0, 4)).toEqual(
      [10, 20, 40, 40].map(
        (ms, i) =>
          `worker stopped (exit 3): the site keeps serving; restarting the worker in ${ms} ms (restart ${i + 1})`,
      ),
    );
  });

  test('the site stopping stops the worker; the exit code is the site’s', async () => {
    const said: string[] = [];
    const supervision = supervise({
      site: node('setTimeout(() => process.exit(7), 200)'),
      worker: node('setInterval(() => {}, 1000)'),
      say: (line) => said.push(line),
    });
    expect(await supervision.done).toBe(7);
    expect(supervision.worker()?.signalCode).toBe('SIGTERM');
    expect(said).toEqual(['site stopped (exit 7): stopping the worker']);
  });
});
