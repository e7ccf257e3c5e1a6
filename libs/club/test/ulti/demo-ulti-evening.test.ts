// The demo evening in progress: the decider accepts every command; table 1's last three deals were
// entered by the score sheet (a concession, a renonsz ruling, a csendes ulti caught), so a newcomer
// sees in the ledger what a score-keeper records besides won and lost.
import { describe, expect, it } from 'vitest';
import { fold } from '@club/events';
import { demoUltiEvening, ultiSessionDecider, type UltiSessionEvent } from '../../src';

const PLAYERS = Array.from({ length: 9 }, (_, i) => `p${i + 1}`);

describe('the demo Ulti evening', () => {
  it('table 1 plays its six deals, the last three from the score sheet; table 2 three, table 3 none', () => {
    const events: UltiSessionEvent[] = [];
    for (const c of demoUltiEvening({ players: PLAYERS }).commands)
      events.push(...ultiSessionDecider.decide(c, fold(ultiSessionDecider, events)));
    const deals = events.filter((e) => e.type === 'UltiDealRecorded');
    expect([1, 2, 3].map((t) => deals.filter((d) => d.table === t).length)).toEqual([6, 3, 0]);
    const table1 = deals.filter((d) => d.table === 1);
    expect(table1.map((d) => d.record.format)).toEqual([
      ...Array(3).fill('ulti-deal/1'),
      ...Array(3).fill('ulti-sheet/1'),
    ]);
    const sheets = table1.slice(3).map((d) => (d.record.format === 'ulti-sheet/1' ? d.record.outcome : null));
    expect(sheets.map((o) => o?.kind)).toEqual(['conceded', 'renonsz', 'played']);
    expect(sheets[2]).toMatchObject({ silent: [{ kind: 'ulti', result: 'lost' }] });
    // Each settled: the concession and the revoke paid by someone, the caught ulti costing its declarer.
    for (const d of table1.slice(3)) {
      const paid = Object.values(d.settlement.deltas);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
      expect(paid.some((x) => x < 0)).toBe(true);
    }
    const caught = table1[5]!;
    if (caught.record.format !== 'ulti-sheet/1') throw new Error('deal 6 came by the score sheet');
    expect(caught.settlement.deltas[caught.record.declarer!]).toBeLessThan(0);
  });
});
