// A two-room team match: the home team's first pair sits North-South in the open room (table 1)
// and its second pair East-West in the closed room (table 2); the away team the other way round.
// The boards are split into stints; the rooms play different stints at the same time and exchange
// them, so every board is played once in each room with the directions reversed.
import { assertWholeNumber, mod } from './arithmetic';
import { boardsOfSet, type Movement, type TableAssignment } from './movement';

export interface TwoRoomMatchOptions {
  readonly home: string;
  readonly away: string;
  readonly boardsPerStint: number;
  /** Number of stints (rounds), at least 2 so the rooms never hold the same boards. Default 2. */
  readonly stints?: number;
}

export const OPEN_ROOM = 1;
export const CLOSED_ROOM = 2;

/** The pair of a team playing in a room: `A/1` in the open room, `A/2` in the closed room. */
export const teamPair = (team: string, room: number) => `${team}/${room}`;

/** The team a room's pair plays for: `A` of `A/1`. */
export const teamOfPair = (pair: string): string => pair.split('/')[0]!;

export function twoRoomMatch(options: TwoRoomMatchOptions): Movement {
  const { home, away, boardsPerStint } = options;
  const stints = options.stints ?? 2;
  assertWholeNumber('stints', stints, 2);
  if (home === away) throw new RangeError(`a team cannot play itself ('${home}')`);
  const assignments: TableAssignment[] = [];
  for (let round = 1; round <= stints; round++) {
    const openSet = round;
    const closedSet = mod(round, stints) + 1;
    const seat = (table: number, ns: string, ew: string, boardSet: number): TableAssignment => ({
      round,
      table,
      ns,
      ew,
      boardSet,
      boards: boardsOfSet(boardSet, boardsPerStint),
      arrowSwitched: false,
      sharedWith: [],
    });
    assignments.push(seat(OPEN_ROOM, teamPair(home, OPEN_ROOM), teamPair(away, OPEN_ROOM), openSet));
    assignments.push(seat(CLOSED_ROOM, teamPair(away, CLOSED_ROOM), teamPair(home, CLOSED_ROOM), closedSet));
  }
  return {
    kind: 'teams',
    name: `Teams, ${home} v ${away}, two rooms, ${stints} × ${boardsPerStint} boards`,
    tables: 2,
    rounds: stints,
    boardsPerRound: boardsPerStint,
    boardSets: stints,
    pairs: [home, away].flatMap((team) => [teamPair(team, OPEN_ROOM), teamPair(team, CLOSED_ROOM)]),
    assignments,
    sitOuts: [],
    copies: 'one',
    byeStand: [],
  };
}
