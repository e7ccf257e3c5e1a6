// The renonsz cases a score-keeper records on the sheet: given a sheet naming only the case, the
// offender and the caller, when it is settled, then a redeal pays nothing and a payment is made by
// the one the case charges; the cases left to the jury need more than that.
import { describe, expect, test } from 'vitest';
import { isDomainError } from '@club/events';
import { MAUSZ_2017, RENONSZ_CASES, settleSheet, SHEET_RENONSZ_CASES, type SheetRecord } from '../src';

const ruled = (outcome: Extract<SheetRecord['outcome'], { kind: 'renonsz' }>): SheetRecord => ({
  format: 'ulti-sheet/1',
  ruleSet: MAUSZ_2017,
  players: ['A', 'B', 'C'],
  dealer: 'C',
  declarer: 'A',
  bid: 'passz',
  outcome,
});

// Who pays when B (a defender) offends and A calls: the caller when there was no violation (§10(3)g),
// the declarer when his bid is lost whoever caused it (§13(3)#1, #2, #9a), else the offender.
const payerOf = (id: string) => (['no-violation', 'play-1', 'play-2', 'play-9a'].includes(id) ? 'A' : 'B');

describe('renonsz rulings on the score sheet', () => {
  test.each(SHEET_RENONSZ_CASES.map((c) => [c.id, c.effect] as const))(
    'given %s by B, called by A, when settled, then the case’s payment (%s)',
    (id, effect) => {
      const { deltas } = settleSheet(ruled({ kind: 'renonsz', case: id, offender: 'B', caller: 'A' }));
      expect(Object.values(deltas).reduce((a, b) => a + b, 0)).toBe(0);
      if (effect === 'redeal') expect(deltas).toEqual({ A: 0, B: 0, C: 0 });
      else expect(Object.keys(deltas).filter((p) => deltas[p]! < 0)).toEqual([payerOf(id)]);
    },
  );

  test('every case that ends the deal by itself is on the sheet; the second bidder’s and the jury’s own sums are not', () => {
    const ending = RENONSZ_CASES.filter((c) => c.effect === 'pay' || c.effect === 'redeal').map((c) => c.id);
    const onSheet = SHEET_RENONSZ_CASES.map((c) => c.id);
    expect(ending.filter((id) => !onSheet.includes(id))).toEqual(['auction-7a', 'jury-set']);
  });

  test.each(['auction-7a', 'jury-set'] as const)(
    'given %s with only its offender and caller, then the sheet is refused: it needs the jury’s figures',
    (id) => {
      let code: string | undefined;
      try {
        settleSheet(ruled({ kind: 'renonsz', case: id, offender: 'B', caller: 'A' }));
      } catch (e) {
        code = isDomainError(e) ? e.code : 'not a refusal';
      }
      expect(code).toBe('ruling-refused');
    },
  );
});
