// The longest event-loop block while a large results file is checked and recorded (what every other
// request of the server waits through), against a baseline measured in the same run on the same
// file: the file read at once (importResultsBytes), and the recording in one slice (every command
// decided, then appended, without a turn between them, as before slicing). A fresh demo club each.
// `tsx bench/import-block.ts`; BENCH_IMPORT_BOARDS (2,289) and BENCH_IMPORT_TABLES (3) size the file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { importResultsBytes } from '@club/interchange';
import { demoResultsFile, openClub, seedDemoClub } from '../src';
import { runImport } from '../src/site/league-import';
import { recordImport } from '../src/site/league-import-record';

const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** The longest time (ms) the event loop was held while `run` ran, sampled every 2 ms. */
async function longestBlock<T>(run: () => Promise<T>): Promise<{ value: T; longestMs: number; wallMs: number }> {
  const monitor = monitorEventLoopDelay({ resolution: 2 });
  monitor.enable();
  // The monitor samples on a timer: let it start before the run (a run that blocks at once would go unseen).
  await new Promise((resolve) => setTimeout(resolve, 10));
  const start = performance.now();
  const value = await run();
  const wallMs = performance.now() - start;
  // One more turn, so that a block at the very end is sampled too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  monitor.disable();
  return { value, longestMs: +(monitor.max / 1e6).toFixed(1), wallMs: Math.round(wallMs) };
}

export async function importBlockFigures(boards: number, tables: number): Promise<void> {
  const text = demoResultsFile({ boards, tables });
  const bytes = Buffer.from(text);
  const file = { boards, tables, tableResults: boards * tables, bytes: bytes.length };

  importResultsBytes(bytes, 'bench.pbn'); // warm-up: both ways below run warm
  const atOnce = await longestBlock(async () => importResultsBytes(bytes, 'bench.pbn'));
  const inSteps = await longestBlock(() => runImport('bench', 'bench.pbn', bytes, () => undefined));
  report({
    bench: 'import.check.longest-block',
    ms: inSteps.longestMs,
    wallMs: inSteps.wallMs,
    baseline: 'the file read at once (importResultsBytes)',
    baselineMs: atOnce.longestMs,
    ratio: +(inSteps.longestMs / atOnce.longestMs).toFixed(3),
    file,
  });

  const recorded: Record<string, { longestMs: number; wallMs: number }> = {};
  for (const [name, options] of [
    ['one slice', { slice: Infinity, sliceMs: Infinity }],
    ['slices', {}],
  ] as const) {
    const dir = mkdtempSync(join(tmpdir(), 'import-block-'));
    const club = await openClub({ file: join(dir, 'club.db'), queue: 'in-process', log: () => undefined });
    try {
      await seedDemoClub(club);
      await club.settle();
      const session = importResultsBytes(bytes, 'bench.pbn');
      const run = await longestBlock(() =>
        recordImport(
          club,
          'demo',
          { importId: `import.bench`, file: session, by: { memberId: 'league-admin' } },
          options,
        ),
      );
      if (run.value.tableBoards !== file.tableResults)
        throw new Error(`recorded ${run.value.tableBoards} of ${file.tableResults} table results`);
      recorded[name] = { longestMs: run.longestMs, wallMs: run.wallMs };
    } finally {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const sliced = recorded['slices']!;
  const whole = recorded['one slice']!;
  report({
    bench: 'import.record.longest-block',
    ms: sliced.longestMs,
    wallMs: sliced.wallMs,
    baseline: 'the recording in one slice (no turn between commands)',
    baselineMs: whole.longestMs,
    baselineWallMs: whole.wallMs,
    ratio: +(sliced.longestMs / whole.longestMs).toFixed(3),
    ratioWall: +(sliced.wallMs / whole.wallMs).toFixed(3),
    queue: 'in-process (the results job, computed once at the end, runs here)',
    file,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await importBlockFigures(
    Number(process.env['BENCH_IMPORT_BOARDS'] || 2289),
    Number(process.env['BENCH_IMPORT_TABLES'] || 3),
  );
}
