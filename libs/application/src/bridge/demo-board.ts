// Demo boards, worked out from the hands: a plain contract for the side with more high-card points
// (3NT / 4 of a major with 25+, else a part-score), its auction (passes to declarer, the bid, three
// passes), and a play robot that follows suit with its lowest card (else discards its lowest), run
// through the table-board decider so every call and card is a legal, recorded command.
import { fold } from '@club/events';
import { SEATS, SUITS, leftOf, type Call, type Card, type Deal, type Seat, type Strain } from '@club/bridge';
import {
  tableBoardStreamDecider,
  type ClubTableBoardCommand,
  type OpenTableBoard,
  type TableBoardStreamEvent,
} from '@club/club';

const RANKS = 'AKQJT98765432';
const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };

const hcp = (hand: readonly Card[]) => hand.reduce((sum, c) => sum + (POINTS[c[1]!] ?? 0), 0);
const length = (hand: readonly Card[], suit: string) => hand.filter((c) => c[0] === suit).length;

export interface DemoContract {
  readonly declarer: Seat;
  readonly level: number;
  readonly strain: Strain;
}

/** The contract the demo tables reach, or null (passed out) when neither side has 20 points. */
export function demoContract(deal: Deal): DemoContract | null {
  const ns = hcp(deal.N) + hcp(deal.S);
  const side: [Seat, Seat] = ns >= 20 ? ['N', 'S'] : ['E', 'W'];
  const points = ns >= 20 ? ns : 40 - ns;
  if (points < 20) return null;
  const [a, b] = side;
  const major = (['S', 'H'] as const).find((s) => length(deal[a], s) + length(deal[b], s) >= 8);
  const declarer = major
    ? length(deal[a], major) >= length(deal[b], major)
      ? a
      : b
    : hcp(deal[a]) >= hcp(deal[b])
      ? a
      : b;
  if (major) return { declarer, level: points >= 25 ? 4 : 2, strain: major };
  return { declarer, level: points >= 25 ? 3 : 1, strain: 'NT' };
}

export function demoAuction(dealer: Seat, contract: DemoContract | null): Call[] {
  const pass: Call = { kind: 'Pass' };
  if (!contract) return [pass, pass, pass, pass];
  const calls: Call[] = [];
  for (let seat = dealer; seat !== contract.declarer; seat = SEATS[(SEATS.indexOf(seat) + 1) % 4]!) calls.push(pass);
  return [...calls, { kind: 'Bid', level: contract.level, strain: contract.strain }, pass, pass, pass];
}

const rankOf = (c: Card) => RANKS.indexOf(c[1]!);
const lowest = (cards: readonly Card[]) => cards.reduce((lo, c) => (rankOf(c) > rankOf(lo) ? c : lo));

/**
 * The opening lead a demo table scorer writes on the slip: declarer's left-hand opponent leads the
 * fourth-best card of his longest suit (the lowest from a shorter suit; a tie goes to the
 * higher-ranking suit). Null for a passed-out board.
 */
export function demoLead(deal: Deal, declarer: Seat | null): Card | null {
  if (declarer === null) return null;
  const hand = deal[leftOf(declarer)];
  const longest = SUITS.reduce((best, suit) => (length(hand, suit) > length(hand, best) ? suit : best));
  const suit = hand.filter((c) => c[0] === longest).sort((a, b) => rankOf(a) - rankOf(b));
  return suit[Math.min(3, suit.length - 1)]!;
}

/** Every call and card of the board, then the 79A agreement: decided one by one against the folded stream. */
export function playedBoardCommands(open: OpenTableBoard, deal: Deal): ClubTableBoardCommand[] {
  const commands: ClubTableBoardCommand[] = [];
  const events: TableBoardStreamEvent[] = [];
  const run = (c: ClubTableBoardCommand) => {
    events.push(...tableBoardStreamDecider.decide(c, fold(tableBoardStreamDecider, events)));
    commands.push(c);
  };
  run(open);
  const calls = demoAuction(open.dealer, demoContract(deal));
  let seat = open.dealer;
  for (const call of calls) {
    run({ type: 'MakeCall', seat, call });
    seat = SEATS[(SEATS.indexOf(seat) + 1) % 4]!;
  }
  for (let guard = 0; guard < 60; guard++) {
    const play = fold(tableBoardStreamDecider, events).board?.play;
    if (!play || (play.phase !== 'opening-lead' && play.phase !== 'play')) break;
    const hand = play.hands[play.turn];
    const led = play.current.cards[0]?.card[0];
    const follow = led ? hand.filter((c) => c[0] === led) : [];
    run({ type: 'PlayCard', seat: play.turn, card: lowest(follow.length > 0 ? follow : hand) });
  }
  const state = fold(tableBoardStreamDecider, events);
  if (state.result && state.result.contract !== 'Pass')
    run({ type: 'AgreeTricks', tricks: state.result.tricks!, at: open.at });
  return commands.slice(1);
}
