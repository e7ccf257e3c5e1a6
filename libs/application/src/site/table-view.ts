// A table's page: its section, table and round, the pairs due there with their names, the boards
// to play (following the movement) with what the table entered and whether East-West confirmed
// it, what is unusual about the round (a pair sitting out, boards shared with another table), each
// entered board's record for the secrecy check, and after a round the two pairs' running ranks
// (the results read, no scoring of its own).
import { tableBoardStreamId, type SessionState } from '@club/club';
import { awaitsConfirmation, TABLE_BOARD_PROJECTION, type TableBoardEntry } from '@club/read-models';
import type { Club } from '../club';
import { resultLineOf } from './director-reader';
import type { BoardRecord, SessionResults } from './results-shapes';
import { tableEntryOpen, tableRoundOf, tableSessionState } from './table-session';
import type { TableNotice, TablePage, TableSeatInput, TableView } from './table-shapes';

export interface TableViewReads {
  readonly nameOf: (memberId: string) => string;
  readonly sessionResults: (sessionId: string) => SessionResults | undefined;
  readonly board: (sessionId: string, board: number) => BoardRecord | undefined;
}

export function tablePage(club: Club, reads: TableViewReads, seat: TableSeatInput): TablePage {
  const state = tableSessionState(club, seat.sessionId);
  const schedule = state.scheduled!;
  const round = tableRoundOf(state, seat);
  const movement = schedule.sections.find((x) => x.section === seat.section)?.movement;
  const seating =
    round === null ? undefined : movement?.assignments.find((a) => a.round === round && a.table === seat.table);
  const entrant = (pair: string) => schedule.entrants.find((e) => e.section === seat.section && e.pair === pair);
  const pairOf = (pair: string) => {
    const e = entrant(pair);
    return { pair, names: [...(e?.players.map(reads.nameOf) ?? []), ...(e?.guests?.map((g) => g.name) ?? [])] };
  };
  const confirmation = state.tableEntry?.confirmation ?? 'none';
  const boards = (seating?.boards ?? []).map((board) => {
    const entry = club.runner.document<TableBoardEntry | null>(
      TABLE_BOARD_PROJECTION,
      tableBoardStreamId({ ...seat, board }),
    );
    const r = entry?.result ?? null;
    return {
      board,
      result: r && resultLineOf(r),
      confirmed: r
        ? !awaitsConfirmation(entry, confirmation, (key) => state.confirmed.has(key))
        : confirmation === 'none',
      correctionRequested: entry?.correctionRequest !== undefined,
      requested: entry?.correctionRequest ? resultLineOf(entry.correctionRequest.requested) : null,
      declined: declinedOf(entry),
    };
  });
  const view: TableView = {
    sessionId: seat.sessionId,
    name: schedule.name,
    section: seat.section,
    table: seat.table,
    round,
    roundsEnded: state.lastRoundEnded,
    confirmation,
    open: tableEntryOpen(state),
    ns: seating ? pairOf(seating.ns) : null,
    ew: seating ? pairOf(seating.ew) : null,
    boards,
    notices: round === null ? [] : noticesOf(movement, round, seat.table, seating),
    ranks: seating && state.lastRoundEnded > 0 ? ranksOf(reads, seat, [seating.ns, seating.ew]) : null,
  };
  const entered = boards.filter((b) => b.result !== null).map((b) => b.board);
  return {
    view,
    records: entered.flatMap((b) => reads.board(seat.sessionId, b) ?? []),
    seated: seating ? [seating.ns, seating.ew].map((p) => entrant(p)?.players ?? []) : [],
  };
}

/** The director's decline of the table's latest request, as the table reads it. */
function declinedOf(entry: TableBoardEntry | null | undefined): TableView['boards'][number]['declined'] {
  const declined = entry?.correctionDeclined;
  return declined ? { requested: resultLineOf(declined.requested), reason: declined.reason } : null;
}

type SectionMovement = NonNullable<SessionState['scheduled']>['sections'][number]['movement'];

/** A pair sitting out at this table, boards shared with other tables, or nobody playing here this round. */
function noticesOf(
  movement: SectionMovement | undefined,
  round: number,
  table: number,
  seating: SectionMovement['assignments'][number] | undefined,
): TableNotice[] {
  const sitOuts = (movement?.sitOuts ?? [])
    .filter((o) => o.round === round && o.table === table)
    .map((o): TableNotice => ({ kind: 'sit-out', pair: o.pair }));
  const shared: TableNotice[] = seating?.sharedWith.length
    ? [{ kind: 'shared-boards', tables: [...seating.sharedWith] }]
    : [];
  const empty: TableNotice[] = !seating && sitOuts.length === 0 ? [{ kind: 'no-play', round }] : [];
  return [...sitOuts, ...shared, ...empty];
}

function ranksOf(reads: TableViewReads, seat: TableSeatInput, pairs: readonly string[]) {
  const results = reads.sessionResults(seat.sessionId);
  const rows = results?.sections.find((x) => x.section === seat.section)?.fields.flatMap((f) => f.rows) ?? [];
  return pairs.flatMap((pair) => {
    const row = rows.find((r) => r.pair === pair);
    return row ? [{ pair, rank: row.rank, percentage: row.percentage }] : [];
  });
}
