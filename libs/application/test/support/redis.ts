// Redis for tests: $REDIS_URL if set, else 127.0.0.1:6379 if it answers, else a redis-server of
// our own on a free port (stopped afterwards). Tests that stop Redis always start their own.
// Every run gets its own BullMQ key prefix, so parallel runs never share jobs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { DEFAULT_REDIS_URL, redisReachable } from '../../src';

export const uniquePrefix = (name: string) => `club-test-${name}-${process.pid}-${randomBytes(4).toString('hex')}`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL: Redis disappears at once (nothing is saved). */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child.once('error', (error) => {
      throw new Error(`cannot start redis-server (is it on the PATH? .ci/run installs it): ${error.message}`);
    });
    await until(() => redisReachable(url, 200), `redis-server on port ${port}`);
  };
  const kill = async () => {
    const dying = child;
    child = undefined;
    if (!dying || dying.exitCode !== null) return;
    const exited = new Promise((r) => dying.once('exit', r));
    dying.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, port, kill, start };
}

/** The Redis the integration tests use, and how to let go of it. */
export async function testRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env['REDIS_URL']) return { url: process.env['REDIS_URL'], stop: async () => undefined };
  if (await redisReachable(DEFAULT_REDIS_URL)) return { url: DEFAULT_REDIS_URL, stop: async () => undefined };
  const own = await startOwnRedis();
  return { url: own.url, stop: own.kill };
}

export { until };
