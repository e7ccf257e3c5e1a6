// Hand-built deal records for the tests: a real random deal of the cards (seeded), then a short
// auction the rules settle by hand: the first bidder names a bid, the others pass, and he throws
// in before the first card (§6.7: he pays the bid kontrázva, i.e. 2 × its value to each defender).
import { activePlayers, DEAL_RECORD_FORMAT, MAUSZ_2017, randomDeal, seededRandom, type DealRecord, type RuleSet } from '@club/ulti';

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
  return { format: DEAL_RECORD_FORMAT, ruleSet: MAUSZ_2017, players: [...players], dealer, hands: hands(players, dealer, seed), actions: [{ type: 'renonsz', case: 'deal-2', offender: dealer }] };
}

/** A deal by the wrong player: the jury's deal-5 ruling first, noticed in time (redeal) or not (the deal stands). */
export function wrongDealer(d: ConcededDeal, noticedInTime: boolean): DealRecord {
  const r = concededDeal(d);
  return { ...r, actions: [{ type: 'renonsz', case: 'deal-5', offender: d.dealer, noticedInTime }, ...(noticedInTime ? [] : r.actions)] };
}
