// Entry at the tables on the session stream: open while the session is neither published nor
// closed; East-West confirm boards their table entered in a round of the movement.
import { refuse } from '../shared/refuse';
import type { SessionCommand } from './session-commands';
import type { SessionScheduled, TableMoved, TableResultsConfirmed } from './session-events';
import { tableRoundOf, type SessionState } from './session-state';
import { event } from '@club/events';

/** Publishing or closing the session ends entry at the tables: the director's record is final from then. */
export function refuseEndedEntry(state: SessionState): void {
  if (state.closed) refuse('session-closed', 'the session is closed: results are no longer entered at the tables');
  if (state.publications.length > 0)
    refuse('session-published', 'the official score is published: results are no longer entered at the tables');
}

function refuseUnopenedEntry(state: SessionState): void {
  refuseEndedEntry(state);
  if (!state.tableEntry) refuse('table-entry-not-open', 'the session is not open for entry at the tables');
}

/**
 * The director moves a table on to a later round of its section's movement (its phone was lost
 * and it played on): only forward, only while entry at the tables is open.
 */
export function moveTable(
  command: SessionCommand & { type: 'MoveTable' },
  state: SessionState,
  schedule: SessionScheduled,
): TableMoved {
  refuseUnopenedEntry(state);
  const { section, table, round } = command;
  const movement =
    schedule.sections.find((x) => x.section === section)?.movement ??
    refuse('unknown-section', `section: '${section}' is not a section of this session`, { section });
  if (!movement.assignments.some((a) => a.table === table))
    refuse('unknown-table', `table: ${table} is not a table of section ${section}`, { section, table });
  if (round > movement.rounds)
    refuse('table-move-beyond', `round: ${round} is beyond the movement's ${movement.rounds} rounds`, {
      round,
      rounds: movement.rounds,
    });
  const now = tableRoundOf(state, command) ?? 0;
  if (round <= now)
    refuse('table-move-backwards', `round: table ${table} already plays round ${now}; a table moves only forward`, {
      table,
      round,
      current: now,
    });
  return event('TableMoved', { section, table, round, at: command.at });
}

export function confirmTableResults(
  command: SessionCommand & { type: 'ConfirmTableResults' },
  state: SessionState,
  schedule: SessionScheduled,
): TableResultsConfirmed {
  refuseUnopenedEntry(state);
  for (const board of command.boards) refuseBoardNotDue(schedule, { ...command, board });
  return event('TableResultsConfirmed', {
    section: command.section,
    table: command.table,
    round: command.round,
    boards: [...command.boards],
    by: 'EW' as const,
    at: command.at,
  });
}

/** A table of a section in a round, as a table's phone names it. */
export interface TableInRound {
  readonly section: string;
  readonly table: number;
  readonly round: number;
}

/** The movement's seating at a table in a round (pairs and boards); undefined: the table is not in play then. */
export function seatingAt(schedule: SessionScheduled, at: TableInRound) {
  const section = schedule.sections.find((x) => x.section === at.section);
  return section?.movement.assignments.find((a) => a.round === at.round && a.table === at.table);
}

/** Movement check of a table's entry: the board must be one due at this table in this round. */
export function refuseBoardNotDue(schedule: SessionScheduled, at: TableInRound & { readonly board: number }) {
  const seating = seatingAt(schedule, at);
  if (!seating?.boards.includes(at.board))
    refuse(
      'board-not-due',
      `board ${at.board} is not played at table ${at.table} of section ${at.section} in round ${at.round}` +
        (seating ? `: the boards due there are ${seating.boards.join(', ')}` : ''),
      { board: at.board, table: at.table, section: at.section, round: at.round },
    );
  return seating;
}

/** Movement check of a table's entry: the pair numbers given must be the pairs seated there this round. */
export function refusePairNotSeated(
  seating: { readonly ns: string; readonly ew: string },
  given: { readonly ns: string; readonly ew: string },
  at: TableInRound,
): void {
  for (const side of ['ns', 'ew'] as const) {
    if (given[side] === seating[side]) continue;
    refuse(
      'pair-not-seated',
      `pair ${given[side]} is not seated ${side === 'ns' ? 'North-South' : 'East-West'} at table ${at.table} in round ${at.round}: pair ${seating[side]} is`,
      { pair: given[side], seated: seating[side], side: side.toUpperCase(), table: at.table, round: at.round },
    );
  }
}
