// Benchmark: random complete deals played (legal-move generation included) and settled, per
// second, against baselines measured in the same run. One JSON line per figure.
import { PACK, playRandomGame, randomDeal, replay, seededRandom, settleDeal, type DealRecord } from '../src';

const DEALS = Number(process.env.ULTI_BENCH_DEALS ?? 2000);
const seats = ['A', 'B', 'C'];

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// Warm-up so the JIT has compiled the hot paths before anything is measured.
for (let s = 0; s < 200; s++) settleDeal(playRandomGame(1_000_000 + s).state);

let sink = 0;
const dealOnly = time(() => {
  for (let s = 0; s < DEALS; s++) sink += randomDeal(seededRandom(s), seats, 'C').A!.length;
});
const records: DealRecord[] = [];
const playSettle = time(() => {
  for (let s = 0; s < DEALS; s++) {
    const { record, state } = playRandomGame(s);
    sink += settleDeal(state).deltas.A!;
    records.push(record);
  }
});
const replaySettle = time(() => {
  for (const r of records) sink += replay(r).result.deltas.A!;
});

const perSec = (seconds: number) => Math.round(DEALS / seconds);
const line = (bench: string, seconds: number, baselineSeconds: number, baseline: string) =>
  console.log(
    JSON.stringify({
      bench,
      deals: DEALS,
      opsPerSec: perSec(seconds),
      ratio: Number((baselineSeconds / seconds).toFixed(4)),
      baseline,
      baselineOpsPerSec: perSec(baselineSeconds),
    }),
  );

line(
  'ulti.playAndSettle',
  playSettle,
  dealOnly,
  'the same seeds only shuffled, cut and dealt (ratio = deals played and settled per deal only dealt)',
);
line(
  'ulti.replayAndSettle',
  replaySettle,
  playSettle,
  'ulti.playAndSettle: validating and settling the recorded deals vs generating them with the random agents',
);
if (sink === Number.MIN_SAFE_INTEGER) console.log(PACK.length); // keeps the work observable
