// The table of what each renonsz case needs agrees with the engine: given a deal on the score sheet
// (A declarer of passz, B offends), when the ruling lacks one of the fields its case needs, then
// it is refused; with all of them (and with those it may have), it settles, paying nothing in sum.
import { describe, expect, test } from 'vitest';
import { isDomainError } from '@club/events';
import {
  MAUSZ_2017,
  RENONSZ_CASES,
  rulingFieldsOf,
  settleSheet,
  type RulingField,
  type SheetRecord,
  type SheetRuling,
} from '../src';

const sheet = (outcome: SheetRuling): SheetRecord => ({
  format: 'ulti-sheet/1',
  ruleSet: MAUSZ_2017,
  players: ['A', 'B', 'C'],
  dealer: 'C',
  declarer: 'A',
  bid: 'passz',
  outcome,
});

// A value the jury might give for each field: C the second bidder, A calling, a finding that ends the deal.
const GIVEN: { readonly [F in RulingField]-?: NonNullable<SheetRuling[F]> } = {
  caller: 'A',
  bid: 'piros-passz',
  beneficiary: 'C',
  complied: false,
  noticedInTime: true,
  component: 'parti',
  amounts: { A: 20, B: -30, C: 10 },
};

const ruling = (id: SheetRuling['case'], fields: readonly RulingField[]): SheetRuling => ({
  kind: 'renonsz',
  case: id,
  offender: 'B',
  ...Object.fromEntries(fields.map((f) => [f, GIVEN[f]])),
});

function refusal(r: SheetRuling): string | undefined {
  try {
    settleSheet(sheet(r));
  } catch (e) {
    return isDomainError(e) ? e.code : 'not a refusal';
  }
  return undefined;
}

const needing = RENONSZ_CASES.filter((c) => rulingFieldsOf(c.id).needs.length > 0).map((c) => c.id);

describe('the fields each renonsz case needs', () => {
  test('the cases that need more than the offender', () => {
    expect(needing).toEqual(['deal-5', 'deal-6', 'auction-4a', 'auction-5', 'auction-7a', 'no-violation', 'jury-set']);
  });

  test.each(needing.flatMap((id) => rulingFieldsOf(id).needs.map((field) => [id, field] as const)))(
    'given %s without %s, then the ruling is refused',
    (id, field) => {
      const rest = rulingFieldsOf(id).needs.filter((f) => f !== field);
      expect(refusal(ruling(id, rest))).toBeDefined();
    },
  );

  test.each(needing)('given %s with every field it needs, then it settles', (id) => {
    const { deltas } = settleSheet(sheet(ruling(id, rulingFieldsOf(id).needs)));
    expect(Object.values(deltas).reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('given the jury’s amounts, then they are the payments', () => {
    expect(settleSheet(sheet(ruling('jury-set', ['amounts']))).deltas).toEqual(GIVEN.amounts);
  });

  // The adjusting cases (play-12) are settled from a full record, not on the sheet.
  const paying = RENONSZ_CASES.filter((c) => c.effect === 'pay' && rulingFieldsOf(c.id).may.length > 0);
  test.each(paying.map((c) => c.id))('given %s with the fields it may have as well, then it settles', (id) => {
    const { needs, may } = rulingFieldsOf(id);
    const { deltas } = settleSheet(sheet(ruling(id, [...needs, ...may])));
    expect(Object.values(deltas).some((d) => d !== 0)).toBe(true);
  });
});
