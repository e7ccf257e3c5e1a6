// Reading the rubber documents back: a table (sheet and evening) and a member's rubber evenings
// (their history); the ladder is rubber-ladder.ts.
import type { DocumentReader } from '../framework/document-projection';
import { RUBBER_INDEX_PROJECTION, rubberMemberKey, type RubberIndexDocument } from './rubber-index-projection';
import { RUBBER_TABLE_PROJECTION, rubberTableKey, type RubberTableDocument } from './rubber-table-projection';

export const readRubberTable = (reader: DocumentReader, tableId: string) =>
  reader.document<RubberTableDocument>(RUBBER_TABLE_PROJECTION, rubberTableKey(tableId));

export interface MemberRubberEvening {
  readonly tableId: string;
  readonly openedAt: string;
  readonly closed: boolean;
  readonly points: number;
  readonly rubbersPlayed: number;
  readonly rubbersWon: number;
  readonly money: number | null;
}

/** The tables an index key lists (a member's, a season's, the club's). */
export function rubberTablesOf(reader: DocumentReader, key: string): RubberTableDocument[] {
  const index = reader.document<RubberIndexDocument>(RUBBER_INDEX_PROJECTION, key);
  return (index?.tables ?? []).flatMap((id) => readRubberTable(reader, id) ?? []);
}

export function readMemberRubberEvenings(
  reader: DocumentReader,
  clubId: string,
  memberId: string,
): MemberRubberEvening[] {
  return rubberTablesOf(reader, rubberMemberKey(clubId, memberId)).flatMap(({ table, evening }) => {
    const player = table.players.find((p) => p.memberId === memberId);
    const row = player && evening.players.find((p) => p.playerId === player.playerId);
    if (!row || table.tableId === null) return [];
    const { points, rubbersPlayed, rubbersWon, money } = row;
    return [
      {
        tableId: table.tableId,
        openedAt: openedAt(table),
        closed: table.closedAt !== null,
        points,
        rubbersPlayed,
        rubbersWon,
        money,
      },
    ];
  });
}

const openedAt = (table: RubberTableDocument['table']) => table.openedAt ?? '';
