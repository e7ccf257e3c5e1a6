// Property tests (fast-check, bounded runs).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  beats,
  legalCards,
  PACK,
  parseDealRecord,
  playRandomDeal,
  replay,
  suitOf,
  SUITS,
  violation,
  type Card,
  type Suit,
} from '../src';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('properties', () => {
  test('every settled deal sums to zero across the players (3 and 4 at a table)', () => {
    fc.assert(
      fc.property(seed, fc.boolean(), (s, four) => {
        const record = playRandomDeal(s, four ? { players: ['N', 'E', 'S', 'W'], dealer: 'W' } : {});
        const { result } = replay(parseDealRecord(JSON.parse(JSON.stringify(record))));
        expect(Object.values(result.deltas).reduce((a, b) => a + b, 0)).toBe(0);
        if (four) expect(result.deltas.W).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  test('random legal play never breaks the follow / trump / overtake rules', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const { state, events } = replay(parseDealRecord(playRandomDeal(s)));
        const trump = state.trump;
        const noTrump = state.bid !== null && /betli|szintelen|redurchmars/.test(state.bid);
        const hands: Record<string, Card[]> = {};
        // Rebuild each hand at the start of play from the cards each player went on to play.
        for (const e of events) if (e.type === 'CardPlayed') (hands[e.player] ??= []).push(e.card);
        let trick: Card[] = [];
        for (const e of events) {
          if (e.type !== 'CardPlayed') continue;
          const hand = hands[e.player]!;
          if (trick.length > 0) {
            const led = suitOf(trick[0]!);
            const winning = trick.reduce((w, c) => (beats(c, w, trump, noTrump ? 'noTrump' : 'trump') ? c : w));
            const has = (f: (c: Card) => boolean) => hand.some(f);
            if (has((c) => suitOf(c) === led)) {
              expect(suitOf(e.card)).toBe(led);
              if (
                suitOf(winning) === led &&
                has((c) => suitOf(c) === led && beats(c, winning, trump, noTrump ? 'noTrump' : 'trump'))
              ) {
                expect(beats(e.card, winning, trump, noTrump ? 'noTrump' : 'trump')).toBe(true);
              }
            } else if (trump && has((c) => suitOf(c) === trump)) {
              expect(suitOf(e.card)).toBe(trump);
              if (has((c) => suitOf(c) === trump && beats(c, winning, trump, 'trump')))
                expect(beats(e.card, winning, trump, 'trump')).toBe(true);
            }
          }
          hands[e.player] = hand.filter((c) => c !== e.card);
          trick = trick.length === 2 ? [] : [...trick, e.card];
          expect(e.violation).toBeNull();
        }
      }),
      { numRuns: 100 },
    );
  });

  test('the legal-move generator agrees with the validator for random positions', () => {
    const position = fc.shuffledSubarray([...PACK], { minLength: 13, maxLength: 13 }).chain((cards) =>
      fc.record({
        handSize: fc.integer({ min: 1, max: 10 }),
        trickSize: fc.integer({ min: 0, max: 2 }),
        trump: fc.constantFrom<Suit | null>(null, ...SUITS),
        restricted: fc.boolean(),
        cards: fc.constant(cards),
      }),
    );
    fc.assert(
      fc.property(position, ({ cards, handSize, trickSize, trump, restricted }) => {
        const hand = cards.slice(0, handSize);
        const trick = cards.slice(10, 10 + trickSize);
        const ctx = {
          trump,
          order: trump ? ('trump' as const) : ('noTrump' as const),
          trick,
          trumpSevenHeld: restricted,
        };
        const legal = legalCards(hand, ctx);
        expect(legal.length).toBeGreaterThan(0);
        for (const card of hand)
          expect(legal.includes(card), `${card} in ${hand} on ${trick}`).toBe(violation(hand, card, ctx) === null);
      }),
      { numRuns: 2000 },
    );
  });
});
