// The jury's ruling on a renonsz (§10(3)): the payments of the cases that stop the deal. The
// state passed in is the one just before the offending act: everything from it on is void, the
// kontras and rekontras said after it included (§10(3)c).
import { nextBid } from '../bids/bid-order';
import type { Component } from '../bids/component';
import { contractOf, type Contract } from '../game/contract';
import { RuleError } from '../game/rule-error';
import { defendersOf, type DealState } from '../game/state';
import type { Player } from '../table/seating';
import { bidAmount, bidLines } from '../settlement/failed-bid';
import { deltasOf, type DealResult } from '../settlement/result';
import type { RenonszCase } from './cases';

export interface JuryRuling {
  readonly case: RenonszCase;
  readonly offender: Player;
  readonly caller?: Player;
  /** Index of the action that caused the renonsz; what follows it is void. Defaults to the action before the ruling. */
  readonly at?: number;
  /** The bid concerned when the case needs one the record cannot tell (§13(2)#7, §13(3)#2). */
  readonly bid?: string;
  /** §13(2)#7a: the second bidder, whose bid counts as won. */
  readonly beneficiary?: Player;
  /** §13(2)#4a, #5: whether the offender kept to the ruling (false: he pays). */
  readonly complied?: boolean;
  /** §13(1)#5, #6: noticed before the deadline (a redeal) or not (the deal stands). */
  readonly noticedInTime?: boolean;
  /** §13(3)#12: the disputed component (default: the 100, else 4 ász, else parti). */
  readonly component?: Component;
  /** §10(3)d: the amounts the jury set, per player, summing to zero. */
  readonly amounts?: Readonly<Record<Player, number>>;
}

type Deltas = Record<Player, number>;

function zeroDeltas(state: DealState): Deltas {
  return Object.fromEntries(state.seats.map((p) => [p, 0]));
}

function result(
  state: DealState,
  ruling: JuryRuling,
  contract: string | null,
  deltas: Deltas,
  declarer: Player | null,
): DealResult {
  const who = declarer ?? ruling.offender;
  for (const p of Object.keys(deltas)) deltas[p] = deltas[p]! + 0;
  return {
    declarer,
    contract,
    outcome: 'ruling',
    components: [
      {
        name: `renonsz ${ruling.case}`,
        won: (deltas[who] ?? 0) > 0,
        amount: deltas[who] ?? 0,
        perDefender: {},
        note: `offender ${ruling.offender}`,
      },
    ],
    deltas,
  };
}

/** The standing declarer (or highest bidder) and bid of a state. */
function holder(state: DealState): { declarer: Player; bid: string } {
  const declarer = state.declarer ?? state.highest?.player;
  const bid = state.bid ?? state.highest?.bid;
  if (!declarer || !bid) throw new RuleError('no-bid-standing', 'this ruling needs a bid standing before the renonsz');
  return { declarer, bid };
}

/**
 * §10(3)e–f: the offender pays the full bid with the doublings said before the renonsz. A declarer
 * pays each defender (with the ulti surcharge under A-13); a defender pays the declarer his own
 * share and his partner's, and pays his partner too.
 */
export function offenderPaysFullBid(state: DealState, offender: Player, onlyComponent?: Component): Deltas {
  const { declarer, bid } = holder(state);
  const settings = state.ruleSet.settings;
  const contract = narrowed(contractOf(bid, settings), onlyComponent);
  const base = state.declarer ? state : { ...state, declarer };
  const defenders = defendersOf(base);
  const deltas = zeroDeltas(state);
  const value = (d: Player) =>
    bidAmount({ contract, multipliers: state.multipliers, rule: 'said', surcharge: false }, d);
  if (offender === declarer) {
    const lines = bidLines({
      contract,
      payees: defenders,
      multipliers: state.multipliers,
      rule: 'said',
      surcharge: settings.penaltyAddsUltiSurcharge && !onlyComponent,
    });
    return deltasOf(state.seats, declarer, lines);
  }
  if (!defenders.includes(offender)) throw new RuleError('not-in-deal', `'${offender}' does not play in this deal`);
  const partner = defenders.find((d) => d !== offender)!;
  deltas[declarer] = value(offender) + value(partner);
  deltas[partner] = value(partner);
  deltas[offender] = -(value(offender) + 2 * value(partner));
  return deltas;
}

function narrowed(contract: Contract, only?: Component): Contract {
  if (!only) return contract;
  if (!contract.has(only)) throw new RuleError('not-a-part-of-bid', `'${only}' is not a part of ${contract.bid.name}`);
  return { ...contract, bid: { ...contract.bid, components: [only] }, has: (c) => c === only };
}

