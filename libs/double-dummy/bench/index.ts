// `npm run bench` for @club/double-dummy: double-dummy tables per second for 100 real deals (the
// result files of the scoring oracle), one thread one deal at a time and DDS's threads in batches,
// each against the same calls made from C (bench/direct.c, compiled here with gcc -ldds) on the same
// deals in the same run: the ratio is the FFI's cost (1 = none). Then DDS's par per board.
// On a machine shared with other work the wall clock says little: `cpuRatio` compares the CPU time
// both sides spent (all threads). BENCH_DD_DEALS=n takes fewer deals (a quick look).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SEATS, formatPbnDeal, isCompleteDeal, parOf, type Deal } from '@club/bridge';
import { importPbnBytes } from '@club/interchange';
import { DD_STRAINS, loadDoubleDummy, type DdTable, type DoubleDummySolver } from '../src';

const FIXTURES = fileURLToPath(new URL('../../scoring/test/oracle/fixtures/', import.meta.url));
const DIRECT_C = fileURLToPath(new URL('./direct.c', import.meta.url));
const COUNT = Number(process.env['BENCH_DD_DEALS'] ?? 100);

/** The first COUNT different complete deals of the PBN fixtures, files in name order. */
function realDeals(): Deal[] {
  const seen = new Set<string>();
  const deals: Deal[] = [];
  for (const name of readdirSync(FIXTURES)
    .filter((n) => n.endsWith('.pbn'))
    .sort()) {
    for (const board of importPbnBytes(readFileSync(join(FIXTURES, name)), name).boards) {
      if (board.hands === null || !isCompleteDeal(board.hands)) continue;
      const text = formatPbnDeal(board.hands);
      if (seen.has(text)) continue;
      seen.add(text);
      deals.push(board.hands);
      if (deals.length === COUNT) return deals;
    }
  }
  return deals;
}

const cellSum = (tables: readonly DdTable[]) =>
  tables.reduce(
    (sum, t) => sum + SEATS.reduce((s, seat) => s + DD_STRAINS.reduce((c, st) => c + t[seat][st], 0), 0),
    0,
  );

const round = (x: number) => Math.round(x * 1000) / 1000;

const deals = realDeals();
const input = deals.map((d) => formatPbnDeal(d)).join('\n') + '\n';
const folder = mkdtempSync(join(tmpdir(), 'club-dd-bench-'));
const program = join(folder, 'direct');
let compiled: string | null = null;
try {
  execFileSync('gcc', ['-O2', '-o', program, DIRECT_C, '-ldds'], { stdio: 'pipe' });
} catch (error) {
  compiled = `the C baseline does not compile (gcc and libdds-dev needed): ${(error as Error).message.split('\n')[0]}`;
}

/** Milliseconds (wall, CPU) and the cells' sum from the C program. */
function direct(mode: 'single' | 'threads'): { ms: number; cpuMs: number; sum: number } {
  const [ms, cpuMs, sum] = execFileSync(program, [mode], { input, encoding: 'utf8' }).trim().split(' ').map(Number);
  return { ms: ms!, cpuMs: cpuMs!, sum: sum! };
}

/** Threads 1 or DDS's own (0), set before the clock starts. */
function solverWith(threads: 1 | 0): DoubleDummySolver {
  const load = loadDoubleDummy({ threads });
  if (!load.available) throw new Error(load.reason);
  return load.solver;
}

function measure(mode: 'single' | 'threads', solve: (solver: DoubleDummySolver) => DdTable[]) {
  const baseline = compiled === null ? direct(mode) : null;
  const solver = solverWith(mode === 'single' ? 1 : 0);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const tables = solve(solver);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (baseline !== null && cellSum(tables) !== baseline.sum)
    throw new Error(`the tables differ from C's: cells sum to ${cellSum(tables)}, C's to ${baseline.sum}`);
  const tablesPerSec = (deals.length * 1000) / ms;
  const cTablesPerSec = baseline === null ? null : (deals.length * 1000) / baseline.ms;
  console.log(
    JSON.stringify({
      bench: 'dd.tables',
      threads: solver.threads,
      deals: deals.length,
      tablesPerSec: round(tablesPerSec),
      cTablesPerSec: cTablesPerSec === null ? null : round(cTablesPerSec),
      ratio: cTablesPerSec === null ? null : round(tablesPerSec / cTablesPerSec),
      cpuRatio: baseline === null ? null : round(baseline.cpuMs / cpuMs),
      baseline: compiled ?? 'the same DDS calls from C (bench/direct.c), same deals, same run',
      note:
        mode === 'single'
          ? 'one deal a call (CalcDDtablePBN), one thread'
          : 'batches of 40 (CalcAllTablesPBN), DDS threads',
    }),
  );
  return tables;
}

try {
  measure('single', (solver) => deals.map((deal) => solver.ddTable(deal)));
  const tables = measure('threads', (solver) => solver.ddTables(deals));
  const solver = solverWith(0);
  const start = performance.now();
  for (const table of tables) solver.ddsPar(table, 'All', 'N');
  const parMs = (performance.now() - start) / tables.length;
  console.log(
    JSON.stringify({
      bench: 'dd.par',
      boards: tables.length,
      msPerBoard: round(parMs),
      note: "DDS's DealerParBin from a table",
    }),
  );
  // The par the site shows (libs/bridge parOf, pure), on the same tables: its ratio to DDS's own.
  const pureStart = performance.now();
  for (const table of tables) parOf(table, 'All', 'N');
  const pureMs = (performance.now() - pureStart) / tables.length;
  console.log(
    JSON.stringify({
      bench: 'dd.parPure',
      boards: tables.length,
      msPerBoard: round(pureMs),
      ratioToDds: round(parMs / pureMs),
      note: 'libs/bridge parOf from the same tables (what the traveller, the hand records and the PBN export show)',
    }),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
