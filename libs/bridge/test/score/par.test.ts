import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  leftOf,
  optimumContractTexts,
  optimumScoreText,
  parContractTexts,
  parOf,
  scoreNS,
  SEATS,
  STRAINS,
  type DoubleDummyTable,
  type Seat,
  type Strain,
  type Vulnerability,
} from '../../src';

const VULNERABILITIES: Vulnerability[] = ['None', 'NS', 'EW', 'All'];
const MIRROR: Record<Vulnerability, Vulnerability> = { None: 'None', NS: 'EW', EW: 'NS', All: 'All' };

/** A table from each side's tricks per strain (both partners take the same unless `seats` says). */
function tableOf(
  ns: Partial<Record<Strain, number>>,
  ew: Partial<Record<Strain, number>>,
  seats: Partial<Record<Seat, Partial<Record<Strain, number>>>> = {},
): DoubleDummyTable {
  const row = (side: Partial<Record<Strain, number>>, seat: Seat) =>
    Object.fromEntries(STRAINS.map((s) => [s, seats[seat]?.[s] ?? side[s] ?? 0])) as Record<Strain, number>;
  return { N: row(ns, 'N'), S: row(ns, 'S'), E: row(ew, 'E'), W: row(ew, 'W') };
}

const all = (tricks: number) => Object.fromEntries(STRAINS.map((s) => [s, tricks])) as Record<Strain, number>;

/** The table turned a quarter: what North took, East takes. */
function turned(table: DoubleDummyTable): DoubleDummyTable {
  return Object.fromEntries(SEATS.map((seat) => [leftOf(seat), table[seat]])) as DoubleDummyTable;
}

const tables = fc
  .tuple(...Array.from({ length: 20 }, () => fc.integer({ min: 0, max: 13 })))
  .map(
    (cells) =>
      Object.fromEntries(
        SEATS.map((seat, i) => [seat, Object.fromEntries(STRAINS.map((s, j) => [s, cells[i * 5 + j]!]))]),
      ) as DoubleDummyTable,
  );

describe('par: worked by hand', () => {
  test('given nobody takes more than six tricks, when par is asked, then the board is passed out', () => {
    const par = parOf(tableOf(all(6), all(6)), 'All', 'N');
    expect(par).toEqual({ scoreNS: 0, contracts: [] });
    expect(optimumScoreText(par)).toBe('NS 0');
    expect(optimumContractTexts(par)).toEqual(['Pass']);
    expect(parContractTexts(par)).toEqual(['Pass']);
  });

  test('given North-South take all 13 tricks everywhere, then par is their grand slam in no trump', () => {
    const par = parOf(tableOf(all(13), all(0)), 'None', 'E');
    expect(par.scoreNS).toBe(1520);
    expect(par.contracts).toEqual([
      { level: 7, strain: 'NT', doubling: '', side: 'NS', declarers: ['S', 'N'], tricks: 13, overtricks: 0 },
    ]);
    expect(optimumContractTexts(par)).toEqual(['7N S 13', '7N N 13']);
    expect(parContractTexts(par)).toEqual(['7NT S', '7NT N']);
    expect(parOf(tableOf(all(13), all(0)), 'NS', 'E').scoreNS).toBe(2220);
  });

  test('given every seat takes 13 tricks everywhere, then the dealer side bids 7NT first', () => {
    expect(parOf(tableOf(all(13), all(13)), 'None', 'N').scoreNS).toBe(1520);
    expect(parOf(tableOf(all(13), all(13)), 'None', 'W').scoreNS).toBe(-1520);
  });

  test('given both sides make exactly 1NT and nothing else, then the side that calls first gets it', () => {
    const table = tableOf({ ...all(6), NT: 7 }, { ...all(6), NT: 7 });
    expect(optimumContractTexts(parOf(table, 'None', 'N'))).toEqual(['1N N 7', '1N S 7']);
    expect(parOf(table, 'None', 'E').scoreNS).toBe(-90);
    expect(parOf(table, 'None', 'S').scoreNS).toBe(90);
  });

  test('given 4H makes for North-South, then a cheaper doubled 4S by East-West is par', () => {
    // Not vulnerable against vulnerable: 4SX one down costs 100, 4H scores 620.
    const table = tableOf({ H: 10 }, { S: 9 });
    const par = parOf(table, 'NS', 'N');
    expect(par.scoreNS).toBe(100);
    expect(optimumContractTexts(par)).toEqual(['4SX E 9', '4SX W 9']);
    expect(par.contracts[0]).toMatchObject({ doubling: 'X', side: 'EW', tricks: 9, overtricks: -1 });
    // Vulnerable against not: two down would cost 500 against 420: no sacrifice.
    expect(optimumContractTexts(parOf(tableOf({ H: 10 }, { S: 8 }), 'EW', 'N'))).toEqual(['4H N 10', '4H S 10']);
  });

  test("given the side that calls first can take the other side's grand slam strain, it does, doubled", () => {
    // West makes 7H vulnerable (2210); North, dealer, bids 7H first: eight down doubled costs 2000.
    const table = tableOf({}, {}, { N: { H: 5 }, W: { H: 13 } });
    expect(optimumContractTexts(parOf(table, 'EW', 'N'))).toEqual(['7HX N 5']);
    expect(parOf(table, 'EW', 'N').scoreNS).toBe(-2000);
    // East-West, dealer, bid it first.
    expect(optimumContractTexts(parOf(table, 'EW', 'E'))).toEqual(['7H W 13']);
  });

  test('given only one partner takes the tricks, then he alone declares', () => {
    const table = tableOf({ NT: 9 }, {}, { S: { NT: 8 } });
    expect(optimumContractTexts(parOf(table, 'None', 'N'))).toEqual(['3N N 9']);
    expect(parOf(table, 'None', 'N').scoreNS).toBe(400);
  });

  test('given 4S+1 and 5S score alike, then the contract is named at the level its tricks reach', () => {
    expect(optimumContractTexts(parOf(tableOf({ S: 11 }, {}), 'None', 'N'))).toEqual(['5S N 11', '5S S 11']);
  });

  test('a sacrifice is made against the contract the other side makes, not below it', () => {
    // EW could go one down in 2C doubled, but NS would bid their 4S, then EW sacrifice in 5H.
    const table = tableOf({ S: 10 }, { C: 7, H: 10 });
    expect(optimumContractTexts(parOf(table, 'None', 'E'))).toEqual(['5HX E 10', '5HX W 10']);
  });

  test('a broken table is refused, naming the cell', () => {
    const bad = { ...tableOf({}, {}), E: { ...all(0), H: 14 } };
    expect(() => parOf(bad, 'None', 'N')).toThrow('double-dummy table: E H is 14, not a whole number 0..13');
    expect(() => parOf(tableOf({}, {}), 'Both' as Vulnerability, 'N')).toThrow(RangeError);
  });
});

