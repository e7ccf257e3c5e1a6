// A game that records one table's result in its own tags (Contract, Declarer, Result, Score, and the
// players' names), as hand-by-hand files do, instead of a ScoreTable. Games of the same board are
// then several tables of that board.
import { sideOf } from '@club/bridge';
import { ImportError } from '../errors/import-error';
import type { TableResult } from '../session/session-results';
import type { PbnGameRecord } from './game-record';
import { findTag, tagValue, type PbnGame } from './pbn-file';
import { toCell, type Cell } from './table-cell';

const RESULT_TAGS = [
  'Contract',
  'Declarer',
  'Result',
  'Score',
  'ScoreIMP',
  'ScoreMP',
  'ScorePercentage',
  'Table',
  'Round',
  'Section',
  'Room',
];

export function gameResult(game: PbnGame, record: PbnGameRecord, file: string): TableResult | null {
  if (record.contract === null) return null;
  const names = (a: string, b: string) => {
    const first = usable(tagValue(game, a));
    const second = usable(tagValue(game, b));
    return first === null && second === null ? null : `${first ?? '?'} - ${second ?? '?'}`;
  };
  const number = (name: string): number | null => {
    const text = usable(tagValue(game, name));
    if (text === null) return null;
    if (!/^\d+$/.test(text))
      throw new ImportError(
        { file, line: findTag(game, name)!.line, field: `tag ${name}` },
        `'${text}' is not a whole number`,
      );
    return Number(text);
  };
  const oracle: Record<string, Cell> = {};
  for (const name of RESULT_TAGS) {
    const tag = findTag(game, name);
    if (tag !== undefined) oracle[name] = toCell({ kind: 'string', text: tag.value, line: tag.line });
  }
  const lead = record.play?.tricks[0]?.cards[0]?.card ?? null;
  return {
    ns: names('North', 'South'),
    ew: names('East', 'West'),
    contract: record.contract,
    declarer: record.declarer,
    tricks: record.tricks,
    scoreNS: scoreTag(game, record, file),
    adjusted: null,
    lead,
    section: usable(tagValue(game, 'Section')),
    round: number('Round'),
    table: number('Table'),
    marked: record.irregularDeclarer || record.agreedWrongCount,
    oracle,
    line: game.line,
  };
}

/** `Score` (standard §4.2): `NS 620`, `EW -100`, or a bare number from declarer's side. */
function scoreTag(game: PbnGame, record: PbnGameRecord, file: string): number | null {
  const tag = findTag(game, 'Score');
  const text = usable(tag?.value);
  if (text === null) return null;
  const match = /^(?:(NS|EW)\s+)?(-?\d+)$/i.exec(text);
  const side = match?.[1]?.toUpperCase() ?? (record.declarer === null ? null : sideOf(record.declarer));
  if (!match || side === null) {
    throw new ImportError(
      { file, line: tag!.line, field: 'tag Score' },
      `'${text}' is not "NS <points>", "EW <points>" or points with a declarer`,
    );
  }
  return side === 'NS' ? Number(match[2]) : -Number(match[2]) + 0;
}

function usable(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' || value.trim() === '?' ? null : value.trim();
}
