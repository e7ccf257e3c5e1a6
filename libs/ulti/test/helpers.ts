// Test helpers: facts written by hand from an example's text, and a settlement of them.
import {
  contractOf,
  DEFAULT_SETTINGS,
  deltasOf,
  settle,
  type Facts,
  type HouseRuleSettings,
  type Multiplier,
  type Suit,
  type Component,
} from '../src';

export interface FactsText {
  cards: Record<string, number>;
  tricks: Record<string, number>;
  melds?: Record<string, number>;
  aces?: Record<string, number>;
  talon?: number;
  last?: { winner: string; seven?: string };
  silent?: { player: string; kind: '100' | '4-asz' }[];
}

export function facts(t: FactsText): Facts {
  const z = { A: 0, B: 0, C: 0 };
  return {
    tricksBy: { ...z, ...t.tricks },
    cardPointsBy: { ...z, ...t.cards },
    talonPoints: t.talon ?? 0,
    meldsBy: { ...z, ...t.melds },
    acesBy: { ...z, ...t.aces },
    lastTrick: t.last ? { winner: t.last.winner, trumpSevenBy: t.last.seven ?? null } : null,
    silentClaims: t.silent ?? [],
  };
}

/** Both defenders doubled (trump games): the same multipliers for B and C. */
export function pair(m: Partial<Record<Component, Multiplier>> = {}) {
  return { B: m, C: m };
}

export function score(
  bid: string,
  trump: Suit | null,
  f: FactsText,
  multipliers = pair(),
  settings: HouseRuleSettings = DEFAULT_SETTINGS,
) {
  const lines = settle({
    contract: contractOf(bid, settings),
    trump,
    declarer: 'A',
    defenders: ['B', 'C'],
    multipliers,
    facts: facts(f),
    settings,
  });
  return { lines, deltas: deltasOf(['A', 'B', 'C'], 'A', lines) };
}
score.defaults = DEFAULT_SETTINGS;
