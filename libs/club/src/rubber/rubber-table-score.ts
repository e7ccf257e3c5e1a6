// One rubber of a table scored by the bridge engine: the table's deals (players) turned into the
// engine's deal results (sides) for the table's variant. Shared by the decider (is the rubber
// over?) and the projections (the sheet), so both read the same numbers.
import {
  CHICAGO_DEALS,
  CZECH_TEXT_RUBBER,
  STANDARD_RUBBER,
  scoreChicago,
  scoreRubber,
  type Level,
  type RubberDealResult,
  type ScoreEntry,
  type Side,
} from '@club/bridge';
import type { RubberSeating, RubberTableDeal, RubberTableVariant } from './rubber-table-events';

export function sideOfPlayer(seating: RubberSeating, playerId: string): Side | null {
  if (seating.NS.includes(playerId)) return 'NS';
  if (seating.EW.includes(playerId)) return 'EW';
  return null;
}

export function dealResultOf(seating: RubberSeating, deal: RubberTableDeal): RubberDealResult {
  if (deal.kind === 'passed-out') return { contract: 'Pass', declarer: null, tricks: 0 };
  const honours = deal.honours
    ? { side: sideOfPlayer(seating, deal.honours.player)!, holding: deal.honours.holding }
    : null;
  return {
    contract: { level: deal.contract.level as Level, strain: deal.contract.strain, doubling: deal.contract.doubling },
    declarer: sideOfPlayer(seating, deal.declarer),
    tricks: deal.tricks,
    honours,
  };
}

export interface ScoredDeal {
  readonly deal: number;
  readonly vulnerable: Readonly<Record<Side, boolean>>;
  readonly entries: readonly ScoreEntry[];
}

export interface TableRubberScore {
  readonly deals: readonly ScoredDeal[];
  /** Bonuses written when the rubber ends (rubber bonus, or unfinished-rubber bonuses). */
  readonly closing: readonly ScoreEntry[];
  readonly games: Readonly<Record<Side, number>>;
  /** 'over': won (rubber) or four deals played (Chicago). */
  readonly status: 'in-progress' | 'over';
  readonly totals: Readonly<Record<Side, number>>;
}

/** Scores a rubber; `finished` (the table closed) writes the unfinished-rubber bonuses. */
export function scoreTableRubber(
  variant: RubberTableVariant,
  seating: RubberSeating,
  deals: readonly RubberTableDeal[],
  finished: boolean,
): TableRubberScore {
  if (variant === 'chicago') {
    const score = scoreChicago(
      deals.map((d) => ({ result: dealResultOf(seating, d), dealerSide: sideOfPlayer(seating, d.dealer) ?? 'NS' })),
    );
    const games = { NS: 0, EW: 0 };
    for (const d of score.deals) for (const e of d.entries) if (e.item === 'game-bonus') games[e.side] += 1;
    return {
      deals: score.deals.map((d, i) => ({ deal: i + 1, vulnerable: d.vulnerable, entries: d.entries })),
      closing: [],
      games,
      status: score.played === CHICAGO_DEALS ? 'over' : 'in-progress',
      totals: score.totals,
    };
  }
  const rubberVariant = variant === 'standard' ? STANDARD_RUBBER : CZECH_TEXT_RUBBER;
  const results = deals.map((d) => dealResultOf(seating, d));
  const { state, totals } = scoreRubber(results, rubberVariant, { finish: finished });
  const strip = ({ side, line, item, points }: ScoreEntry): ScoreEntry => ({ side, line, item, points });
  const perDeal = results.map((_, i) => {
    // Vulnerable once a game is won: the games won in the deals before this one (a rubber is short).
    const before = scoreRubber(results.slice(0, i), rubberVariant, { finish: false }).state.games;
    return {
      deal: i + 1,
      vulnerable: { NS: before.NS >= 1, EW: before.EW >= 1 },
      entries: state.sheet.filter((e) => e.deal === i + 1).map(strip),
    };
  });
  return {
    deals: perDeal,
    closing: state.sheet.filter((e) => e.deal === undefined).map(strip),
    games: state.games,
    status: state.status === 'in-progress' ? 'in-progress' : 'over',
    totals,
  };
}
