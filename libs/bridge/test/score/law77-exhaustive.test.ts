import { describe, expect, test } from 'vitest';
import {
  scoreDeclarer,
  scoreNS,
  SEATS,
  STRAINS,
  type Contract,
  type Doubling,
  type Level,
  type Strain,
  type Vulnerability,
} from '../../src';

// Law 77 (001, 2007; identical in 000, 1997) copied as literal per-component tables, then combined
// here without the implementation's helpers. Column order in every row: undoubled, doubled, redoubled.
const PER_ODD_TRICK: Record<Strain, { first: number[]; later: number[] }> = {
  C: { first: [20, 40, 80], later: [20, 40, 80] },
  D: { first: [20, 40, 80], later: [20, 40, 80] },
  H: { first: [30, 60, 120], later: [30, 60, 120] },
  S: { first: [30, 60, 120], later: [30, 60, 120] },
  NT: { first: [40, 80, 160], later: [30, 60, 120] },
};
// Each overtrick: undoubled the trick value; doubled / redoubled by vulnerability [NV, V].
const UNDOUBLED_OVERTRICK: Record<Strain, number> = { C: 20, D: 20, H: 30, S: 30, NT: 30 };
const DOUBLED_OVERTRICK = [0, 100, 200];
const DOUBLED_OVERTRICK_V = [0, 200, 400];
const GAME = [300, 500]; // [NV, V]
const PART_SCORE = 50;
const SMALL_SLAM = [500, 750];
const GRAND_SLAM = [1000, 1500];
const MADE_DOUBLED = [0, 50, 100];
// Undertrick totals, down 1..13 (row = down - 1): NV, NV X, NV XX, V, V X, V XX.
const DOWN: number[][] = [
  [50, 100, 200, 100, 200, 400],
  [100, 300, 600, 200, 500, 1000],
  [150, 500, 1000, 300, 800, 1600],
  [200, 800, 1600, 400, 1100, 2200],
  [250, 1100, 2200, 500, 1400, 2800],
  [300, 1400, 2800, 600, 1700, 3400],
  [350, 1700, 3400, 700, 2000, 4000],
  [400, 2000, 4000, 800, 2300, 4600],
  [450, 2300, 4600, 900, 2600, 5200],
  [500, 2600, 5200, 1000, 2900, 5800],
  [550, 2900, 5800, 1100, 3200, 6400],
  [600, 3200, 6400, 1200, 3500, 7000],
  [650, 3500, 7000, 1300, 3800, 7600],
];

const DOUBLINGS: Doubling[] = ['', 'X', 'XX'];
const LEVELS: Level[] = [1, 2, 3, 4, 5, 6, 7];

function expected(level: Level, strain: Strain, d: number, vul: boolean, tricks: number): number {
  const v = vul ? 1 : 0;
  const need = level + 6;
  if (tricks < need) return -DOWN[need - tricks - 1]![v * 3 + d]!;
  let below = 0;
  for (let odd = 1; odd <= level; odd++)
    below += odd === 1 ? PER_ODD_TRICK[strain].first[d]! : PER_ODD_TRICK[strain].later[d]!;
  const perOver = d === 0 ? UNDOUBLED_OVERTRICK[strain] : vul ? DOUBLED_OVERTRICK_V[d]! : DOUBLED_OVERTRICK[d]!;
  const slam = level === 6 ? SMALL_SLAM[v]! : level === 7 ? GRAND_SLAM[v]! : 0;
  return below + (tricks - need) * perOver + (below >= 100 ? GAME[v]! : PART_SCORE) + slam + MADE_DOUBLED[d]!;
}

describe('Law 77, every contract × vulnerability × 0..13 tricks', () => {
  for (const level of LEVELS) {
    for (const strain of STRAINS) {
      test(`${level}${strain}`, () => {
        DOUBLINGS.forEach((doubling, d) => {
          const contract: Contract = { level, strain, doubling };
          for (const vul of [false, true]) {
            for (let tricks = 0; tricks <= 13; tricks++) {
              const want = expected(level, strain, d, vul, tricks);
              const got = scoreDeclarer(contract, vul, tricks);
              if (got !== want) expect({ contract, vul, tricks, got }).toEqual({ contract, vul, tricks, got: want });
              for (const declarer of SEATS) {
                for (const vulnerability of ['None', 'NS', 'EW', 'All'] as Vulnerability[]) {
                  const sideVul =
                    vulnerability === 'All' || vulnerability === (declarer === 'N' || declarer === 'S' ? 'NS' : 'EW');
                  if (sideVul !== vul) continue;
                  const ns = scoreNS(contract, declarer, vulnerability, tricks);
                  expect(ns).toBe(declarer === 'N' || declarer === 'S' ? want : -want);
                }
              }
            }
          }
        });
      });
    }
  }
  test('the table covers 7 × 5 × 3 × 2 × 14 cases', () => {
    let count = 0;
    for (const level of LEVELS)
      for (const strain of STRAINS)
        for (let d = 0; d < 3; d++)
          for (const vul of [false, true])
            for (let t = 0; t <= 13; t++) {
              expected(level, strain, d, vul, t);
              count++;
            }
    expect(count).toBe(2940);
  });
});
