// `npm run bench -w @club/web`: the built site under 50 concurrent connections from a second
// process, per endpoint: requests/s and p95, each with its ratio against a plain node:http server
// answering the same bytes in the same run (the floor set by HTTP and the machine).
// Runs on the seeded demo club (`club demo` into a temporary file), signed in as the demo member:
// the published Monday pairs' session results page and a board's traveller through the API.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt, startSite, WEB_DIR } from '../test/e2e/site-server';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 5000);

interface Load {
  readonly requests: number;
  readonly errors: number;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

/** Runs the load generator in its own process; asynchronously, so the plain server here can answer. */
function load(url: string, cookie?: string): Promise<Load> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(WEB_DIR, 'bench/load.ts'), url, String(CONNECTIONS), String(DURATION_MS), ...(cookie ? [cookie] : [])], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim()) as Load) : reject(new Error(`load generator failed (${code}): ${err}`)))),
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

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'club-web-bench-'));
const db = join(dir, 'club.sqlite');
const seeded = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'demo', '--db', db], {
  cwd: resolve(WEB_DIR, '../..'),
  encoding: 'utf8',
  env: { ...process.env, CLUB_QUEUE: 'in-process' },
});
if (seeded.status !== 0) throw new Error(`club demo failed: ${seeded.stderr}`);
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
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