describe('par: properties', () => {
  test('a quarter turn of the table (sides and vulnerability swapped) negates par', () => {
    fc.assert(
      fc.property(tables, fc.constantFrom(...VULNERABILITIES), fc.constantFrom(...SEATS), (table, vul, dealer) => {
        const par = parOf(table, vul, dealer);
        const swapped = parOf(turned(table), MIRROR[vul], leftOf(dealer));
        expect(swapped.scoreNS).toBe(-par.scoreNS);
        expect(swapped.contracts).toEqual(
          par.contracts.map((c) => ({
            ...c,
            side: c.side === 'NS' ? 'EW' : 'NS',
            declarers: c.declarers.map(leftOf),
          })),
        );
      }),
      { numRuns: 400 },
    );
  });

  test('every par contract, played by its declarers, scores par; a made one exactly, a sacrifice doubled', () => {
    fc.assert(
      fc.property(tables, fc.constantFrom(...VULNERABILITIES), fc.constantFrom(...SEATS), (table, vul, dealer) => {
        const par = parOf(table, vul, dealer);
        for (const c of par.contracts) {
          // Made exactly and undoubled, or a doubled sacrifice.
          expect(c.doubling === '' ? c.overtricks : c.overtricks < 0).toBe(c.doubling === '' ? 0 : true);
          for (const seat of c.declarers) {
            expect(table[seat][c.strain]).toBe(c.tricks);
            expect(scoreNS(c, seat, vul, c.tricks)).toBe(par.scoreNS);
          }
        }
        expect(par.contracts.length === 0).toBe(par.scoreNS === 0);
      }),
      { numRuns: 400 },
    );
  });

  test('a table where nobody takes seven tricks is passed out', () => {
    const low = fc
      .tuple(...Array.from({ length: 20 }, () => fc.integer({ min: 0, max: 6 })))
      .map(
        (cells) =>
          Object.fromEntries(
            SEATS.map((seat, i) => [seat, Object.fromEntries(STRAINS.map((s, j) => [s, cells[i * 5 + j]!]))]),
          ) as DoubleDummyTable,
      );
    fc.assert(
      fc.property(low, fc.constantFrom(...VULNERABILITIES), fc.constantFrom(...SEATS), (table, vul, dealer) => {
        expect(parOf(table, vul, dealer)).toEqual({ scoreNS: 0, contracts: [] });
      }),
      { numRuns: 200 },
    );
  });

  test('par is never worse for a side than its best contract with the other side silent... nor better than it can make', () => {
    fc.assert(
      fc.property(tables, fc.constantFrom(...VULNERABILITIES), fc.constantFrom(...SEATS), (table, vul, dealer) => {
        const best = (side: 'NS' | 'EW') =>
          Math.max(
            0,
            ...STRAINS.flatMap((strain) =>
              (side === 'NS' ? (['N', 'S'] as const) : (['E', 'W'] as const)).flatMap((seat) => {
                const tricks = table[seat][strain];
                return tricks >= 7
                  ? [Math.abs(scoreNS({ level: (tricks - 6) as 1, strain, doubling: '' }, seat, vul, tricks))]
                  : [];
              }),
            ),
          );
        const par = parOf(table, vul, dealer).scoreNS;
        expect(par).toBeLessThanOrEqual(best('NS') || Infinity);
        expect(-par).toBeLessThanOrEqual(best('EW') || Infinity);
      }),
      { numRuns: 400 },
    );
  });
});
