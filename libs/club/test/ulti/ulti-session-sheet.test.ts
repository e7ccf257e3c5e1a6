// Given/when/then: deals entered from the score sheet (ulti-sheet/1) in an Ulti session.
import { describe, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { MAUSZ_2017, type SheetRecord } from '@club/ulti';
import { parseUltiSessionCommand, ultiSessionDecider, type UltiSessionEvent, type UltiSheetCheck } from '../../src';

const spec = deciderSpec(ultiSessionDecider);
const ABC = ['A', 'B', 'C'];

const scheduled = (sheetCheck: UltiSheetCheck = 'flag'): UltiSessionEvent =>
  ultiSessionDecider.decide(
    {
      type: 'ScheduleUltiSession',
      sessionId: 's1',
      tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
      ruleSet: MAUSZ_2017,
      sheetCheck,
    },
    ultiSessionDecider.initialState,
  )[0]!;

// C deals; A plays a piros ultimó, both defenders kontra the ulti, and makes it: 16 + 2 from each.
const piros: SheetRecord = {
  format: 'ulti-sheet/1',
  ruleSet: MAUSZ_2017,
  players: ABC,
  dealer: 'C',
  declarer: 'A',
  bid: 'piros-ultimo',
  kontra: { B: ['ultimo'], C: ['ultimo'] },
  outcome: { kind: 'played', won: { ultimo: true, parti: true } },
};

const recorded = (record: SheetRecord, deltas: Record<string, number>, outcome = 'played'): UltiSessionEvent => ({
  type: 'UltiDealRecorded',
  schemaVersion: 2,
  round: 1,
  table: 1,
  dealNo: 1,
  expectedDealer: 'C',
  board: null,
  irregularities: [],
  redeal: false,
  record,
  settlement: { outcome: outcome as 'played', declarer: 'A', contract: 'piros-ultimo', deltas },
});

describe('a deal entered from the score sheet', () => {
  it('is recorded with its settlement, through the command schema as a form would send it', () => {
    spec
      .given([scheduled()])
      .when(parseUltiSessionCommand({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: piros }))
      .then([recorded(piros, { A: 36, B: -18, C: -18 })]);
  });

  it('an impossible sheet is refused with the sheet’s code naming the field, and nothing is recorded', () => {
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: { ...piros, rekontra: { B: ['parti'] } } })
      .thenThrows('rekontra-without-kontra');
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: { ...piros, declarer: 'Z' } })
      .thenThrows('not-at-table');
  });

  it("a dealer other than the sheet's next dealer is refused under sheetCheck 'refuse'", () => {
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: { ...piros, dealer: 'B' } })
      .thenThrows('wrong-dealer');
  });

  it("the jury's later renonsz ruling replaces the sheet's outcome (B revoked: he pays the bid for both)", () => {
    const ruling = { type: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' } as const;
    const ruled: SheetRecord = { ...piros, outcome: { kind: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' } };
    // The bid with the said kontra: ulti 8 × 2 + játék 2 = 18 a defender; B pays A 36 and C 18.
    spec
      .given([scheduled(), recorded(piros, { A: 36, B: -18, C: -18 })])
      .when({
        type: 'RecordUltiJuryRuling',
        rulingId: 'r1',
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action: ruling },
      })
      .then([
        {
          type: 'UltiJuryRuling',
          schemaVersion: 2,
          rulingId: 'r1',
          round: 1,
          table: 1,
          ruling: { kind: 'renonsz', dealNo: 1, action: ruling },
          text: null,
          record: ruled,
          settlement: { outcome: 'ruling', declarer: 'A', contract: 'piros-ultimo', deltas: { A: 36, B: -54, C: 18 } },
        },
      ]);
  });
});
