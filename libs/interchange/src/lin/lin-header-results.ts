// A vugraph header lists each board's result in both rooms: `bn|1,2|` the boards, `rs|4HN+1,4HS=,…|`
// the results, two a board (open room, then closed), empty where the board was not played there.
// The replay is checked against them: a file whose summary says otherwise is reported.
import { formatContract, type FinalContract, type Seat } from '@club/bridge';

export interface HeaderResults {
  readonly boards: readonly number[];
  readonly results: readonly string[];
}

/** The header's result for a board and room, null when the header has none. */
export function headerResult(header: HeaderResults, board: number, room: 'Open' | 'Closed' | null): string | null {
  const at = header.boards.indexOf(board);
  if (at === -1 || room === null) return null;
  return header.results[2 * at + (room === 'Open' ? 0 : 1)]?.trim() || null;
}

/** The result written as BBO writes it: `3NN+4`, `4HxS-1`, `2S=`…; `PASS` for a passed-out board. */
export function resultText(contract: FinalContract, declarer: Seat | null, tricks: number): string {
  if (contract === 'Pass') return 'PASS';
  const over = tricks - (contract.level + 6);
  const written = formatContract(contract).replace('NT', 'N').replace('XX', 'xx').replace('X', 'x');
  return `${written}${declarer}${over === 0 ? '=' : over > 0 ? `+${over}` : over}`;
}

/** Compares a header's result with the replay's, ignoring case, `NT` for `N`, and `P` for `PASS`. */
export function sameResult(header: string, replay: string): boolean {
  const normal = (text: string) => {
    const upper = text.trim().toUpperCase().replace('NT', 'N');
    return upper === 'P' || upper === 'AP' ? 'PASS' : upper;
  };
  return normal(header) === normal(replay);
}
