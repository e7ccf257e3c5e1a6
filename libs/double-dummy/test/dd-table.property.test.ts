// Properties of any table: turning the deal a seat turns its table; renaming two suits in every hand
// swaps their columns; the table's cell is where a play analysis starts. Few runs: each table is a
// real solve (about half a second of CPU).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SEATS, generateDeal, leftOf, rankOf, sortHand, suitOf, type Card, type Deal, type Seat } from '@club/bridge';
import { DD_STRAINS, type DdTable } from '../src';
import { solver, withSolver } from './solver';

/** Each hand passed to the left: North's cards go to East, and so on. */
const turned = (deal: Deal): Deal =>
  Object.fromEntries(SEATS.map((seat) => [leftOf(seat), deal[seat]])) as Record<Seat, Deal[Seat]>;

/** Every spade becomes a heart and every heart a spade. */
const spadesAsHearts = (deal: Deal): Deal => {
  const other: Record<string, string> = { S: 'H', H: 'S', D: 'D', C: 'C' };
  const swap = (card: Card) => `${other[suitOf(card)]}${rankOf(card)}` as Card;
  return Object.fromEntries(SEATS.map((seat) => [seat, sortHand(deal[seat].map(swap))])) as Record<Seat, Deal[Seat]>;
};

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe.runIf(withSolver)('double-dummy table properties', () => {
  test('turning the deal one seat to the left turns the table with it', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const deal = generateDeal(seed);
        const [table, turnedTable] = solver!.ddTables([deal, turned(deal)]) as [DdTable, DdTable];
        for (const seat of SEATS) expect(turnedTable[leftOf(seat)]).toEqual(table[seat]);
      }),
      { numRuns: 3 },
    );
  });

  test('renaming spades and hearts swaps their columns', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const deal = generateDeal(seed);
        const [table, swapped] = solver!.ddTables([deal, spadesAsHearts(deal)]) as [DdTable, DdTable];
        for (const seat of SEATS) expect(swapped[seat]).toEqual({ ...table[seat], S: table[seat].H, H: table[seat].S });
      }),
      { numRuns: 2 },
    );
  });

  test('every cell is 0 to 13, and the play analysis of an unplayed board starts at it', () => {
    const deal = generateDeal(17);
    const table = solver!.ddTable(deal);
    for (const seat of SEATS)
      for (const strain of DD_STRAINS) expect(table[seat][strain]).toSatisfy((n: number) => n >= 0 && n <= 13);
    for (const declarer of ['N', 'E'] as const)
      for (const strain of ['NT', 'H'] as const)
        expect(solver!.tricksAfterEachCard(deal, strain, declarer, []).before).toBe(table[declarer][strain]);
  });
});
