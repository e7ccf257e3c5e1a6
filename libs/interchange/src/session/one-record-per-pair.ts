// A pair never has two results on one board. A program that writes a board's record twice word for
// word (a traveller printed twice, a game copied) means one record: the repeat is dropped. Two
// records of one pair on one board that disagree cannot both be true: an error naming both lines.
// A team plays each board in both rooms, North-South in one and East-West in the other: in a teams
// file the rule holds for each direction.
import { formatContract } from '@club/bridge';
import { ImportError } from '../errors/import-error';
import type { BoardResults, TableResult } from './session-results';

export function oneRecordPerPair(boards: readonly BoardResults[], file: string, teams = false): BoardResults[] {
  const key = (result: TableResult, pair: string) =>
    `${result.section ?? ''}\u0000${pair}${teams ? `\u0000${pair === result.ns ? 'NS' : 'EW'}` : ''}`;
  return boards.map((board) => {
    const seen = new Map<string, TableResult>();
    const results: TableResult[] = [];
    for (const result of board.results) {
      const pairs = [result.ns, result.ew].filter((pair) => pair !== null);
      const earlier = pairs.map((pair) => seen.get(key(result, pair))).find((r) => r !== undefined);
      if (earlier === undefined) {
        for (const pair of pairs) seen.set(key(result, pair), result);
        results.push(result);
        continue;
      }
      if (sameRecord(earlier, result)) continue;
      const pair = pairs.find((p) => seen.get(key(result, p)) === earlier)!;
      throw new ImportError(
        { file, line: result.line, field: `board ${board.board}` },
        `${teams ? 'team' : 'pair'} ${pair} has two results that disagree${teams ? ` in one direction` : ''}, line ${earlier.line} (${reading(earlier)}) and line ${result.line} (${reading(result)})`,
      );
    }
    return results.length === board.results.length ? board : { ...board, results };
  });
}

/** Word for word: every value the record carries, the other program's columns included; not its line. */
function sameRecord(a: TableResult, b: TableResult): boolean {
  const { line: _a, ...first } = a;
  const { line: _b, ...second } = b;
  return JSON.stringify(first) === JSON.stringify(second);
}

function reading(r: TableResult): string {
  const played =
    r.contract === null ? null : `${formatContract(r.contract)} ${r.declarer ?? ''} ${r.tricks ?? ''}`.trim();
  const result = r.adjusted?.text ?? played;
  return `${r.ns ?? '-'} v ${r.ew ?? '-'}${result === null ? '' : `, ${result}`}${r.scoreNS === null ? '' : `, NS ${r.scoreNS}`}`;
}
