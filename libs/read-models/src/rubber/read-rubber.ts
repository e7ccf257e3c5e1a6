// Reading the rubber documents back: a table (sheet and evening), a member's rubber evenings
// (their history) and a season's rubber ladder (cumulative points, members only; guests play but
// are not ranked).
import type { DocumentReader } from '../framework/document-projection';
import {
  RUBBER_INDEX_PROJECTION,
  rubberMemberKey,
  rubberSeasonKey,
  type RubberIndexDocument,
} from './rubber-index-projection';
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

function tablesOf(reader: DocumentReader, key: string): RubberTableDocument[] {
  const index = reader.document<RubberIndexDocument>(RUBBER_INDEX_PROJECTION, key);
  return (index?.tables ?? []).flatMap((id) => readRubberTable(reader, id) ?? []);
}

export function readMemberRubberEvenings(
  reader: DocumentReader,
  clubId: string,
  memberId: string,
): MemberRubberEvening[] {
  return tablesOf(reader, rubberMemberKey(clubId, memberId)).flatMap(({ table, evening }) => {
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

export interface RubberLadderRow {
  readonly memberId: string;
  readonly name: string;
  readonly points: number;
  readonly evenings: number;
  readonly rubbersWon: number;
  readonly place: number;
}

/** The season's ladder: points summed over its closed evenings, highest first; equal points share a place. */
export function readRubberLadder(reader: DocumentReader, clubId: string, seasonId: string): RubberLadderRow[] {
  const rows = new Map<string, Omit<RubberLadderRow, 'place'>>();
  for (const { table, evening } of tablesOf(reader, rubberSeasonKey(clubId, seasonId))) {
    if (table.closedAt === null) continue;
    for (const row of evening.players) {
      const player = table.players.find((p) => p.playerId === row.playerId);
      if (!player || player.memberId === null) continue;
      const was = rows.get(player.memberId) ?? {
        memberId: player.memberId,
        name: player.name,
        points: 0,
        evenings: 0,
        rubbersWon: 0,
      };
      rows.set(player.memberId, {
        ...was,
        points: was.points + row.points,
        evenings: was.evenings + 1,
        rubbersWon: was.rubbersWon + row.rubbersWon,
      });
    }
  }
  const sorted = [...rows.values()].sort((a, b) => b.points - a.points || a.memberId.localeCompare(b.memberId));
  return sorted.map((row) => ({ ...row, place: sorted.findIndex((r) => r.points === row.points) + 1 }));
}
