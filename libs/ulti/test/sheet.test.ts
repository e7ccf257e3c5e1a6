// The score sheet (ulti-sheet/1): given a sheet, when it is settled, then the forints; and every
// impossible sheet refused with its code and the field at fault.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isDomainError } from '@club/events';
import {
  defineRuleSet,
  findBids,
  MAUSZ_2017,
  parseDealRecord,
  parseUltiRecord,
  playRandomDeal,
  replay,
  settleSheet,
  settleUltiRecord,
  sheetOf,
  ULTI_SHEET_CODES,
  type SheetContext,
  type SheetRecord,
} from '../src';

const sheet = (fields: Partial<SheetRecord> & Pick<SheetRecord, 'outcome'>): SheetRecord => ({
  format: 'ulti-sheet/1',
  ruleSet: MAUSZ_2017,
  players: ['A', 'B', 'C'],
  dealer: 'C',
  declarer: 'A',
  bid: 'passz',
  trump: 'makk',
  ...fields,
});

function refusal(input: unknown, context: SheetContext = {}) {
  try {
    settleSheet(parseUltiRecord(input) as SheetRecord, context);
  } catch (e) {
    expect(isDomainError(e)).toBe(true);
    const { code, params } = e as { code: string; params: { field: string } };
    expect(ULTI_SHEET_CODES).toContain(code);
    return { code, field: params.field };
  }
  throw new Error('the sheet was accepted');
}

