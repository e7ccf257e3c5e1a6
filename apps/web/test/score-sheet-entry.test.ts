// The score-keeper's entry as a sheet (ulti-sheet/1): given the taps, the sheet the preview settles
// (the engine's forints for it), nothing until the outcome has what it needs; and the pickers of the
// silent items and of how the deal ended, as the page shows them.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BID_TABLE, MAUSZ_2017, parseSheetRecord, settleSheet } from '@club/ulti';
import { DealEnding, PLAYED_OUT } from '../src/components/ulti/deal-ending';
import { sheetRecordOf, type SheetEntry } from '../src/components/ulti/sheet-entry-record';
import { NO_SILENT, SilentItems } from '../src/components/ulti/silent-items';
import { renderIn } from './render-in';

const sheet = {
  ruleSet: MAUSZ_2017,
  seating: ['A', 'B', 'C'],
  dealer: 'C',
  bids: BID_TABLE.map((b) => ({ id: b.id, name: b.name, components: [...b.components], red: b.red, search: b.id })),
};
const entry = (fields: Partial<SheetEntry>): SheetEntry => ({
  declarer: 'A',
  bidId: 'passz',
  trump: 'makk',
  levels: {},
  lost: {},
  silent: NO_SILENT,
  ending: PLAYED_OUT,
  ...fields,
});
const settled = (e: SheetEntry) => settleSheet(parseSheetRecord(sheetRecordOf(sheet, e)));

describe('the score-keeper’s entry as a sheet', () => {
  it('a parti with a csendes ulti caught on the last trick: the silent item lost, by the declarer', () => {
    const e = entry({ silent: { ...NO_SILENT, ulti: 'A', ultiLost: true } });
    expect(sheetRecordOf(sheet, e)?.outcome).toEqual({
      kind: 'played',
      won: { parti: true },
      silent: [{ kind: 'ulti', player: 'A', result: 'lost' }],
    });
    // The játék 1 from each defender; the caught ulti costs 2 + 2 to each: −3 a defender's side.
    expect(settled(e).deltas).toEqual({ A: -6, B: 3, C: 3 });
  });

  it('silent items in the order of the pickers, a claim marked', () => {
    const e = entry({
      silent: { hundred: 'A', ulti: 'A', ultiLost: false, aces: 'A', durchmars: 'A' },
      ending: { ...PLAYED_OUT, claimed: true },
    });
    const outcome = sheetRecordOf(sheet, e)?.outcome;
    expect(outcome).toMatchObject({ kind: 'played', claimed: true });
    expect(outcome?.kind === 'played' && outcome.silent?.map((s) => s.kind)).toEqual([
      '100',
      'ulti',
      '4-asz',
      'durchmars',
    ]);
  });

  it('a concession needs when it came; before the first card the bid is paid kontra’d', () => {
    const conceded = { ...PLAYED_OUT, kind: 'conceded' as const };
    expect(sheetRecordOf(sheet, entry({ ending: conceded }))).toBeNull();
    const e = entry({ bidId: '20-100', trump: 'zold', ending: { ...conceded, when: 'before-first-card' } });
    expect(sheetRecordOf(sheet, e)?.outcome).toEqual({ kind: 'conceded', when: 'before-first-card' });
    // Spec Ex 13: a 20-100 thrown in before the lead pays 16 to each defender.
    expect(settled(e).deltas).toEqual({ A: -32, B: 16, C: 16 });
  });

  it('a renonsz needs its case and offender, not a bid; the caller only when named', () => {
    const ruling = { ...PLAYED_OUT, kind: 'renonsz' as const, case: 'deal-1' };
    expect(sheetRecordOf(sheet, entry({ ending: ruling }))).toBeNull();
    const redeal = entry({ declarer: '', bidId: '', trump: '', ending: { ...ruling, offender: 'C' } });
    expect(sheetRecordOf(sheet, redeal)).toMatchObject({ outcome: { kind: 'renonsz', case: 'deal-1', offender: 'C' } });
    expect(sheetRecordOf(sheet, redeal)).not.toHaveProperty('bid');
    expect(settled(redeal).outcome).toBe('redeal');
    const revoke = entry({ ending: { ...ruling, case: 'play-4', offender: 'C', caller: 'B' } });
    expect(sheetRecordOf(sheet, revoke)?.outcome).toEqual({
      kind: 'renonsz',
      case: 'play-4',
      offender: 'C',
      caller: 'B',
    });
  });

  it('a played deal waits for its declarer and bid; won or lost is per component', () => {
    expect(sheetRecordOf(sheet, entry({ declarer: '' }))).toBeNull();
    const e = entry({ bidId: 'piros-ultimo', trump: '', lost: { ultimo: true } });
    expect(sheetRecordOf(sheet, e)?.outcome).toEqual({ kind: 'played', won: { ultimo: false, parti: true } });
  });
});

describe('the pickers', () => {
  const names = (p: string) => `Player ${p}`;
  it('the silent ulti asks made or lost only once its player is chosen', () => {
    const none = renderIn(
      createElement(SilentItems, { value: NO_SILENT, onChange: () => {}, players: ['A', 'B', 'C'], nameOf: names }),
    );
    expect(none.match(/<select/g)).toHaveLength(4);
    expect(none).not.toContain('caught on the last trick');
    const lost = renderIn(
      createElement(SilentItems, {
        value: { ...NO_SILENT, ulti: 'B', ultiLost: true },
        onChange: () => {},
        players: ['A', 'B', 'C'],
        nameOf: names,
      }),
    );
    expect(lost).toContain('csendes ulti lost: caught on the last trick (bukott)');
    expect(lost).toContain('<abbr title="silent: made');
  });

  it('a renonsz offers the sheet’s cases and every player of the table as offender and caller', () => {
    const html = renderIn(
      createElement(DealEnding, {
        value: { ...PLAYED_OUT, kind: 'renonsz' },
        onChange: () => {},
        sheet: { seating: ['A', 'B', 'C', 'D'], rulings: [{ id: 'play-4', source: '§13(3)#4', what: 'revoke' }] },
        nameOf: names,
      }),
    );
    expect(html).toContain('<option value="play-4">§13(3)#4 revoke</option>');
    expect(html.match(/<option value="D">Player D<\/option>/g)).toHaveLength(2);
  });
});
