// "Paying the bid": every announced component lost, at given multipliers, with the ulti surcharge
// when asked. Used by concession (§6(9), A-12, A-13) and by the jury's penalties (§10(3), §13).
import type { Component } from '../bids/component';
import type { Contract } from '../game/contract';
import type { Multiplier } from '../game/state';
import type { Player } from '../table/seating';
import { line, type ComponentLine } from './result';
import { componentValue } from './settle';

export type MultiplierRule = 'kontrad' | 'said' | 'none';

export interface BidPayment {
  readonly contract: Contract;
  /** Who receives each share: the declarer's counterparts (defenders) or other players. */
  readonly payees: readonly Player[];
  /** The multipliers said (per payee and component), used when `rule` is `said`. */
  readonly multipliers?: Readonly<Record<Player, Readonly<Partial<Record<Component, Multiplier>>>>>;
  readonly rule: MultiplierRule;
  readonly surcharge: boolean;
  /** +1: the payer gains (the bid counts as won); -1: the payer loses (as failed). */
  readonly sign?: 1 | -1;
}

/** Lines from the point of view of the payer (the declarer in ordinary settlement). */
export function bidLines({ contract, payees, multipliers, rule, surcharge, sign = -1 }: BidPayment): ComponentLine[] {
  const m = (p: Player, c: Component) => (rule === 'kontrad' ? 2 : rule === 'said' ? (multipliers?.[p]?.[c] ?? 1) : 1);
  const lines = contract.bid.components.map((c) => ({
    ...line(c, Object.fromEntries(payees.map((p) => [p, sign * componentValue(contract, c) * m(p, c)]))),
    won: sign > 0,
  }));
  if (surcharge && sign < 0 && contract.has('ultimo')) {
    const s = 4 * (contract.bid.red ? 2 : 1);
    lines.push({ ...line('ultimo-surcharge', Object.fromEntries(payees.map((p) => [p, -s]))), won: false });
  }
  return lines;
}

/** The value of a bid for one payee, as a single number (for penalties that move it between players). */
export function bidAmount(p: Omit<BidPayment, 'payees' | 'sign'>, payee: Player): number {
  return -bidLines({ ...p, payees: [payee], sign: -1 }).reduce((s, l) => s + l.amount, 0);
}
