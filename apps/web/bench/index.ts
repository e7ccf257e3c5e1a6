// `npm run bench -w @club/web`: the built site under 50 concurrent connections from a second
// process, per endpoint: requests/s and p95, each with its ratio against a plain node:http server
// answering the same bytes in the same run (the floor set by HTTP and the machine).
// Runs on the seeded demo club (`club demo` into a temporary file) plus a session in play (live1,
// bench/writer.ts seed), signed in as the demo member: the published Monday pairs' session results
// page and a board's traveller through the API. Then the mixed read-write case
// (`web.page.session-results.with-writer`): a writer process corrects a result in live1
// BENCH_WRITES_PER_S times a second (10) while the load reads mitchell1's results page (another
// session) and then live1's (the same session), each with its ratio to the same page measured
// without the writer just before and just after, the better of the two (the machine is shared:
// figures minutes apart differ).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt, startSite, WEB_DIR } from '../test/e2e/site-server';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 5000);
const WRITES_PER_S = Number(process.env['BENCH_WRITES_PER_S'] ?? 10);

interface Load {
  readonly requests: number;
  readonly errors: number;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

/** Runs the load generator in its own process; asynchronously, so the plain server here can answer. */
function load(url: string, cookie?: string): Promise<Load> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(WEB_DIR, 'bench/load.ts'),
      url,
      String(CONNECTIONS),
      String(DURATION_MS),
      ...(cookie ? [cookie] : []),
    ],
    {
      cwd: WEB_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim()) as Load)
        : reject(new Error(`load generator failed (${code}): ${err}`)),
    ),
  );
}

/** A plain server answering every request with the given bytes. */
async function plainServer(body: string, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType });
    res.end(body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** The writer (bench/writer.ts) correcting live1 in its own process, from when it says it writes until stopped. */
async function startWriter(db: string): Promise<{ stop: () => Promise<{ writes: number; seconds: number }> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(WEB_DIR, 'bench/writer.ts'), 'write', db, String(WRITES_PER_S)],
    { cwd: WEB_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await new Promise<void>((ready, fail) => {
    const check = setInterval(() => out.includes('writing\n') && (clearInterval(check), ready()), 50);
    void exited.then(
      (code) => (clearInterval(check), fail(new Error(`the writer exited (${code}) before writing: ${err}`))),
    );
  });
  return {
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the writer failed (${code}): ${err}`);
      return JSON.parse(out.trim().split('\n').at(-1)!) as { writes: number; seconds: number };
    },
  };
}

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'club-web-bench-'));
const db = join(dir, 'club.sqlite');
const seeded = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'demo', '--db', db], {
  cwd: resolve(WEB_DIR, '../..'),
  encoding: 'utf8',
  env: { ...process.env, CLUB_QUEUE: 'in-process' },
});
if (seeded.status !== 0) throw new Error(`club demo failed: ${seeded.stderr}`);
const live = spawnSync(process.execPath, ['--import', 'tsx', join(WEB_DIR, 'bench/writer.ts'), 'seed', db], {
  cwd: WEB_DIR,
  encoding: 'utf8',
});
if (live.status !== 0) throw new Error(`seeding live1 failed: ${live.stderr}`);
const site = await startSite({ db });
try {
  const member = site.output().match(/(member@demo\.club)\s+password: (\S+)/);
  if (!member) throw new Error('the site printed no member demo account');
  const signIn = await fetch(`${site.url}/api/trpc/auth.signIn?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ 0: { email: member[1], password: member[2] } }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const endpoints: [string, string][] = [
    // The issue's two figures: a published session's results page and a board's traveller API.
    ['web.page.session-results', '/results/mitchell1'],
    ['web.api.results.board', `/api/trpc/results.board?input=${input({ sessionId: 'mitchell1', board: 1 })}`],
    ['web.api.results.latest', `/api/trpc/results.latest?input=${input({ limit: 20 })}`],
    ['web.page.session-results.in-play', '/results/live1'],
  ];
  for (const [name, path] of endpoints) {
    const sample = await fetch(`${site.url}${path}`, { headers: { cookie } });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`${path}: HTTP ${sample.status}: ${body.slice(0, 300)}`);
    const plain = await plainServer(body, sample.headers.get('content-type') ?? 'text/plain');
    try {
      const measured = await load(`${site.url}${path}`, cookie);
      const baseline = await load(plain.url);
      process.stdout.write(
        `${JSON.stringify({
          bench: name,
          connections: CONNECTIONS,
          rps: measured.rps,
          p95Ms: measured.p95Ms,
          p50Ms: measured.p50Ms,
          errors: measured.errors,
          ratio: +(measured.rps / baseline.rps).toFixed(3),
          baseline: `plain node:http server with the same ${body.length}-byte body: ${baseline.rps} req/s, p95 ${baseline.p95Ms} ms`,
        })}\n`,
      );
    } finally {
      plain.close();
    }
  }

  // The mixed read-write case: one writer in live1; the load reads another session, then live1.
  // Each page is measured without the writer right before and right after it is measured with it
  // (the machine is shared); the ratio is to the better of the two.
  for (const [writer, path] of [
    ['into another session (live1) than the page read (mitchell1)', '/results/mitchell1'],
    ['into the session whose page is read (live1)', '/results/live1'],
  ] as const) {
    const before = await load(`${site.url}${path}`, cookie);
    const running = await startWriter(db);
    const measured = await load(`${site.url}${path}`, cookie).catch(async (error: unknown) => {
      await running.stop().catch(() => undefined);
      throw error;
    });
    const wrote = await running.stop();
    const after = await load(`${site.url}${path}`, cookie);
    const idle = after.rps > before.rps ? after : before;
    process.stdout.write(
      `${JSON.stringify({
        bench: 'web.page.session-results.with-writer',
        writer,
        page: path,
        connections: CONNECTIONS,
        rps: measured.rps,
        p95Ms: measured.p95Ms,
        p50Ms: measured.p50Ms,
        errors: measured.errors,
        writesPerSecond: +(wrote.writes / wrote.seconds).toFixed(1),
        ratio: +(measured.rps / idle.rps).toFixed(3),
        baseline: `the same page without the writer, the better of just before (${before.rps} req/s, p95 ${before.p95Ms} ms) and just after (${after.rps} req/s, p95 ${after.p95Ms} ms)`,
      })}\n`,
    );
  }
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
