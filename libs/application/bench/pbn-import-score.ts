// Issue 15: a 30-table, 27-board PBN (./barometer-pbn.ts, 810 table results) imported and scored
// into a real SQLite club (./import-score.ts), against parsing the file alone, in the same run.
// Medians of BENCH_PBN_RUNS (5) runs after one warm-up. `tsx bench/pbn-import-score.ts`.
import { importResultsBytes } from '@club/interchange';
import { barometerPbn } from './barometer-pbn';
import { importScoreFigures } from './import-score';

const TABLES = 30;
const BOARDS = 27;
const BOARDS_PER_ROUND = 3;

export async function pbnImportScoreFigures(runs: number): Promise<void> {
  const bytes = Buffer.from(barometerPbn({ tables: TABLES, boards: BOARDS, boardsPerRound: BOARDS_PER_ROUND }));
  await importScoreFigures({
    bench: 'pbn.import-score',
    fileName: 'bench.pbn',
    bytes,
    expect: { tableResults: TABLES * BOARDS, ranked: 2 * TABLES },
    baselines: [
      { name: 'parsing the file alone (importResultsBytes)', run: () => importResultsBytes(bytes, 'bench.pbn') },
    ],
    file: { tables: TABLES, boards: BOARDS, tableResults: TABLES * BOARDS, movement: 'barometer' },
    runs,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await pbnImportScoreFigures(Number(process.env['BENCH_PBN_RUNS'] || 5));
}
