// Properties over random boards: a seeded deal (src/deal), a random legal auction (legalCalls from
// src/auction) and random plays, all through the table-board decider.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  auctionResult,
  generateDeal,
  legalCalls,
  scoreDeclarer,
  seatToCall,
  seededRandom,
  sideOf,
  suitOf,
  tableBoardDecider,
  tableResult,
  isVulnerable,
  type Card,
  type Seat,
  type TableBoardState,
  type Vulnerability,
} from '../../src';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const VULS: Vulnerability[] = ['None', 'NS', 'EW', 'All'];

/** Plays a whole board; `revokeChance` makes a player discard although he could follow. */
function randomBoard(
  seed: number,
  revokeChance = 0,
): { state: TableBoardState; calls: Array<{ seat: Seat; strain?: string }> } {
  const random = seededRandom(seed);
  const dealer = SEATS[seed % 4]!;
  const vulnerability = VULS[Math.floor(seed / 4) % 4]!;
  const decider = tableBoardDecider({
    dealer,
    vulnerability,
    deal: generateDeal(seed, dealer),
    edition: seed % 2 === 0 ? '2007' : '1997',
  });
  let state = decider.initialState;
  const apply = (command: Parameters<typeof decider.decide>[0]) => {
    state = decider.decide(command, state).reduce(decider.evolve, state);
  };
  const calls: Array<{ seat: Seat; strain?: string }> = [];
  for (let legal = legalCalls(state.auction); legal.length > 0; legal = legalCalls(state.auction)) {
    const others = legal.filter((c) => c.kind !== 'Pass');
    const call = others.length === 0 || random() < 0.65 ? legal[0]! : others[Math.floor(random() * others.length)]!;
    const seat = seatToCall(state.auction)!;
    calls.push({ seat, strain: call.kind === 'Bid' ? call.strain : undefined });
    apply({ type: 'MakeCall', seat, call });
  }
  while (state.play && state.play.phase !== 'ended') {
    const play = state.play;
    const hand = play.hands[play.turn];
    const led = play.current.cards[0];
    const following = led ? hand.filter((c) => suitOf(c) === suitOf(led.card)) : [];
    const pool: readonly Card[] = following.length > 0 && random() >= revokeChance ? following : hand;
    apply({ type: 'PlayCard', seat: play.turn, card: pool[Math.floor(random() * pool.length)]! });
  }
  return { state, calls };
}

describe('random boards', () => {
  test('13 tricks of 4 distinct cards, declarer of the declaring side, NS score = -EW score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { state, calls } = randomBoard(seed);
        const result = tableResult(state)!;
        expect(result).toBeDefined();
        const auction = auctionResult(state.auction)!;
        if (auction.passedOut) {
          expect(result.nsScore).toBe(0);
          expect(state.play).toBeNull();
          return;
        }
        const play = state.play!;
        expect(play.tricks).toHaveLength(13);
        for (const trick of play.tricks) {
          expect(new Set(trick.cards.map((c) => c.card)).size).toBe(4);
          expect(new Set(trick.cards.map((c) => c.seat)).size).toBe(4);
        }
        expect(new Set(play.tricks.flatMap((t) => t.cards.map((c) => c.card))).size).toBe(52);
        expect(play.revokes).toEqual([]);
        // Declarer: the first of the side that made the final bid to name its strain.
        const strain = auction.contract.strain;
        const finalBidder = calls.findLast((c) => c.strain !== undefined)!.seat;
        const first = calls.find((c) => c.strain === strain && sideOf(c.seat) === sideOf(finalBidder))!.seat;
        expect(result.declarer).toBe(first);
        // EW's view computed on its own: the declaring side's score, negated for the defenders.
        const declaringSide = sideOf(result.declarer!);
        const declarerView = scoreDeclarer(
          auction.contract,
          isVulnerable(state.vulnerability, declaringSide),
          result.tricks!,
        );
        const ew = declaringSide === 'EW' ? declarerView : -declarerView;
        expect(result.nsScore + ew).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  test('with revokes: every revoke is established, transfers stay within 0..13 tricks and what the offenders won', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { state } = randomBoard(seed, 0.15);
        const play = state.play;
        if (!play) return;
        const result = tableResult(state)!;
        expect(play.tricks).toHaveLength(13);
        // Every revoke before the last trick is established by a later play of the offending side.
        expect(play.revokes.every((r) => r.status === 'established')).toBe(true);
        expect(result.tricks).toBeGreaterThanOrEqual(0);
        expect(result.tricks).toBeLessThanOrEqual(13);
        for (const side of ['NS', 'EW'] as const) {
          const moved = result.transfers.filter((t) => t.from === side).reduce((n, t) => n + t.count, 0);
          const first = Math.min(...result.transfers.filter((t) => t.from === side).map((t) => t.revoke.trickNo));
          const won = play.tricks.filter((t) => t.no >= first && sideOf(t.winner) === side).length;
          expect(moved).toBeLessThanOrEqual(won);
        }
      }),
      { numRuns: 60 },
    );
  });
});
