// A table's evening: each rubber scored by the engine (the last one, unfinished, with its bonuses
// once the table is closed) and the players' settlement. Pure: the projections and the tests
// fold the same function.
import type { RubberSeating } from './rubber-table-events';
import type { RubberTableState } from './rubber-table-state';
import { scoreTableRubber, type TableRubberScore } from './rubber-table-score';
import { settleEvening, type PlayerSettlement } from './settlement';

export interface EveningRubber {
  readonly number: number;
  readonly seating: RubberSeating;
  readonly score: TableRubberScore;
}

export interface RubberEvening {
  readonly rubbers: readonly EveningRubber[];
  readonly players: readonly PlayerSettlement[];
}

export function rubberTableEvening(state: RubberTableState): RubberEvening {
  const closed = state.closedAt !== null;
  const rubbers = state.rubbers
    .filter((r) => r.deals.length > 0)
    .map((r) => ({
      number: r.number,
      seating: r.seating,
      score: scoreTableRubber(state.variant, r.seating, r.deals, closed),
    }));
  // A rubber still in progress while the table plays is not settled yet.
  const settled = rubbers.filter((r) => closed || r.score.status === 'over');
  const players = settleEvening(
    state.players.map((p) => p.playerId),
    settled.map((r) => ({ seating: r.seating, totals: r.score.totals })),
    state.rounding,
    state.stake,
  );
  return { rubbers, players };
}
