// A synthetic pairs session for the benchmark: `tables` tables play `boards` boards (a Mitchell:
// pair n sits North-South, pair 100 + n East-West), each result a random contract, declarer and
// trick count scored with Law 77. Seeded, so every run scores the same session.
import { defaultVulnerability, scoreNS, seededRandom, SEATS, STRAINS, type Contract, type Seat } from '@club/bridge';
import { playedResult, type SessionBoard } from '../src';

export interface SyntheticResult {
  readonly declarer: Seat;
  readonly scoreNS: number;
}

export function syntheticSession(
  tables: number,
  boards: number,
  seed = 2026,
): { boards: SessionBoard[]; raw: SyntheticResult[][] } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const raw: SyntheticResult[][] = [];
  const sessionBoards: SessionBoard[] = [];
  for (let board = 1; board <= boards; board++) {
    const vulnerability = defaultVulnerability(board);
    const results: SyntheticResult[] = [];
    for (let table = 1; table <= tables; table++) {
      const level = (1 + Math.floor(random() * 7)) as Contract['level'];
      const contract: Contract = { level, strain: pick(STRAINS), doubling: pick(['', '', '', 'X', 'XX'] as const) };
      const declarer = pick(SEATS);
      const tricks = Math.max(0, Math.min(13, level + 6 + Math.round((random() - 0.5) * 4)));
      results.push({ declarer, scoreNS: scoreNS(contract, declarer, vulnerability, tricks) });
    }
    raw.push(results);
    sessionBoards.push({
      board,
      results: results.map((r, i) => playedResult(String(i + 1), String(100 + i + 1), r.scoreNS)),
    });
  }
  return { boards: sessionBoards, raw };
}
