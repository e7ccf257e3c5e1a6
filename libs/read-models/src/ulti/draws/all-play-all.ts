// The all-play-all draw (e.g. the 21-player final: 10 rounds of 7 tables of three): players take
// the places of a Kirkman schedule in the order given, and the draw is checked before it is used.
import type { UltiTableSheet } from '@club/club';
import { kirkmanRounds } from './kirkman';
import { allPlayAllProblems } from './verify-all-play-all';

export interface UltiDrawRound {
  readonly round: number;
  /** Score sheets ready for an UltiSessionScheduled: seating in the order drawn, the last seat deals first. */
  readonly tables: readonly UltiTableSheet[];
}

export function sheet(table: number, players: readonly string[]): UltiTableSheet {
  return { table, players: [...players], firstDealer: players[players.length - 1]! };
}

export function allPlayAllDraw(players: readonly string[]): UltiDrawRound[] {
  if (new Set(players).size !== players.length)
    throw new RangeError(`all-play-all draw: a player is listed twice (${players.join(', ')})`);
  const rounds = kirkmanRounds(players.length).map((round) =>
    round.map((table) => [...table].sort((a, b) => a - b).map((i) => players[i]!)),
  );
  const problems = allPlayAllProblems(players, rounds);
  if (problems.length)
    throw new Error(`all-play-all draw of ${players.length} players is wrong: ${problems.slice(0, 3).join('; ')}`);
  return rounds.map((tables, r) => ({ round: r + 1, tables: tables.map((t, i) => sheet(i + 1, t)) }));
}
