// The evening's settlement. Each rubber's margin (the difference of the sides' totals) is rounded
// to the table's rounding (half rounds down, as rubber players settle: 1,050 is 10) and credited
// to the winners and debited to the losers, each player the whole margin; a player sitting out
// scores nothing. With a stake, each player pays or receives stake × points / 100. Every rubber
// adds +m, +m, −m, −m, so the evening always sums to zero.
import type { Side } from '@club/bridge';
import type { RubberSeating } from './rubber-table-events';

export interface SettledRubber {
  readonly seating: RubberSeating;
  readonly totals: Readonly<Record<Side, number>>;
}

export interface PlayerSettlement {
  readonly playerId: string;
  /** Sum of the rounded margins of the rubbers played (+ won, − lost). */
  readonly points: number;
  readonly rubbersPlayed: number;
  readonly rubbersWon: number;
  /** Money (stake units) to receive (+) or pay (−); null without a stake. */
  readonly money: number | null;
}

/** Rounds a margin to a multiple of `rounding`, a half rounding down (toward zero). */
export function roundMargin(margin: number, rounding: number): number {
  const sign = margin < 0 ? -1 : 1;
  const abs = Math.abs(margin);
  const down = Math.floor(abs / rounding) * rounding;
  const rounded = abs - down > rounding / 2 ? down + rounding : down;
  return rounded === 0 ? 0 : sign * rounded;
}

export function settleEvening(
  playerIds: readonly string[],
  rubbers: readonly SettledRubber[],
  rounding: number,
  stake: number | null,
): PlayerSettlement[] {
  const rows = new Map(playerIds.map((id) => [id, { points: 0, played: 0, won: 0 }]));
  for (const { seating, totals } of rubbers) {
    const margin = roundMargin(totals.NS - totals.EW, rounding);
    const credit = (ids: readonly string[], points: number, won: boolean) => {
      for (const id of ids) {
        const row = rows.get(id)!;
        row.points += points;
        row.played += 1;
        if (won) row.won += 1;
      }
    };
    credit(seating.NS, margin, totals.NS > totals.EW);
    credit(seating.EW, -margin, totals.EW > totals.NS);
  }
  return playerIds.map((playerId) => {
    const row = rows.get(playerId)!;
    // Whole stake units per 100 points; with rounding below 100 the amount may carry a fraction.
    const money = stake === null ? null : (row.points * stake) / 100;
    return {
      playerId,
      points: row.points,
      rubbersPlayed: row.played,
      rubbersWon: row.won,
      money: money === 0 ? 0 : money,
    };
  });
}
