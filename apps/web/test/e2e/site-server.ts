// Builds the site when its sources changed since the last build, and starts it on a free port
// against a fresh SQLite file, as `npm start` does (server.ts's fresh bundle, else server.ts through tsx).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteServerArgs } from '../../../../tools/scripts/fresh-bundle.mjs';

export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LIBS = join(WEB_DIR, '../../libs');
// The bundle compiles the libraries' sources too (the router, the shapes, the rules they use).
const BUILD_INPUTS = [
  join(WEB_DIR, 'src'),
  join(WEB_DIR, 'next.config.ts'),
  // The words catalogue (src/i18n/messages.ts imports it).
  join(WEB_DIR, 'messages'),
  ...readdirSync(LIBS).map((lib) => join(LIBS, lib, 'src')),
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Runs `next build` unless .next/BUILD_ID is newer than every source the bundle is made of. */
export function ensureBuilt(): 'reused' | 'built' {
  const buildId = join(WEB_DIR, '.next', 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > Math.max(...BUILD_INPUTS.map(newestChange))) return 'reused';
  const build = spawnSync(process.execPath, [join(WEB_DIR, '../../node_modules/next/dist/bin/next'), 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`next build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  return 'built';
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningSite {
  readonly url: string;
  /** The server's process id (the node process itself, also when `wrap` runs it in a namespace). */
  readonly pid: number | undefined;
  /** Everything the server printed on stdout (the demo accounts among it). */
  readonly output: () => string;
  /** Everything the server printed on stderr (errors a request left unhandled show here). */
  readonly errors: () => string;
  /** Kills the server at once (SIGKILL: no clean-up, as a host that dies); resolves when it has exited. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `db`: an existing club file (e.g. the seeded demo club); default a fresh one. `env`: settings for the server.
 * `wrap`: a command that runs the server (e.g. `ip netns exec <name>`, which execs it: same process).
 * `address`: where it listens and is reached (default 127.0.0.1).
 */
export async function startSite(
  options: {
    readonly db?: string;
    readonly env?: Readonly<Record<string, string>>;
    readonly wrap?: readonly string[];
    readonly address?: string;
  } = {},
): Promise<RunningSite> {
  const dir = mkdtempSync(join(tmpdir(), 'club-web-e2e-'));
  const port = await freePort();
  const address = options.address ?? '127.0.0.1';
  const [command, ...args] = [...(options.wrap ?? []), process.execPath, ...siteServerArgs()];
  const child: ChildProcess = spawn(command!, args, {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: address,
      CLUB_DB: options.db ?? join(dir, 'club.sqlite'),
      CLUB_QUEUE: 'in-process',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const check = setInterval(() => {
      if (stdout.includes('club site: ')) {
        clearInterval(check);
        ready();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      fail(new Error(`the site exited (${code}) before listening:\n${stdout}\n${stderr}`));
    });
  });
  return {
    url: `http://${address}:${port}`,
    pid: child.pid,
    output: () => stdout,
    errors: () => stderr,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
