// Whether a member's pair is seated at a table in the round it plays now: such a member may use the
// table's page with his own account, as the table's code does.
import type { Club } from '../club';
import { tableRoundOf, tableSessionState } from './table-session';
import type { TableSeatInput } from './table-shapes';

export function memberSeatedAt(club: Club, memberId: string, seat: TableSeatInput): boolean {
  let state;
  try {
    state = tableSessionState(club, seat.sessionId);
  } catch {
    return false; // no such session: nobody is seated there
  }
  const round = tableRoundOf(state, seat);
  const schedule = state.scheduled!;
  const seating = schedule.sections
    .find((x) => x.section === seat.section)
    ?.movement.assignments.find((a) => a.round === round && a.table === seat.table);
  if (!seating) return false;
  return schedule.entrants.some(
    (e) =>
      e.section === seat.section && (e.pair === seating.ns || e.pair === seating.ew) && e.players.includes(memberId),
  );
}
