// A movement (Law 8A: the director instructs the movement of boards and contestants): for every
// round and table, which pair sits North-South, which East-West, and which board set is in play.

/** `recorded`: read back from a results file (recorded-movement.ts); `individual`: players, not pairs, move (individual.ts). */
export type MovementKind = 'mitchell' | 'howell' | 'teams' | 'recorded' | 'individual';

/** The player in each seat (individual movements): North–South and East–West partner for this round only. */
export interface IndividualSeats {
  readonly N: string;
  readonly E: string;
  readonly S: string;
  readonly W: string;
}

export interface TableAssignment {
  readonly round: number;
  readonly table: number;
  /** The pair (or team) seated North-South this round. */
  readonly ns: string;
  readonly ew: string;
  /** 1-based board set; `boards` are the board numbers of that set. */
  readonly boardSet: number;
  readonly boards: readonly number[];
  /** Arrow-switch round: the pair whose home direction is North-South sits East-West (and vice versa). */
  readonly arrowSwitched: boolean;
  /** Other tables playing the same set this round, exchanging boards within the round (a relay or share). */
  readonly sharedWith: readonly number[];
  /** Individual movements: the player in each seat; `ns`/`ew` then name the round's partnerships `<N>-<S>`, `<E>-<W>`. */
  readonly seats?: IndividualSeats;
}

/** A pair with no opponents for a round (its scheduled opponent is a phantom, Law 12C: a "bye"). */
export interface SitOut {
  readonly round: number;
  readonly pair: string;
  /** The table and board set the round would have used. */
  readonly table: number;
  readonly boardSet: number;
}

export interface Movement {
  readonly kind: MovementKind;
  /** Human name, e.g. `Mitchell, 8 tables, relay and bye stand`. */
  readonly name: string;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly boardSets: number;
  /** Every pair (or team; in an individual movement, every player) that plays, in numbering order. */
  readonly pairs: readonly string[];
  /** Sorted by round then table. */
  readonly assignments: readonly TableAssignment[];
  readonly sitOuts: readonly SitOut[];
  /**
   * `one`: a single copy of each board travels (a set is at one table per round unless shared).
   * `per-table`: duplicated boards, every table has its own copy (barometer: all tables may play the same set).
   */
  readonly copies: 'one' | 'per-table';
  /** Board sets resting on a bye stand, by round (relay-and-bye Mitchell). */
  readonly byeStand: readonly { readonly round: number; readonly boardSet: number }[];
}

/** Board numbers of a 1-based set when every round has the same number of boards. */
export function boardsOfSet(boardSet: number, boardsPerRound: number): number[] {
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1) {
    throw new RangeError(`boards per round ${boardsPerRound} is not a positive whole number`);
  }
  const first = (boardSet - 1) * boardsPerRound + 1;
  return Array.from({ length: boardsPerRound }, (_, i) => first + i);
}

export function assignmentAt(movement: Movement, round: number, table: number): TableAssignment | undefined {
  return movement.assignments.find((a) => a.round === round && a.table === table);
}
