// A two-room teams match from a results file (a vugraph LIN) as the club records a teams session:
// the file's home team North-South at table 1 (the open room) and East-West at table 2 (the closed
// room), each team's pairs the movement's `<team>/<room>`, one round in which both tables play every
// board from duplicated boards. The club's teams scoring then compares the rooms in IMPs and converts
// the match to victory points, as for a match played at the club.
import type { ScheduleSession } from '@club/club';
import { CLOSED_ROOM, OPEN_ROOM, teamPair } from '@club/scoring';

type MovementSpec = ScheduleSession['sections'][number]['movement'];

/** A team's name as the club keys it: `/` parts a team from its room in a pair id, so it becomes `-`. */
export const clubTeamName = (name: string): string => name.replaceAll('/', '-');

/** The recorded movement of a two-room match of `boards`, home and away by their club names. */
export function twoRoomMovement(home: string, away: string, boards: readonly number[]): MovementSpec {
  const table = (room: number, ns: string, ew: string) => ({
    round: 1,
    table: room,
    ns: teamPair(ns, room),
    ew: teamPair(ew, room),
    boards: [...boards],
  });
  return {
    kind: 'recorded',
    name: 'Two-room teams match',
    copies: 'per-table',
    tables: [table(OPEN_ROOM, home, away), table(CLOSED_ROOM, away, home)],
    sitOuts: [],
  };
}
