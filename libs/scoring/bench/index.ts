// `npm run bench` for @club/scoring: a 100-table, 36-board pairs session (3,600 results)
// matchpointed and ranked, then scored Butler and cross-IMPs, against the bridge-scorer package
// computing the same matchpoints in the same run. One JSON line per figure.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { matchpointBoard, scorePairsSession } from '../src';
import { syntheticSession } from './synthetic-session';

interface BaselineGame {
  contract: { declaror: string };
  score: number;
  matchpointsNS?: { value: number };
}
const require = createRequire(import.meta.url);
const bridgeScorer = require('bridge-scorer') as { matchpoints(games: BaselineGame[]): BaselineGame[] };

const TABLES = 100;
const BOARDS = 36;
const { boards, raw } = syntheticSession(TABLES, BOARDS);

// bridge-scorer takes the score from declarer's side and skips a game whose score is 0; a passed
// contract never occurs here, and a made-or-defeated 0 cannot, so every result is compared.
const baselineBoards: BaselineGame[][] = raw.map((results) =>
  results.map((r) => ({
    contract: { declaror: r.declarer },
    score: r.declarer === 'N' || r.declarer === 'S' ? r.scoreNS : -r.scoreNS,
  })),
);

/** Median wall time in ms of `fn` over `runs` runs after `warmup` unmeasured ones. */
function time(fn: () => unknown, runs = 30, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1]!;
}

// Same matchpoints from both before timing anything.
for (let b = 0; b < BOARDS; b++) {
  const ours = matchpointBoard(boards[b]!.results).ns;
  const theirs = bridgeScorer.matchpoints(baselineBoards[b]!).map((g) => g.matchpointsNS!.value);
  ours.forEach((units, i) => {
    if (units !== theirs[i])
      throw new Error(`board ${b + 1} table ${i + 1}: ours ${units}, bridge-scorer ${theirs[i]}`);
  });
}

const baselineMs = time(() => baselineBoards.forEach((games) => bridgeScorer.matchpoints(games)));
const matchpointsMs = time(() => boards.forEach((b) => matchpointBoard(b.results)));
const mpSessionMs = time(() => scorePairsSession(boards, { method: 'MP' }));
const butlerMs = time(() =>
  scorePairsSession(boards, { method: 'IMP-BUTLER', datum: { dropEachEnd: 1, roundToTens: true } }),
);
const crossMs = time(() => scorePairsSession(boards, { method: 'IMP-CROSS' }));
const wholeMs = time(() => {
  scorePairsSession(boards, { method: 'MP' });
  scorePairsSession(boards, { method: 'IMP-BUTLER', datum: { dropEachEnd: 1, roundToTens: true } });
  scorePairsSession(boards, { method: 'IMP-CROSS' });
});

const baseline = `bridge-scorer matchpoints, ${TABLES} tables × ${BOARDS} boards`;
const line = (bench: string, ms: number, extra: Record<string, unknown> = {}) =>
  console.log(
    JSON.stringify({
      bench,
      results: TABLES * BOARDS,
      ms: round(ms),
      opsPerSec: round(1000 / ms),
      ratio: round(baselineMs / ms),
      baseline,
      ...extra,
    }),
  );
const round = (x: number) => Math.round(x * 1000) / 1000;

console.log(
  JSON.stringify({
    bench: 'scoring.baseline.bridge-scorer-matchpoints',
    results: TABLES * BOARDS,
    ms: round(baselineMs),
    opsPerSec: round(1000 / baselineMs),
    ratio: 1,
    baseline,
  }),
);
line('scoring.matchpoints', matchpointsMs, { note: 'matchpoints only, same work as the baseline' });
line('scoring.session.mp-and-rank', mpSessionMs, { note: 'matchpoints, percentages, totals and places' });
line('scoring.session.butler', butlerMs);
line('scoring.session.cross-imps', crossMs);
line('scoring.session.whole', wholeMs, { note: 'MP + rank, Butler and cross-IMPs; target < 50 ms' });
