// Issue 15: a 30-table, 27-board PBN (./barometer-pbn.ts, 810 table results) imported and scored
// as a league administrator's /admin/import does it, against parsing the file alone, in the same run.
// Import: the file read, checked against Law 77 and scored in memory (runImport, what the page shows
// first), then recorded into a real SQLite club (recordImport). Score: the session's results job
// (matchpoints, ranking) run and its projection read back (the results page's sessionResults).
// The recording holds the results job back and dispatches it as it ends, so recordMs may hold the
// job's run and scoreMs the rest (settling, reading); ms, their sum, is the figure.
// Each run gets a fresh club file, opened before the clock starts. Medians of BENCH_PBN_RUNS (5)
// runs after one warm-up; parsing alone is a median of 20 after 3.
// `tsx bench/pbn-import-score.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importResultsBytes, type SessionResults } from '@club/interchange';
import { openClub } from '../src';
import { runImport } from '../src/site/league-import';
import { recordImport } from '../src/site/league-import-record';
import { createResultsReader } from '../src/site/results-reader';
import { barometerPbn } from './barometer-pbn';

const TABLES = 30;
const BOARDS = 27;
const BOARDS_PER_ROUND = 3;

const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

interface Phases {
  readonly checkMs: number;
  readonly recordMs: number;
  readonly scoreMs: number;
  /** This process's CPU time over the three (steadier than wall time on a shared machine). */
  readonly cpuMs: number;
}

const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** One import of `bytes` into a fresh club: each phase's wall time. Throws unless every pair is ranked. */
async function importAndScore(bytes: Uint8Array, dir: string, run: number): Promise<Phases> {
  const club = await openClub({ file: join(dir, `club-${run}.db`), queue: 'in-process', log: () => undefined });
  try {
    const cpu = process.cpuUsage();
    const start = performance.now();
    let file: SessionResults | undefined;
    const checked = await runImport(
      `import.bench_${run}`,
      'bench.pbn',
      bytes,
      () => undefined,
      (s) => (file = s),
    );
    if (checked.problems.length > 0 || !file) throw new Error(`the bench's file: ${JSON.stringify(checked.problems)}`);
    const checkedAt = performance.now();
    const recorded = await recordImport(club, 'bench', {
      importId: `import.bench_${run}`,
      file,
      by: { memberId: 'league-admin' },
    });
    const recordedAt = performance.now();
    await club.settle();
    const results = createResultsReader(club).sessionResults(recorded.sessionId);
    const end = performance.now();
    const ranked = results?.sections.flatMap((s) => s.fields.flatMap((f) => f.rows)).length ?? 0;
    if (recorded.tableBoards !== TABLES * BOARDS || ranked !== 2 * TABLES)
      throw new Error(`recorded ${recorded.tableBoards} table results and ranked ${ranked} pairs`);
    const cpuMs = cpuMsSince(cpu);
    return { checkMs: checkedAt - start, recordMs: recordedAt - checkedAt, scoreMs: end - recordedAt, cpuMs };
  } finally {
    await club.close();
  }
}

export async function pbnImportScoreFigures(runs: number): Promise<void> {
  const text = barometerPbn({ tables: TABLES, boards: BOARDS, boardsPerRound: BOARDS_PER_ROUND });
  const bytes = Buffer.from(text);
  const parseSamples: number[] = [];
  const parseCpuSamples: number[] = [];
  for (let i = 0; i < 23; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    importResultsBytes(bytes, 'bench.pbn');
    if (i < 3) continue;
    parseSamples.push(performance.now() - start);
    parseCpuSamples.push(cpuMsSince(cpu));
  }
  const dir = mkdtempSync(join(tmpdir(), 'pbn-import-score-'));
  const phases: Phases[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const measured = await importAndScore(bytes, dir, run);
      if (run > 0) phases.push(measured); // run 0 warms the code up
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const totals = phases.map((p) => p.checkMs + p.recordMs + p.scoreMs);
  const ms = median(totals);
  const parseMs = median(parseSamples);
  const cpuMs = median(phases.map((p) => p.cpuMs));
  const parseCpuMs = median(parseCpuSamples);
  report({
    bench: 'pbn.import-score',
    ms: round(ms),
    parseMs: round(parseMs),
    ratio: +(ms / parseMs).toFixed(2),
    baseline: 'parsing the file alone (importResultsBytes)',
    checkMs: round(median(phases.map((p) => p.checkMs))),
    recordMs: round(median(phases.map((p) => p.recordMs))),
    scoreMs: round(median(phases.map((p) => p.scoreMs))),
    cpuMs: round(cpuMs),
    parseCpuMs: round(parseCpuMs),
    ratioCpu: +(cpuMs / parseCpuMs).toFixed(2),
    runs,
    file: { tables: TABLES, boards: BOARDS, tableResults: TABLES * BOARDS, bytes: bytes.length, movement: 'barometer' },
    path: 'runImport (parse, check, score in memory) -> recordImport (SQLite) -> results job -> sessionResults',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await pbnImportScoreFigures(Number(process.env['BENCH_PBN_RUNS'] || 5));
}
