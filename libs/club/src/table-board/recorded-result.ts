// A table result as the club records it: contract, declarer, tricks of declarer's side and the
// Law 77 score from North-South's view, worked out once from the board's stored vulnerability.
import { scoreNS, type FinalContract, type Seat, type Vulnerability } from '@club/bridge';

export interface RecordedResult {
  readonly contract: FinalContract;
  /** Null for a passed-out board. */
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly nsScore: number;
}

export interface ResultEntry {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
}

export function recordResult(entry: ResultEntry, vulnerability: Vulnerability): RecordedResult {
  if (entry.contract === 'Pass') return { contract: 'Pass', declarer: null, tricks: null, nsScore: 0 };
  if (entry.declarer === null || entry.tricks === null)
    throw new RangeError(`a result of ${JSON.stringify(entry.contract)} needs a declarer and a number of tricks`);
  return {
    contract: entry.contract,
    declarer: entry.declarer,
    tricks: entry.tricks,
    nsScore: scoreNS(entry.contract, entry.declarer, vulnerability, entry.tricks),
  };
}

export function sameResult(a: RecordedResult | null, b: RecordedResult | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
