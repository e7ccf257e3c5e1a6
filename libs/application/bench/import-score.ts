// A results file imported and scored as a league administrator's /admin/import does it, against a
// baseline measured in the same run (parsing the file alone). Import: the file read, checked and
// scored in memory (runImport, what the page shows first), then recorded into a real SQLite club
// (recordImport). Score: the session's results job run and its projection read back (the results
// page's sessionResults). The recording holds the results job back and dispatches it as it ends, so
// recordMs may hold the job's run and scoreMs the rest (settling, reading); ms, their sum, is the figure.
// Each run gets a fresh club file, opened before the clock starts. Medians of `runs` runs after one
// warm-up; each baseline is a median of 20 after 3. Used by ./pbn-import-score.ts and ./lin-import-score.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionResults } from '@club/interchange';
import { openClub } from '../src';
import { runImport } from '../src/site/league-import';
import { recordImport } from '../src/site/league-import-record';
import { createResultsReader } from '../src/site/results-reader';

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

/** A baseline: what it measures and the call, timed 20 times after 3 warm-ups; `key` names a further one's fields. */
export interface ImportBaseline {
  readonly key?: string;
  readonly name: string;
  readonly run: () => unknown;
}

export interface ImportScoreBench {
  readonly bench: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** What a correct import gives: table results recorded and rows ranked; anything else throws. */
  readonly expect: { readonly tableResults: number; readonly ranked: number };
  /** The first is the figure's `ratio`; each further one adds `ratio<Key>`. */
  readonly baselines: readonly [ImportBaseline, ...ImportBaseline[]];
  readonly file: Record<string, unknown>;
  readonly runs: number;
}

const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** One import of the file into a fresh club: each phase's wall time. Throws unless it records and ranks as expected. */
async function importAndScore(b: ImportScoreBench, dir: string, run: number): Promise<Phases> {
  const club = await openClub({ file: join(dir, `club-${run}.db`), queue: 'in-process', log: () => undefined });
  try {
    const cpu = process.cpuUsage();
    const start = performance.now();
    let file: SessionResults | undefined;
    const importId = `import.bench_${run}`;
    const checked = await runImport(
      importId,
      b.fileName,
      b.bytes,
      () => undefined,
      (s) => (file = s),
    );
    if (checked.problems.length > 0 || !file) throw new Error(`the bench's file: ${JSON.stringify(checked.problems)}`);
    const checkedAt = performance.now();
    const recorded = await recordImport(club, 'bench', { importId, file, by: { memberId: 'league-admin' } });
    const recordedAt = performance.now();
    await club.settle();
    const results = createResultsReader(club).sessionResults(recorded.sessionId);
    const end = performance.now();
    const ranked = results?.sections.flatMap((s) => s.fields.flatMap((f) => f.rows)).length ?? 0;
    if (recorded.tableBoards !== b.expect.tableResults || ranked !== b.expect.ranked)
      throw new Error(`${b.bench}: recorded ${recorded.tableBoards} table results and ranked ${ranked}`);
    const cpuMs = cpuMsSince(cpu);
    return { checkMs: checkedAt - start, recordMs: recordedAt - checkedAt, scoreMs: end - recordedAt, cpuMs };
  } finally {
    await club.close();
  }
}

function timeBaseline(baseline: ImportBaseline) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 23; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    baseline.run();
    if (i < 3) continue;
    wall.push(performance.now() - start);
    cpu.push(cpuMsSince(used));
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

export async function importScoreFigures(b: ImportScoreBench): Promise<void> {
  const [first, ...others] = b.baselines.map((baseline) => ({ ...baseline, ...timeBaseline(baseline) }));
  const dir = mkdtempSync(join(tmpdir(), `${b.bench.replaceAll('.', '-')}-`));
  const phases: Phases[] = [];
  try {
    for (let run = 0; run <= b.runs; run++) {
      const measured = await importAndScore(b, dir, run);
      if (run > 0) phases.push(measured); // run 0 warms the code up
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = median(phases.map((p) => p.checkMs + p.recordMs + p.scoreMs));
  const cpuMs = median(phases.map((p) => p.cpuMs));
  const capital = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
  report({
    bench: b.bench,
    ms: round(ms),
    parseMs: round(first!.ms),
    ratio: +(ms / first!.ms).toFixed(2),
    baseline: first!.name,
    ...Object.fromEntries(
      others.flatMap((o) => {
        const key = o.key ?? o.name;
        return [
          [`${key}Ms`, round(o.ms)],
          [`ratio${capital(key)}`, +(ms / o.ms).toFixed(2)],
          [`baseline${capital(key)}`, o.name],
        ];
      }),
    ),
    checkMs: round(median(phases.map((p) => p.checkMs))),
    recordMs: round(median(phases.map((p) => p.recordMs))),
    scoreMs: round(median(phases.map((p) => p.scoreMs))),
    cpuMs: round(cpuMs),
    parseCpuMs: round(first!.cpuMs),
    ratioCpu: +(cpuMs / first!.cpuMs).toFixed(2),
    runs: b.runs,
    file: { ...b.file, bytes: b.bytes.length },
    path: 'runImport (parse, check, score in memory) -> recordImport (SQLite) -> results job -> sessionResults',
  });
}
