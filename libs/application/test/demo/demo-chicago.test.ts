// The demo club's Chicago table, scored by hand (spec: Chicago): four deals counted, the passed-out
// one redealt by the same dealer; vulnerability by deal number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openClub, rubberTableUseCases, seedDemoChicagoTable, type Club } from '../../src';

let dir: string | undefined;
let club: Club | undefined;
afterEach(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the demo Chicago table', () => {
  it('one round of four deals, a passed-out deal redealt and not counted', async () => {
    dir = mkdtempSync(join(tmpdir(), 'demo-chicago-'));
    club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
    const tableId = await seedDemoChicagoTable(club, { clubId: 'demo', day: '2026-11-19' });
    await club.settle();
    const sheet = rubberTableUseCases(club, 'demo').sheet(tableId)!;
    expect(sheet.table.variant).toBe('chicago');
    const [round] = sheet.table.rubbers;
    expect(sheet.table.rubbers).toHaveLength(1);
    // Five entries at the table, the second passed out by István and dealt again by him.
    expect(round!.deals.map((d) => [d.kind, d.dealer])).toEqual([
      ['played', 'm07'],
      ['passed-out', 'm33'],
      ['played', 'm33'],
      ['played', 'm20'],
      ['played', 'm46'],
    ]);
    const score = sheet.evening.rubbers[0]!.score;
    expect(score.status).toBe('over');
    // Counted deals: none vulnerable, EW (István dealt), NS (Hanna dealt), both.
    expect(score.deals.filter((d) => d.entries.length > 0).map((d) => d.vulnerable)).toEqual([
      { NS: false, EW: false },
      { NS: false, EW: true },
      { NS: true, EW: false },
      { NS: true, EW: true },
    ]);
    // NS: 2H+1 60 + 30; 3NT= 100 + 500 vulnerable game = 690.
    // EW: 4S= 120 + 500 vulnerable game; 3C= 60 + 100 fourth-deal part-score = 780.
    expect(score.totals).toEqual({ NS: 690, EW: 780 });
  });
});