describe('settling a score sheet', () => {
  test('given a parti won under kontra, the declarer takes 2 from each defender', () => {
    const s = sheet({ kontra: { B: ['parti'], C: ['parti'] }, outcome: { kind: 'played', won: { parti: true } } });
    expect(settleSheet(s).deltas).toEqual({ A: 4, B: -2, C: -2 });
  });

  test('given a piros ultimó with the ulti kontra’d and won, the ulti pays 16 and the játék 2 a defender', () => {
    const s = sheet({
      bid: 'piros-ultimo',
      trump: undefined,
      kontra: { B: ['ultimo'], C: ['ultimo'] },
      outcome: { kind: 'played', won: { ultimo: true, parti: true } },
    });
    expect(settleSheet(s).deltas).toEqual({ A: 36, B: -18, C: -18 });
  });

  test('given an ultimó lost, the surcharge (4) is paid on top and is never doubled', () => {
    const s = sheet({
      bid: 'ultimo',
      kontra: { B: ['ultimo'], C: ['ultimo'] },
      outcome: { kind: 'played', won: { ultimo: false, parti: true } },
    });
    // Per defender: ulti −8 (kontra), játék +1, surcharge −4.
    expect(settleSheet(s).deltas).toEqual({ A: -22, B: 11, C: 11 });
  });

  test("given a defender's csendes 100 and a silent ulti caught from the declarer, both are paid", () => {
    const s = sheet({
      outcome: {
        kind: 'played',
        won: { parti: false },
        silent: [
          { kind: '100', player: 'B' },
          { kind: 'ulti', player: 'A', result: 'lost' },
        ],
      },
    });
    const r = settleSheet(s);
    expect(r.components.map((l) => [l.name, l.amount])).toEqual([
      ['parti', -4],
      ['csendes-ultimo', -8],
    ]);
    expect(r.deltas).toEqual({ A: -12, B: 6, C: 6 });
  });

  test('given a concession before the first card, the bid is paid kontra’d (§6(9))', () => {
    const s = sheet({ bid: 'betli', trump: undefined, outcome: { kind: 'conceded', when: 'before-first-card' } });
    expect(settleSheet(s).deltas).toEqual({ A: -20, B: 10, C: 10 });
  });

  test('given an agreed concession after the lead, the doublings said count (A-12), or every part kontra’d', () => {
    const s = sheet({
      bid: 'ultimo',
      kontra: { B: ['ultimo'], C: ['ultimo'] },
      outcome: { kind: 'conceded', when: 'agreed' },
    });
    // Per defender: ulti 4 × 2, játék 1, surcharge 4 = 13; with A-12 "kontrad" the játék is doubled too.
    expect(settleSheet(s).deltas).toEqual({ A: -26, B: 13, C: 13 });
    const kontrad = { ...s, ruleSet: defineRuleSet('kontrad', '1', { agreedConcession: 'kontrad' }) };
    expect(settleSheet(kontrad).deltas).toEqual({ A: -28, B: 14, C: 14 });
  });

  test('given a table of four, the dealer sits out and scores 0', () => {
    const s = sheet({
      players: ['A', 'B', 'C', 'D'],
      dealer: 'D',
      outcome: { kind: 'played', won: { parti: true } },
    });
    expect(settleSheet(s).deltas).toEqual({ A: 2, B: -1, C: -1, D: 0 });
  });

  test('given a renonsz instead of an outcome, the jury’s payment: spec §8 Ex 12 (C revokes)', () => {
    const s = sheet({
      bid: 'piros-40-100',
      trump: undefined,
      kontra: { B: ['40-100'], C: ['40-100'] },
      outcome: { kind: 'renonsz', case: 'play-4', offender: 'C', caller: 'B' },
    });
    expect(settleSheet(s).deltas).toEqual({ A: 32, B: 16, C: -48 });
    const record = parseDealRecord(JSON.parse(readFileSync('examples/revoke-piros-40-100.json', 'utf8')));
    expect(sheetOf(record)).toEqual(s);
  });

  test('given a misdeal ruling, the hand is redealt and nobody pays', () => {
    const s = sheet({
      declarer: undefined,
      bid: undefined,
      trump: undefined,
      outcome: { kind: 'renonsz', case: 'deal-1', offender: 'C' },
    });
    expect(settleSheet(s)).toMatchObject({ outcome: 'redeal', deltas: { A: 0, B: 0, C: 0 } });
  });

  test('the sheet of a full record settles like the record (examples/random-seed-7.json)', () => {
    const record = parseDealRecord(JSON.parse(readFileSync('examples/random-seed-7.json', 'utf8')));
    expect(settleUltiRecord(sheetOf(record)).deltas).toEqual(replay(record).result.deltas);
  });

  test('a deal ended by a claim: its sheet says so and settles like the record', () => {
    const full = playRandomDeal(11);
    const { after } = replay(full);
    const cut = after.findIndex((s) => s.phase === 'play' && s.tricks.length === 3 && s.trick.length === 0);
    const state = after[cut]!;
    const others = state.order.filter((p) => p !== state.declarer);
    const claimed = parseDealRecord({
      ...full,
      talon: undefined,
      actions: [
        ...full.actions.slice(0, cut + 1),
        { type: 'claim', player: state.declarer, side: 'declarer', acceptedBy: others },
      ],
    });
    const result = replay(claimed).result;
    const s = sheetOf(claimed);
    expect(s.outcome).toMatchObject({ kind: 'played', claimed: true });
    expect(settleUltiRecord(s)).toEqual(result);
  });

  test('bids are found by their Hungarian name, accents optional', () => {
    expect(findBids('ult').map((b) => b.id)).toContain('piros-ultimo');
    expect(findBids('piros 40-100 ult').map((b) => b.id)).toEqual([
      'piros-40-100-ultimo',
      'piros-40-100-ultimo-4-asz',
      'piros-40-100-ultimo-durchmars',
      'piros-40-100-ultimo-teritett-durchmars',
    ]);
    expect(findBids('terített betli').map((b) => b.id)).toEqual(['teritett-betli']);
  });
});

