// `npm run bench` for @club/interchange: a 200-board LIN file read and every board replayed through
// the rules engine (and converted to PBN), against reading it alone (the tokens and boards). One JSON line per figure.
import { performance } from 'node:perf_hooks';
import { importLin, linToPbn, parseLin } from '../src';
import { syntheticLin } from './synthetic-lin';

const BOARDS = 200;
const text = syntheticLin(BOARDS);
if (importLin(text, 'bench.lin').boards.length !== BOARDS) throw new Error('the synthetic file lost boards');

/** Median wall time in ms of `fn` over `runs` runs after `warmup` unmeasured ones. */
function time(fn: () => unknown, runs = 20, warmup = 3): number {
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

const round = (x: number) => Math.round(x * 1000) / 1000;
const parseMs = time(() => parseLin(text, 'bench.lin'));
const baseline = `LIN parse alone, ${BOARDS} boards`;
const line = (bench: string, ms: number, note: string) =>
  console.log(JSON.stringify({ bench, boards: BOARDS, ms: round(ms), ratio: round(parseMs / ms), baseline, note }));

line('interchange.lin.parse', parseMs, 'tokens, deals, calls, cards, claims');
line(
  'interchange.lin.parse-and-replay',
  time(() => importLin(text, 'bench.lin')),
  'each board replayed by the rules engine',
);
line(
  'interchange.lin.convert',
  time(() => linToPbn(importLin(text, 'bench.lin'))),
  'replay and PBN 2.1 with Auction and Play',
);
