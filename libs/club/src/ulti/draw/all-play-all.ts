// The all-play-all draw (e.g. the 21-player final: 10 rounds of 7 tables of three): players take
// the places of a schedule in the order given. For 3, 9, 15, 21, 27 and 33 players it is a Kirkman
// schedule, checked pair by pair before it is used (every two players meet exactly once); for
// other numbers the schedule with the fewest repeated meetings found, with its meeting report.
import type { UltiTableSheet } from '../session/ulti-session-events';
import { fewestRepeatsRounds } from './fewest-repeats';
import { KIRKMAN_PLAYER_COUNTS, kirkmanRounds } from './kirkman';
import { meetingReport, type MeetingReport } from './meeting-report';
import { allPlayAllProblems } from './verify-all-play-all';

export interface UltiDrawRound {
  readonly round: number;
  /** Score sheets ready for a round: seating in the order drawn, the last seat deals first. */
  readonly tables: readonly UltiTableSheet[];
}

export interface AllPlayAllSchedule {
  /** Every two players meet exactly once (a Kirkman schedule). */
  readonly exact: boolean;
  readonly rounds: readonly UltiDrawRound[];
  readonly meetings: MeetingReport;
}

export function sheet(table: number, players: readonly string[]): UltiTableSheet {
  return { table, players: [...players], firstDealer: players[players.length - 1]! };
}

/** Rounds for everyone to meet everyone once at best: each player meets two (or three) others a round. */
export const allPlayAllRoundCount = (n: number): number => Math.ceil((n - 1) / 2);

function named(players: readonly string[], rounds: readonly (readonly (readonly number[])[])[]): string[][][] {
  return rounds.map((round) => round.map((table) => [...table].sort((a, b) => a - b).map((i) => players[i]!)));
}

/** The whole schedule for these players: exact where a Kirkman schedule exists, else fewest repeats. */
export function allPlayAllSchedule(players: readonly string[], rounds?: number): AllPlayAllSchedule {
  if (new Set(players).size !== players.length)
    throw new RangeError(`all-play-all draw: a player is listed twice (${players.join(', ')})`);
  const n = players.length;
  const exact = (KIRKMAN_PLAYER_COUNTS as readonly number[]).includes(n);
  const byName = exact
    ? named(players, kirkmanRounds(n))
    : named(players, fewestRepeatsRounds(n, rounds ?? allPlayAllRoundCount(n)));
  if (exact) {
    const problems = allPlayAllProblems(players, byName);
    if (problems.length)
      throw new Error(`all-play-all draw of ${n} players is wrong: ${problems.slice(0, 3).join('; ')}`);
  }
  const meetings = meetingReport(players, byName);
  if (meetings.seatingProblems.length)
    throw new Error(`all-play-all draw of ${n} players is wrong: ${meetings.seatingProblems.slice(0, 3).join('; ')}`);
  return {
    exact,
    rounds: byName.map((tables, r) => ({ round: r + 1, tables: tables.map((t, i) => sheet(i + 1, t)) })),
    meetings,
  };
}

/** The rounds of the all-play-all schedule (see allPlayAllSchedule). */
export function allPlayAllDraw(players: readonly string[], rounds?: number): UltiDrawRound[] {
  return [...allPlayAllSchedule(players, rounds).rounds];
}
