// The rubber table's use cases on a real club file (the application registry): a scorer opens a
// table, records a rubber, a refusal names the field and records nothing, the sheet and the
// evening are read back, the ladder counts the closed evening, and verify agrees after rebuild.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openClub, rubberTableUseCases, type Club } from '../../src';

let dir: string | undefined;
let club: Club | undefined;
afterEach(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  club = undefined;
  dir = undefined;
});

const by = { memberId: 'anna' };
const played = (level: number, strain: 'S' | 'H' | 'NT', declarer: string, tricks: number, dealer: string) => ({
  dealer,
  contract: { level, strain, doubling: '' as const },
  declarer,
  tricks,
  honours: null,
});

describe('rubber table use cases', () => {
  it('open, score a rubber, refuse bad data naming the field, close; read the sheet, evening and ladder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rubber-'));
    club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
    const rubber = rubberTableUseCases(club, 'demo', () => new Date('2026-11-26T19:00:00Z'));
    const players = ['anna', 'bela', 'cecil', 'dora'].map((id) => ({ playerId: id, name: id, memberId: id }));
    expect(
      await rubber.openTable(
        {
          tableId: 'evening-1',
          seasonId: 's26',
          players,
          seating: { NS: ['anna', 'bela'], EW: ['cecil', 'dora'], out: null },
          firstDealer: 'anna',
          variant: 'standard',
          stake: 2,
        },
        by,
      ),
    ).toEqual({ ok: true });
    expect(rubber.sheet('evening-1')!.nextDealer).toBe('anna');
    await rubber.recordDeal({ tableId: 'evening-1', deal: played(4, 'S', 'anna', 10, 'anna') }, by);
    expect(rubber.sheet('evening-1')!.nextDealer).toBe('cecil');
    const refused = await rubber.recordDeal(
      { tableId: 'evening-1', deal: { ...played(4, 'S', 'bela', 10, 'cecil'), tricks: 14 } },
      by,
    );
    expect(refused).toMatchObject({ ok: false });
    expect(JSON.stringify(refused)).toContain('tricks');
    expect(rubber.sheet('evening-1')!.table.rubbers[0]!.deals).toHaveLength(1);
    await rubber.passOut({ tableId: 'evening-1', dealer: 'cecil' }, by);
    await rubber.recordDeal({ tableId: 'evening-1', deal: played(3, 'NT', 'bela', 10, 'bela') }, by);
    await rubber.closeTable({ tableId: 'evening-1' }, by);
    // NS 120 + 100 + 30 + 700 (2–0) = 950 → 900 (a half rounds down); 2 per 100: 18
    expect(rubber.evening('evening-1')!.rubbers[0]!.score.totals).toEqual({ NS: 950, EW: 0 });
    expect(rubber.evening('evening-1')!.players.map((p) => [p.playerId, p.points, p.money])).toEqual([
      ['anna', 900, 18],
      ['bela', 900, 18],
      ['cecil', -900, -18],
      ['dora', -900, -18],
    ]);
    expect(rubber.memberEvenings('dora').map((e) => [e.tableId, e.points, e.rubbersWon])).toEqual([
      ['evening-1', -900, 0],
    ]);
    expect(rubber.ladder({ kind: 'season', key: 's26' }).map((r) => [r.memberId, r.points])).toEqual([
      ['anna', 900],
      ['bela', 900],
      ['cecil', -900],
      ['dora', -900],
    ]);
    expect(club.runner.verify().ok).toBe(true);
  });
});
