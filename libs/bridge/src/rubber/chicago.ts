// Chicago (four-deal) scoring: a round of four deals, vulnerability by deal number (none, dealer's
// side, dealer's side, both), a game bonus when a side's trick points reach 100 (part-scores carry
// over as in a rubber), and a part-score bonus for a part-score made on the fourth deal that does
// not complete a game. Honours are not scored (spec §6.4: "Honours do not count in duplicate or
// Chicago"). A passed-out deal is redealt by the same dealer and is not one of the four.
import { GAME_TRICK_SCORE } from '../score/trick-score';
import { LAW77 } from '../score/score-schedule';
import type { Side } from '../table/seat';
import { assertRubberDealResult, type RubberDealResult } from './deal-result';
import { dealEntries } from './deal-entries';
import type { RubberVariant } from './rubber-variant';
import type { ScoreEntry } from './score-entry';

export const CHICAGO_DEALS = 4;

export interface ChicagoRates {
  readonly gameNotVulnerable: number;
  readonly gameVulnerable: number;
  readonly fourthDealPartScore: number;
}

export const CHICAGO_RATES: ChicagoRates = { gameNotVulnerable: 300, gameVulnerable: 500, fourthDealPartScore: 100 };

/** The per-deal rates of a Chicago round: Law 77's, no honours, no rubber or unfinished bonuses. */
export const CHICAGO_RUBBER: RubberVariant = {
  name: 'chicago',
  schedule: LAW77,
  rubberBonus: { twoGamesToNil: 0, twoGamesToOne: 0 },
  honours: null,
  unfinished: null,
};

/** Vulnerability of the deal numbered 1..4 in the round: none, dealer's side, dealer's side, both. */
export function chicagoVulnerability(dealInRound: number, dealerSide: Side): Record<Side, boolean> {
  if (!Number.isInteger(dealInRound) || dealInRound < 1 || dealInRound > CHICAGO_DEALS)
    throw new RangeError(`deal: ${dealInRound} is not a Chicago deal 1..${CHICAGO_DEALS}`);
  if (dealInRound === 1) return { NS: false, EW: false };
  if (dealInRound === 4) return { NS: true, EW: true };
  return { NS: dealerSide === 'NS', EW: dealerSide === 'EW' };
}

export interface ChicagoDeal {
  readonly result: RubberDealResult;
  /** The side of the player who dealt (it sets the vulnerability on deals 2 and 3). */
  readonly dealerSide: Side;
}

export interface ChicagoDealScore {
  /** 1..4; absent for a passed-out deal (redealt, not counted). */
  readonly deal?: number;
  readonly vulnerable: Readonly<Record<Side, boolean>>;
  readonly entries: readonly ScoreEntry[];
}

export interface ChicagoScore {
  readonly deals: readonly ChicagoDealScore[];
  /** Deals played that count (passed-out deals do not). */
  readonly played: number;
  readonly totals: Readonly<Record<Side, number>>;
  readonly winner: Side | null;
  readonly margin: number;
}

/** Scores a Chicago round (up to four counted deals; a fifth is refused). */
export function scoreChicago(deals: readonly ChicagoDeal[], rates: ChicagoRates = CHICAGO_RATES): ChicagoScore {
  const partScores = { NS: 0, EW: 0 };
  const totals = { NS: 0, EW: 0 };
  const scored: ChicagoDealScore[] = [];
  let played = 0;
  deals.forEach(({ result, dealerSide }, i) => {
    if (result.contract === 'Pass' || result.declarer === null) {
      scored.push({ vulnerable: { NS: false, EW: false }, entries: [] });
      return;
    }
    if (played === CHICAGO_DEALS)
      throw new RangeError(`deal: a Chicago round has ${CHICAGO_DEALS} deals (deal ${i + 1})`);
    assertRubberDealResult({ ...result, honours: null });
    played += 1;
    const vulnerable = chicagoVulnerability(played, dealerSide);
    const entries = dealEntries({ ...result, honours: null }, vulnerable, CHICAGO_RUBBER);
    const declarer = result.declarer;
    const below = entries.filter((e) => e.line === 'below').reduce((sum, e) => sum + e.points, 0);
    if (below > 0) {
      partScores[declarer] += below;
      if (partScores[declarer] >= GAME_TRICK_SCORE) {
        const points = vulnerable[declarer] ? rates.gameVulnerable : rates.gameNotVulnerable;
        entries.push({ side: declarer, line: 'above', item: 'game-bonus', points });
        partScores.NS = 0;
        partScores.EW = 0;
      } else if (played === CHICAGO_DEALS) {
        entries.push({ side: declarer, line: 'above', item: 'part-score-bonus', points: rates.fourthDealPartScore });
      }
    }
    for (const e of entries) totals[e.side] += e.points;
    scored.push({ deal: played, vulnerable, entries });
  });
  const winner = totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  return { deals: scored, played, totals, winner, margin: Math.abs(totals.NS - totals.EW) };
}
