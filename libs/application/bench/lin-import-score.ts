// Issue 15: the interchange bench's 200-board LIN file (libs/interchange/bench/synthetic-lin.ts: one
// table, every board bid, played card by card and claimed) imported, every board replayed and recorded
// call by call and card by card into a real SQLite club, then scored (./import-score.ts), against
// parsing the file alone (parseLin) and, as a second ratio, parsing and replaying it (importLin).
// Medians of BENCH_LIN_RUNS (5) runs after one warm-up. `tsx bench/lin-import-score.ts`.
import { importLin, parseLin } from '@club/interchange';
import { syntheticLin } from '../../interchange/bench/synthetic-lin';
import { importScoreFigures } from './import-score';

const BOARDS = 200;

export async function linImportScoreFigures(runs: number): Promise<void> {
  const text = syntheticLin(BOARDS);
  await importScoreFigures({
    bench: 'lin.import-score',
    fileName: 'bench.lin',
    bytes: Buffer.from(text),
    // One table, the same two pairs on every board: 200 table results, two pairs ranked.
    expect: { tableResults: BOARDS, ranked: 2 },
    baselines: [
      { name: 'parsing the file alone (parseLin)', run: () => parseLin(text, 'bench.lin') },
      { key: 'replay', name: 'parsing and replaying every board (importLin)', run: () => importLin(text, 'bench.lin') },
    ],
    file: { boards: BOARDS, tableResults: BOARDS, tables: 1, play: 'every card, then a claim' },
    runs,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await linImportScoreFigures(Number(process.env['BENCH_LIN_RUNS'] || 5));
}
