// `npm start` (tools/scripts/start.mjs) on a temp club file and a free port: it seeds the demo club,
// prints the demo accounts, builds the site when its build is stale (reused otherwise), serves it
// with the results worker; the home page answers, the printed member account signs in and opens
// the results page, the demo director directs the demo's sessions; then the whole process group is
// stopped and nothing is left running.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

let dir: string;
let url: string;
let child: ChildProcess;
let output = '';
let exit: Promise<number | null>;

async function answered(path: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      const response = await fetch(`${url}${path}`);
      if (response.status === 200) return response;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`${path} did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Signs in as the site's tRPC client does (a batch of one, from the site's own origin); returns the session cookie. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/trpc/auth.signIn?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ 0: { email, password } }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-start-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // A queue prefix of its own: with Redis on this machine the site and the worker share BullMQ with nobody else.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CLUB_DB: join(dir, 'club.db'),
    PORT: String(port),
    HOST: '127.0.0.1',
    CLUB_QUEUE_PREFIX: `club-start-test-${process.pid}`,
  };
  delete env['CLUB_REGISTRY'];
  // Its own process group, so the test can stop everything it started at once.
  child = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  exit = new Promise((done) => child.once('exit', (code) => done(code)));
  await answered('/', Date.now() + 240_000);
}, 250_000);

afterAll(async () => {
  if (child.exitCode === null) {
    process.kill(-child.pid!, 'SIGINT');
    await exit;
  }
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('npm start', () => {
  test('seeds the demo club, prints the accounts, serves the site with the worker', async () => {
    expect(output).toMatch(/^\d+ events: \d+ members, 9 sessions/m);
    expect(output).toContain('Monday pairs (mitchell1):');
    expect(output).toMatch(/^worker ready: (bullmq|in-process) on /m);
    const account = /^ {2}Member +(\S+@\S+) +password: (\S+)$/m.exec(output);
    expect(account).not.toBeNull();
    const home = await (await answered('/', Date.now() + 10_000)).text();
    expect(home).toContain('<html');

    const cookie = await signIn(account![1]!, account![2]!);
    const results = await fetch(`${url}/results`, { headers: { cookie } });
    expect(results.status).toBe(200);
    const page = await results.text();
    // The page as shown (its <main>), not the words the browser is sent for its forms' refusals.
    const shown = /<main>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
    expect(shown).toContain('Latest results');
    expect(shown).not.toContain('Please sign in first.');
    // The demo club's times are Budapest's (CLUB_TIME_ZONE unset: npm start gives the demo its zone).
    expect(output).toContain('times in Europe/Budapest');
    expect(page).toContain('title="Europe/Budapest"');
  });

  // The demo director's account belongs to the club member who holds only the director role: td2,
  // granted director of howell1, teams1 and tables1 in the demo's club stream (mitchell1 and tuesday1 have
  // their own director).
  test("the demo director's account directs the sessions its member was granted", async () => {
    const [, email, password] = /^ {2}Director +(\S+@\S+) +password: (\S+)$/m.exec(output)!;
    const cookie = await signIn(email!, password!);
    const response = await fetch(`${url}/api/trpc/director.mySessions?batch=1&input=${encodeURIComponent('{}')}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const [{ result }] = (await response.json()) as [{ result: { data: { sessionId: string }[] } }];
    expect(result.data.map((s) => s.sessionId)).toEqual(['howell1', 'teams1', 'tables1']);
  });

  test('the club file it serves verifies, and SIGINT to the group stops everything', async () => {
    process.kill(-child.pid!, 'SIGINT');
    expect(await exit).toBe(0);
    expect(output).toContain('worker stopped');
    // Nothing of the group is left: a process the site started may take a moment after its parent
    // to exit, so look for up to 10 s until signalling the group finds no process.
    expect(await groupGone(child.pid!, 10_000)).toBe(true);
    const verify = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'verify', '--db', join(dir, 'club.db')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(verify.stdout).toMatch(/^chain ok/m);
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);
  });
});

async function groupGone(pgid: number, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; Date.now() < until; await new Promise((wake) => setTimeout(wake, 100))) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
  }
  return false;
}
