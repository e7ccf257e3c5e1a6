// Which announced components were made (spec 4.4) and which silent items happened (spec 4.5).
import type { Component } from '../bids/component';
import type { Suit } from '../cards/card';
import type { Contract } from '../game/contract';
import type { Facts } from '../outcome/facts';
import type { HouseRuleSettings } from '../rules/house-rules';
import type { Player } from '../table/seating';

export interface Judgement {
  readonly results: readonly { readonly component: Component; readonly won: boolean }[];
  /** The side whose card points and melds reached 100, claimed in time (§4(A)(6), §9(10)). */
  readonly silent100: 'declarer' | 'defenders' | null;
  readonly declarerPoints: number;
  readonly defendersPoints: number;
}

export function sidePoints(facts: Facts, declarer: Player, defenders: readonly Player[], settings: HouseRuleSettings) {
  const defTricks = defenders.reduce((s, d) => s + (facts.tricksBy[d] ?? 0), 0);
  const declarerMelds = (facts.tricksBy[declarer] ?? 0) > 0 ? (facts.meldsBy[declarer] ?? 0) : 0;
  const defendersMelds = defenders.reduce((s, d) => {
    const valid = settings.defenderMeldValidity === 'eitherDefender' ? defTricks > 0 : (facts.tricksBy[d] ?? 0) > 0;
    return s + (valid ? (facts.meldsBy[d] ?? 0) : 0);
  }, 0);
  const declarerCards = facts.cardPointsBy[declarer] ?? 0;
  const defendersCards = defenders.reduce((s, d) => s + (facts.cardPointsBy[d] ?? 0), 0) + facts.talonPoints;
  return { declarerCards, declarerMelds, defendersCards, defendersMelds };
}

export function judge(
  contract: Contract,
  trump: Suit | null,
  declarer: Player,
  defenders: readonly Player[],
  facts: Facts,
  settings: HouseRuleSettings,
): Judgement {
  const p = sidePoints(facts, declarer, defenders, settings);
  const declarerPoints = p.declarerCards + p.declarerMelds;
  const defendersPoints = p.defendersCards + p.defendersMelds;
  const tricks = facts.tricksBy[declarer] ?? 0;
  const ultiMade =
    facts.lastTrick !== null &&
    facts.lastTrick.winner === declarer &&
    facts.lastTrick.trumpSevenBy === declarer &&
    trump !== null;
  const won = (c: Component): boolean => {
    switch (c) {
      case 'parti':
        return declarerPoints > defendersPoints;
      case '40-100':
      case '20-100':
        return p.declarerCards + p.declarerMelds >= 100;
      case '4-asz':
        return (facts.acesBy[declarer] ?? 0) === 4;
      case 'ultimo':
        return ultiMade;
      case 'betli':
      case 'rebetli':
      case 'teritett-betli':
        return tricks === 0;
      default:
        return tricks === 10; // every durchmars level
    }
  };
  const results = contract.bid.components.map((component) => ({ component, won: won(component) }));
  let silent100: Judgement['silent100'] = null;
  if (contract.has('parti')) {
    const claimedBy = (side: readonly Player[]) =>
      facts.silentClaims.some((s) => s.kind === '100' && side.includes(s.player));
    if (declarerPoints >= 100 && claimedBy([declarer])) silent100 = 'declarer';
    if (defendersPoints >= 100 && claimedBy(defenders)) silent100 = 'defenders';
  }
  return { results, silent100, declarerPoints, defendersPoints };
}
