// The two sides of a board at one table (North-South, East-West) with the members who played it for
// each: whose rulings they may appeal (Law 92A), and who follows the case of an appeal on it.
import type { Entrant } from '@club/club';
import {
  BRIDGE_SESSION_PROJECTION,
  TABLE_BOARD_PROJECTION,
  type BridgeSessionDocument,
  type TableBoardEntry,
} from '@club/read-models';
import type { Club } from '../club';

export interface BoardSide {
  readonly seat: 'NS' | 'EW';
  readonly contestant: string;
  readonly members: readonly string[];
}

/** A team's contestant at a table is `<team>/<room>`; its entrant is the team. */
export const entrantOf = (entrants: readonly Entrant[], section: string, contestant: string) =>
  entrants.find((e) => e.section === section && (e.pair === contestant || contestant.startsWith(`${e.pair}/`)));

export function sidesOf(entry: TableBoardEntry, entrants: readonly Entrant[]): readonly BoardSide[] {
  return (['NS', 'EW'] as const).map((seat) => {
    const contestant = seat === 'NS' ? entry.ns : entry.ew;
    return { seat, contestant, members: [...(entrantOf(entrants, entry.section, contestant)?.players ?? [])] };
  });
}

export const sessionDocumentOf = (club: Pick<Club, 'runner'>, sessionId: string) =>
  club.runner.document<BridgeSessionDocument | null>(BRIDGE_SESSION_PROJECTION, sessionId) ?? null;

export const tableBoardOf = (club: Pick<Club, 'runner'>, stream: string) =>
  club.runner.document<TableBoardEntry | null>(TABLE_BOARD_PROJECTION, stream) ?? null;

/** The sides of the board at the table of `stream`, or none when the board was not opened there. */
export function sidesAtTable(club: Pick<Club, 'runner'>, sessionId: string, stream: string): readonly BoardSide[] {
  const entry = tableBoardOf(club, stream);
  return entry ? sidesOf(entry, sessionDocumentOf(club, sessionId)?.entrants ?? []) : [];
}
