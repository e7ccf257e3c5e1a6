// Law 77 has only 2,940 distinct scored cases (7 levels × 5 denominations × 3 doublings × 2
// vulnerabilities × 14 trick counts). Each schedule's cases are computed once, by the rules in
// declarer-score.ts, and looked up afterwards. The index doubles as the validity check: -1 means
// some input is invalid, and the caller then runs the asserts that name the field.
import type { Contract, Level } from '../contract/contract';
import { STRAINS } from '../contract/contract';
import type { ScoreSchedule } from './score-schedule';
import { computeDeclarerScore } from './declarer-score';

const DOUBLINGS = ['', 'X', 'XX'] as const;
const tables = new WeakMap<ScoreSchedule, Int32Array>();

export function scoreIndex(contract: Contract, vulnerable: boolean, tricks: number): number {
  if (typeof contract !== 'object' || contract === null) return -1;
  const { level } = contract;
  const s = strainIndex(contract.strain);
  const d = doublingIndex(contract.doubling);
  if (s < 0 || d < 0 || !Number.isInteger(level) || level < 1 || level > 7) return -1;
  if (typeof vulnerable !== 'boolean' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) return -1;
  return ((((level - 1) * 5 + s) * 3 + d) * 2 + (vulnerable ? 1 : 0)) * 14 + tricks;
}

function strainIndex(strain: unknown): number {
  switch (strain) {
    case 'C':
      return 0;
    case 'D':
      return 1;
    case 'H':
      return 2;
    case 'S':
      return 3;
    case 'NT':
      return 4;
    default:
      return -1;
  }
}

function doublingIndex(doubling: unknown): number {
  return doubling === '' ? 0 : doubling === 'X' ? 1 : doubling === 'XX' ? 2 : -1;
}

export function scoreTable(schedule: ScoreSchedule): Int32Array {
  let table = tables.get(schedule);
  if (table) return table;
  table = new Int32Array(2940);
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) {
      for (const doubling of DOUBLINGS) {
        for (const vulnerable of [false, true]) {
          for (let tricks = 0; tricks <= 13; tricks++) {
            const contract: Contract = { level: level as Level, strain, doubling };
            table[scoreIndex(contract, vulnerable, tricks)] = computeDeclarerScore(
              contract,
              vulnerable,
              tricks,
              schedule,
            );
          }
        }
      }
    }
  }
  tables.set(schedule, table);
  return table;
}
