// The state of a rubber folded from its events: games won, the part-scores of the game in
// progress (below the line since the last game), and every entry on the sheet.
import type { Side } from '../table/seat';
import { STANDARD_RUBBER, type RubberVariant } from './rubber-variant';
import type { ScoreEntry } from './score-entry';

/** A sheet entry with where it was written: its deal (absent for end-of-rubber bonuses) and game. */
export interface SheetEntry extends ScoreEntry {
  readonly deal?: number;
  /** 1-based game of the rubber in which it was written. */
  readonly game: number;
}

export interface RubberState {
  readonly variant: RubberVariant;
  readonly status: 'in-progress' | 'won' | 'abandoned';
  readonly deals: number;
  readonly games: Readonly<Record<Side, number>>;
  /** Trick points below the line in the current game: they count toward game. */
  readonly partScores: Readonly<Record<Side, number>>;
  readonly sheet: readonly SheetEntry[];
  /** The side that won two games, once it has. */
  readonly rubberWonBy: Side | null;
}

export function startRubber(variant: RubberVariant = STANDARD_RUBBER): RubberState {
  return {
    variant,
    status: 'in-progress',
    deals: 0,
    games: { NS: 0, EW: 0 },
    partScores: { NS: 0, EW: 0 },
    sheet: [],
    rubberWonBy: null,
  };
}

/** A side is vulnerable once it has won a game of this rubber (both can be). */
export function vulnerabilityOf(state: RubberState): Record<Side, boolean> {
  return { NS: state.games.NS >= 1, EW: state.games.EW >= 1 };
}

export function currentGame(state: RubberState): number {
  return state.games.NS + state.games.EW + 1;
}

/** Each side's total: everything below and above the line, struck-out part-scores included. */
export function rubberTotals(state: RubberState): Record<Side, number> {
  const totals = { NS: 0, EW: 0 };
  for (const entry of state.sheet) totals[entry.side] += entry.points;
  return totals;
}
