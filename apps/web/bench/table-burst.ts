// `table-entry.burst`: a club night's burst through the HTTP API. The site (bench/table-burst-site.ts,
// its own process, a fresh club) has a 30-table Mitchell open for entry at the tables, East-West
// confirming each board. Each table's phone signs in with its code, then the 90 entries (each
// table's 3 boards of round 1) are sent within the same 10 seconds, spread evenly, a table's
// boards one after another: an entry, then the table's page (the traveller procedure, table.view)
// read until it shows the board's result and traveller, then East-West's confirmation. The figure
// is the p95 of submit-to-traveller; the baseline the p95 of plain reads of the same page, sent the
// same way over another 10 seconds of the same run; ratio = p95 / baseline p95.
//   node --import tsx bench/table-burst.ts   (BENCH_TABLES, BENCH_BURST_MS to change the sizes)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const TABLES = Number(process.env['BENCH_TABLES'] ?? 30);
const BURST_MS = Number(process.env['BENCH_BURST_MS'] ?? 10_000);
const BOARDS = 3;
const PROFILE = process.env['BENCH_PROFILE'];

interface Seat {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
}
interface TablePage {
  readonly ns: { pair: string } | null;
  readonly ew: { pair: string } | null;
  readonly boards: readonly { board: number; result: unknown }[];
  readonly travellers: readonly { board: number; content: { visible: boolean } }[];
}

/** The site process, until it prints its port and codes. */
async function startBurstSite(db: string) {
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<dir>: a V8 CPU profile of the site process (bench/profile-top.ts of @club/application reads it).
      ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
      '--import',
      'tsx',
      join(WEB_DIR, 'bench/table-burst-site.ts'),
      db,
      String(TABLES),
    ],
    { cwd: WEB_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const ready = await new Promise<{ port: number; codes: { section: string; table: number; code: string }[] }>(
    (resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
      });
      void exited.then((code) => reject(new Error(`the bench site exited (${code}): ${err}`)));
    },
  );
  return {
    ...ready,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!.toFixed(1);
};
const p50 = (values: readonly number[]) =>
  +[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
const sleepUntil = (at: number) => new Promise((done) => setTimeout(done, Math.max(0, at - performance.now())));

const dir = mkdtempSync(join(tmpdir(), 'club-burst-bench-'));
const site = await startBurstSite(join(dir, 'club.sqlite'));
const origin = `http://127.0.0.1:${site.port}`;

/** A tRPC call over HTTP: a query by GET, a mutation by POST; the answer's data, or a thrown error naming the call. */
async function call<T>(kind: 'query' | 'mutation', path: string, input: unknown, cookie?: string) {
  const headers: Record<string, string> = { origin, ...(cookie ? { cookie } : {}) };
  const response =
    kind === 'query'
      ? await fetch(`${origin}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${origin}/api/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!response.ok || !body.result) throw new Error(`${path}: HTTP ${response.status}: ${body.error?.message}`);
  return { data: body.result.data, setCookie: response.headers.get('set-cookie') };
}

try {
  // Every table's phone signs in and reads its page (the pairs and boards due) before the burst.
  const phones = await Promise.all(
    site.codes.map(async ({ code }) => {
      const signedIn = await call<{ seat: Seat }>('mutation', 'table.signIn', { code });
      const cookie = (signedIn.setCookie ?? '').split(';')[0]!;
      const seat = signedIn.data.seat;
      const page = (await call<TablePage>('query', 'table.view', seat, cookie)).data;
      return { seat, cookie, page };
    }),
  );
  const slot = BURST_MS / (TABLES * BOARDS);
  // Entry j of the burst: table j % TABLES, its board j / TABLES, at j × slot.
  const schedule = (run: (phone: (typeof phones)[number], k: number) => Promise<void>) => {
    const start = performance.now();
    return Promise.all(
      phones.map(async (phone, t) => {
        for (let k = 0; k < BOARDS; k++) {
          await sleepUntil(start + (k * TABLES + t) * slot);
          await run(phone, k);
        }
      }),
    );
  };

  const entryMs: number[] = [];
  const confirmMs: number[] = [];
  const reads: number[] = [];
  await schedule(async ({ seat, cookie, page }, k) => {
    const board = page.boards[k]!.board;
    const submitted = performance.now();
    await call(
      'mutation',
      'table.enterResult',
      {
        ...seat,
        board,
        entryId: crypto.randomUUID(),
        ns: page.ns!.pair,
        ew: page.ew!.pair,
        contract: '3NT',
        declarer: 'N',
        tricks: 7 + ((seat.table + k) % 5),
      },
      cookie,
    );
    for (;;) {
      const read = (await call<TablePage>('query', 'table.view', seat, cookie)).data;
      reads.push(1);
      const shown =
        read.boards.some((b) => b.board === board && b.result) &&
        read.travellers.some((t) => t.board === board && t.content.visible);
      if (shown) break;
    }
    entryMs.push(performance.now() - submitted);
    const asked = performance.now();
    await call('mutation', 'table.confirm', { ...seat, boards: [board] }, cookie);
    confirmMs.push(performance.now() - asked);
  });

  // The baseline: the same pages read plainly, as many and spread the same way, in this run.
  const plainMs: number[] = [];
  await schedule(async ({ seat, cookie }) => {
    const asked = performance.now();
    await call('query', 'table.view', seat, cookie);
    plainMs.push(performance.now() - asked);
  });

  const entryP95 = p95(entryMs);
  const baselineP95 = p95(plainMs);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'table-entry.burst',
      tables: TABLES,
      entries: entryMs.length,
      burstMs: BURST_MS,
      p95Ms: entryP95,
      p50Ms: p50(entryMs),
      readsPerEntry: +(reads.length / entryMs.length).toFixed(2),
      confirmP95Ms: p95(confirmMs),
      ratio: +(entryP95 / baselineP95).toFixed(2),
      baseline: `plain reads of the table's page (table.view), ${plainMs.length} spread over ${BURST_MS / 1000} s: p95 ${baselineP95} ms, p50 ${p50(plainMs)} ms`,
    })}\n`,
  );
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
