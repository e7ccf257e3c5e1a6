// Hand-built deal records for the tests: a real random deal of the cards (seeded), then a short
// auction the rules settle by hand: the first bidder names a bid, the others pass, and he throws
// in before the first card (§6.7: he pays the bid kontrázva, i.e. 2 × its value to each defender).
import {
  activePlayers,
  DEAL_RECORD_FORMAT,
  MAUSZ_2017,
  randomDeal,
  seededRandom,
  type DealRecord,
  type RuleSet,
} from '@club/ulti';
import type { UltiSettlement } from '../../src';

export interface ConcededDeal {
  readonly players: readonly string[];
  readonly dealer: string;
  readonly bid?: string;
  readonly seed?: number;
  readonly ruleSet?: RuleSet;
  readonly hands?: DealRecord['hands'];
}

export function hands(players: readonly string[], dealer: string, seed: number): DealRecord['hands'] {
  return randomDeal(seededRandom(seed), players, dealer);
}

/** The first bidder bids `bid` (default passz = parti) and concedes before the first card. */
export function concededDeal(d: ConcededDeal): DealRecord {
  const h = d.hands ?? hands(d.players, d.dealer, d.seed ?? 1);
  const [first, second, third] = activePlayers(d.players, d.dealer);
  return {
    format: DEAL_RECORD_FORMAT,
    ruleSet: d.ruleSet ?? MAUSZ_2017,
    players: [...d.players],
    dealer: d.dealer,
    hands: h,
    actions: [
      { type: 'bid', player: first, bid: d.bid ?? 'passz', discard: h[first]!.slice(0, 2) },
      { type: 'pass', player: second },
      { type: 'pass', player: third },
      { type: 'concede', player: first },
    ],
  };
}

/** A hand voided by a misdeal (§13(1)#2): the dealer deals again, nobody scores. */
export function misdeal(players: readonly string[], dealer: string, seed = 1): DealRecord {
  return {
    format: DEAL_RECORD_FORMAT,
    ruleSet: MAUSZ_2017,
    players: [...players],
    dealer,
    hands: hands(players, dealer, seed),
    actions: [{ type: 'renonsz', case: 'deal-2', offender: dealer }],
  };
}

/** A deal by the wrong player: the jury's deal-5 ruling first, noticed in time (redeal) or not (the deal stands). */
export function wrongDealer(d: ConcededDeal, noticedInTime: boolean): DealRecord {
  const r = concededDeal(d);
  return {
    ...r,
    actions: [
      { type: 'renonsz', case: 'deal-5', offender: d.dealer, noticedInTime },
      ...(noticedInTime ? [] : r.actions),
    ],
  };
}

/** Bid values of §3.3 used by these tests. */
const VALUE: Record<string, number> = { passz: 1, 'piros-passz': 2, '40-100': 4, betli: 5 };

/**
 * The settlement of a concededDeal worked out by hand (§6.7): the declarer pays 2 × the bid's
 * value to each defender; a four-table dealer scores 0. A redeal scores nothing.
 */
export function byHand(record: DealRecord, redeal = false): UltiSettlement {
  const zero = Object.fromEntries(record.players.map((p) => [p, 0]));
  if (redeal) return { outcome: 'redeal', declarer: null, contract: null, deltas: zero };
  const bid = record.actions.find((a) => a.type === 'bid');
  if (bid?.type !== 'bid') throw new Error('not a conceded deal');
  const v = VALUE[bid.bid]!;
  const [first, second, third] = activePlayers(record.players, record.dealer);
  return {
    outcome: 'conceded',
    declarer: first,
    contract: bid.bid,
    deltas: { ...zero, [first]: -4 * v, [second]: 2 * v, [third]: 2 * v },
  };
}