describe('impossible sheets are refused naming the field', () => {
  const played = { kind: 'played', won: { parti: true } } as const;

  test('a component the bid does not contain', () => {
    expect(refusal(sheet({ outcome: { kind: 'played', won: { parti: true, ultimo: true } } }))).toEqual({
      code: 'not-a-part-of-bid',
      field: 'outcome.won.ultimo',
    });
  });

  test('a component of the bid left out', () => {
    expect(refusal(sheet({ bid: 'ultimo', outcome: played }))).toEqual({
      code: 'component-missing',
      field: 'outcome.won.ultimo',
    });
  });

  test('a kontra on a component that cannot be doubled', () => {
    expect(refusal(sheet({ kontra: { B: ['parti', '4-asz'], C: ['parti'] }, outcome: played }))).toEqual({
      code: 'not-a-part-of-bid',
      field: 'kontra.B.1',
    });
  });

  test('a silent 4 ász by two players', () => {
    const silent = [
      { kind: '4-asz', player: 'A' },
      { kind: '4-asz', player: 'B' },
    ] as const;
    expect(refusal(sheet({ outcome: { kind: 'played', won: { parti: true }, silent: [...silent] } }))).toEqual({
      code: 'silent-twice',
      field: 'outcome.silent.1',
    });
  });

  test('a rekontra without a kontra', () => {
    expect(refusal(sheet({ rekontra: { B: ['parti'], C: ['parti'] }, outcome: played }))).toEqual({
      code: 'rekontra-without-kontra',
      field: 'rekontra.B.0',
    });
  });

  test('a player not at the table', () => {
    expect(refusal(sheet({ kontra: { Z: ['parti'] }, outcome: played }))).toEqual({
      code: 'not-at-table',
      field: 'kontra.Z',
    });
    expect(refusal(sheet({ declarer: 'Z', outcome: played }))).toEqual({ code: 'not-at-table', field: 'declarer' });
  });

  test("a dealer who is not the sheet's next dealer, unless a seating ruling says so", () => {
    expect(refusal(sheet({ outcome: played }), { nextDealer: 'B' })).toEqual({ code: 'wrong-dealer', field: 'dealer' });
    const ruled = sheet({ outcome: { kind: 'renonsz', case: 'deal-5', offender: 'C', noticedInTime: true } });
    expect(settleSheet(ruled, { nextDealer: 'B' }).outcome).toBe('redeal');
  });

  test('the declarer cannot kontra; in trump games a kontra counts for both defenders', () => {
    expect(refusal(sheet({ kontra: { A: ['parti'] }, outcome: played }))).toEqual({
      code: 'declarer-cannot-kontra',
      field: 'kontra.A',
    });
    expect(refusal(sheet({ kontra: { B: ['parti'] }, outcome: played }))).toEqual({
      code: 'kontra-not-pairwise',
      field: 'kontra',
    });
  });

  test("in a no-trump game the partner joins the first defender's kontra as a whole, or doubles alone", () => {
    const betli = (kontra: SheetRecord['kontra']) =>
      sheet({ bid: 'betli', trump: undefined, kontra, outcome: { kind: 'played', won: { betli: false } } });
    // B is the first defender (A's right-hand neighbour): alone, B 10, C 5.
    expect(settleSheet(betli({ B: ['betli'] })).deltas).toEqual({ A: -15, B: 10, C: 5 });
    expect(settleSheet(betli({ C: ['betli'] })).deltas).toEqual({ A: -15, B: 5, C: 10 });
  });

  test('trump: named in non-red trump games, never in no-trump games', () => {
    expect(refusal(sheet({ trump: undefined, outcome: played }))).toEqual({ code: 'trump-missing', field: 'trump' });
    expect(refusal(sheet({ bid: 'betli', trump: 'tok', outcome: { kind: 'played', won: { betli: true } } }))).toEqual({
      code: 'trump-not-allowed',
      field: 'trump',
    });
  });

  test('silent items the game cannot have', () => {
    const ulti = sheet({
      bid: 'ultimo',
      outcome: {
        kind: 'played',
        won: { ultimo: true, parti: true },
        silent: [{ kind: 'ulti', player: 'A', result: 'made' }],
      },
    });
    expect(refusal(ulti)).toEqual({ code: 'silent-in-bid', field: 'outcome.silent.0' });
    const lost100 = sheet({
      outcome: { kind: 'played', won: { parti: false }, silent: [{ kind: '100', player: 'A' }] },
    });
    expect(refusal(lost100)).toEqual({ code: 'outcome-contradicts', field: 'outcome.silent.0' });
  });

  test('an unknown bid, a bad shape, and a ruling that does not end the deal', () => {
    expect(refusal(sheet({ bid: 'ulti', outcome: played }))).toEqual({ code: 'unknown-bid', field: 'bid' });
    expect(refusal({ ...sheet({ outcome: played }), players: ['A', 'B'] })).toEqual({
      code: 'sheet-field-invalid',
      field: 'players',
    });
    expect(refusal(sheet({ outcome: { kind: 'renonsz', case: 'play-10', offender: 'B' } }))).toEqual({
      code: 'renonsz-not-on-sheet',
      field: 'outcome.case',
    });
  });
});