/** A bid paid by a player who is not (or not yet) the declarer, to the others. */
function playerPaysBid(
  state: DealState,
  payer: Player,
  bid: string,
  rule: 'kontrad' | 'none',
  surcharge: boolean,
): Deltas {
  const settings = state.ruleSet.settings;
  const contract = contractOf(bid, settings);
  const others = state.order.filter((p) => p !== payer);
  const payees =
    settings.auctionOffenderPays === 'bidHolderOnly' && state.highest && state.highest.player !== payer
      ? [state.highest.player]
      : others;
  const lines = bidLines({ contract, payees, rule, surcharge: surcharge && settings.penaltyAddsUltiSurcharge });
  return deltasOf(state.seats, payer, lines);
}

/**
 * The payment of a ruling whose effect is `pay`. `before` is the state before the offending act,
 * `offendingBid` the bid said in that act, if it was one.
 */
export function rulingPayment(ruling: JuryRuling, before: DealState, offendingBid: string | null): DealResult {
  const settings = before.ruleSet.settings;
  const order = settings.bidOrder;
  const o = ruling.offender;
  switch (ruling.case) {
    case 'auction-1':
    case 'auction-3b':
    case 'auction-6b': {
      const bid = ruling.bid ?? offendingBid ?? need('bid', ruling);
      return result(before, ruling, bid, playerPaysBid(before, o, bid, 'kontrad', true), null);
    }
    case 'auction-3c':
    case 'auction-4a':
    case 'auction-5': {
      const previous = before.highest?.bid;
      const bid = ruling.bid ?? (previous ? nextBid(previous, order) : 'passz') ?? need('bid', ruling);
      return result(before, ruling, bid, playerPaysBid(before, o, bid, 'kontrad', false), null);
    }
    case 'auction-7a': {
      const bid = ruling.bid ?? need('bid', ruling);
      const second = ruling.beneficiary ?? need('beneficiary', ruling);
      const skipped = before.order.find((p) => p !== o && p !== second)!;
      const v = bidAmount({ contract: contractOf(bid, settings), rule: 'none', surcharge: false }, second);
      const deltas = zeroDeltas(before);
      deltas[second] = 2 * v;
      deltas[skipped] = v;
      deltas[o] = -3 * v;
      return result(before, ruling, bid, deltas, second);
    }
    case 'auction-7b': {
      const bid = ruling.bid ?? offendingBid ?? need('bid', ruling);
      return result(before, ruling, bid, playerPaysBid(before, o, bid, 'none', false), o);
    }
    case 'play-1':
    case 'play-2': {
      const h = holder(before);
      const bid = ruling.case === 'play-2' ? (ruling.bid ?? redVersion(h.bid)) : h.bid;
      const contract = contractOf(bid, settings);
      const defenders = defendersOf({ ...before, declarer: h.declarer });
      const lines = bidLines({
        contract,
        payees: defenders,
        rule: 'kontrad',
        surcharge: settings.penaltyAddsUltiSurcharge,
      });
      return result(before, ruling, bid, deltasOf(before.seats, h.declarer, lines), h.declarer);
    }
    case 'play-9a':
      return result(
        before,
        ruling,
        holder(before).bid,
        offenderPaysFullBid(before, holder(before).declarer),
        holder(before).declarer,
      );
    case 'no-violation': {
      const caller = ruling.caller ?? need('caller', ruling);
      return result(before, ruling, holder(before).bid, offenderPaysFullBid(before, caller), holder(before).declarer);
    }
    case 'jury-set': {
      if (settings.unlistedIrregularity === 'offenderPaysBid')
        return result(before, ruling, holder(before).bid, offenderPaysFullBid(before, o), holder(before).declarer);
      const amounts = ruling.amounts ?? need('amounts', ruling);
      const sum = Object.values(amounts).reduce((a, b) => a + b, 0);
      if (sum !== 0) throw new RuleError('jury-sum-not-zero', `the jury's amounts must sum to zero, not ${sum}`);
      for (const p of Object.keys(amounts))
        if (!before.seats.includes(p)) throw new RuleError('not-at-table', `'${p}' does not sit at this table`);
      const h = before.declarer ?? before.highest?.player ?? null;
      return result(
        before,
        ruling,
        before.bid ?? before.highest?.bid ?? null,
        { ...zeroDeltas(before), ...amounts },
        h,
      );
    }
    default: {
      // play-3 … play-8a, play-9b: §10(3)e–f.
      const h = holder(before);
      return result(before, ruling, h.bid, offenderPaysFullBid(before, o), h.declarer);
    }
  }
}

function redVersion(bid: string): string {
  if (bid === 'passz') return 'piros-passz';
  return bid.startsWith('piros-') ? bid : `piros-${bid}`;
}

function need(field: string, ruling: JuryRuling): never {
  throw new RuleError('ruling-field-missing', `the ${ruling.case} ruling needs '${field}'`);
}
