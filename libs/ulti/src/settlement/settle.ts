// Settlement (spec §6): the declarer settles with each defender separately:
//   P(d) = Σ σc·Vc·Mc(d) − ulti surcharge + silent items.
import { COMPONENT_VALUE, type Component } from '../bids/component';
import type { Suit } from '../cards/card';
import type { Contract } from '../game/contract';
import type { Multiplier } from '../game/state';
import type { Facts } from '../outcome/facts';
import type { HouseRuleSettings } from '../rules/house-rules';
import type { Player } from '../table/seating';
import { judge } from './judge';
import { line, type ComponentLine } from './result';

export interface SettleInput {
  readonly contract: Contract;
  readonly trump: Suit | null;
  readonly declarer: Player;
  readonly defenders: readonly [Player, Player];
  readonly multipliers: Readonly<Record<Player, Readonly<Partial<Record<Component, Multiplier>>>>>;
  readonly facts: Facts;
  readonly settings: HouseRuleSettings;
}

export function componentValue(contract: Contract, c: Component): number {
  const base = COMPONENT_VALUE[c];
  return contract.bid.red ? base * 2 : base;
}

/** The játék with a silent 100 (§4(A)(6), A-05): v = 1 (red 2), M the multiplier on the játék. */
export function silent100Value(v: number, m: Multiplier, formula: HouseRuleSettings['silent100Formula']): number {
  if (formula === 'doubling') return 2 * m * v;
  if (formula === 'additive') return m * v + 2 * v;
  return m === 1 ? 2 * v : m * v + 2 * v;
}

const per = (defenders: readonly Player[], f: (d: Player) => number): Record<Player, number> =>
  Object.fromEntries(defenders.map((d) => [d, f(d)]));

export function settle(input: SettleInput): ComponentLine[] {
  const { contract, trump, declarer, defenders, multipliers, facts, settings } = input;
  const j = judge(contract, trump, declarer, defenders, facts, settings);
  const lines: ComponentLine[] = [];
  const m = (d: Player, c: Component): Multiplier => multipliers[d]?.[c] ?? 1;
  const red = trump === 'piros' ? 2 : 1;
  for (const { component, won } of j.results) {
    const v = componentValue(contract, component);
    if (component === 'parti' && j.silent100) {
      const sign = j.silent100 === 'declarer' ? 1 : -1;
      lines.push(
        line(
          'parti',
          per(defenders, (d) => sign * silent100Value(v, m(d, 'parti'), settings.silent100Formula)),
          `csendes 100 (${j.silent100})`,
        ),
      );
      continue;
    }
    lines.push({
      ...line(
        component,
        per(defenders, (d) => (won ? 1 : -1) * v * m(d, component)),
      ),
      won,
    });
    if (component === 'ultimo' && !won)
      lines.push({
        ...line(
          'ultimo-surcharge',
          per(defenders, () => -4 * red),
        ),
        won: false,
      });
  }
  lines.push(...silentLines(input, red));
  return lines;
}

function silentLines(
  { contract, trump, declarer, defenders, facts, settings }: SettleInput,
  red: number,
): ComponentLine[] {
  const out: ComponentLine[] = [];
  const last = facts.lastTrick;
  const silentUltiApplies =
    trump !== null && !contract.has('ultimo') && (!contract.durchmars || settings.silentUltiInDurchmars);
  if (silentUltiApplies && last?.trumpSevenBy) {
    const holder = last.trumpSevenBy;
    const holderIsDeclarer = holder === declarer;
    const winnerIsDeclarer = last.winner === declarer;
    const loss = settings.silentUltiCaughtLoss * red;
    if (last.winner === holder) {
      out.push(
        line(
          'csendes-ultimo',
          per(defenders, () => (holderIsDeclarer ? 2 : -2) * red),
          holderIsDeclarer ? 'declarer' : `defender ${holder}`,
        ),
      );
    } else if (holderIsDeclarer) {
      out.push({
        ...line(
          'csendes-ultimo',
          per(defenders, () => -loss),
          'caught',
        ),
        won: false,
      });
    } else if (winnerIsDeclarer) {
      const shared = settings.defendersCaughtUlti === 'shared';
      out.push({
        ...line(
          'csendes-ultimo',
          per(defenders, (d) => (shared || d === holder ? loss : 0)),
          `defender ${holder} caught`,
        ),
        won: true,
      });
    }
  }
  const fourAcesApplies =
    trump !== null && !contract.has('4-asz') && (!contract.durchmars || settings.silentFourAcesWithDurchmars);
  if (fourAcesApplies) {
    const claimed = (p: Player) => facts.silentClaims.some((s) => s.kind === '4-asz' && s.player === p);
    if ((facts.acesBy[declarer] ?? 0) === 4 && claimed(declarer))
      out.push(
        line(
          'csendes-4-asz',
          per(defenders, () => 2 * red),
          'declarer',
        ),
      );
    const taker = defenders.find((d) => (facts.acesBy[d] ?? 0) === 4);
    if (taker && defenders.some(claimed)) {
      const both = settings.silentFourAcesPaidTo === 'bothDefenders';
      out.push({
        ...line(
          'csendes-4-asz',
          per(defenders, (d) => (both || d === taker ? -2 * red : 0)),
          `defender ${taker}`,
        ),
        won: false,
      });
    }
  }
  if (
    settings.silentDurchmarsValue > 0 &&
    !contract.durchmars &&
    !contract.betli &&
    (facts.tricksBy[declarer] ?? 0) === 10
  ) {
    out.push(
      line(
        'csendes-durchmars',
        per(defenders, () => settings.silentDurchmarsValue * red),
      ),
    );
  }
  return out;
}
