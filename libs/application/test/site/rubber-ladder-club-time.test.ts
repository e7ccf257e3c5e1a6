// The rubber ladder's month on the site goes by the club's calendar (CLUB_TIME_ZONE): an evening
// opened half an hour after midnight in Budapest on 1 December is December's, though UTC still
// says 30 November; the month offered as "now" is the club's month too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openClub, rubberSiteUseCases, type Club } from '../../src';

let dir: string | undefined;
let club: Club | undefined;
afterEach(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the rubber ladder's month on the club's calendar", () => {
  it('an evening just after midnight in the club counts toward the club’s new month', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rubber-ladder-zone-'));
    club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
    let now = new Date('2026-11-30T23:30:00Z');
    const site = (timeZone: string) =>
      rubberSiteUseCases(club!, {
        clubId: 'demo',
        now: () => now,
        currentSeason: () => null,
        ladderPeriod: 'month',
        timeZone,
      });
    const budapest = site('Europe/Budapest');
    const by = { memberId: 'm1' };
    const opened = await budapest.openRubberTable(
      {
        players: ['m1', 'm2', 'm3', 'm4'].map((id) => ({ playerId: id, name: id, memberId: id })),
        seating: { NS: ['m1', 'm2'], EW: ['m3', 'm4'], out: null },
        firstDealer: 'm1',
        variant: 'standard',
      },
      by,
    );
    expect(opened.ok).toBe(true);
    const tableId = opened.ok ? opened.tableId : '';
    const deal = { dealer: 'm1', contract: { level: 4, strain: 'S' as const, doubling: '' as const } };
    expect(
      await budapest.recordRubberDeal({ tableId, deal: { ...deal, declarer: 'm1', tricks: 10, honours: null } }, by),
    ).toEqual({ ok: true });
    now = new Date('2026-12-01T01:30:00Z');
    expect(await budapest.closeRubberTable({ tableId }, by)).toEqual({ ok: true });

    const ladder = budapest.rubberLadder({});
    // 02:30 on 1 December in Budapest: December's ladder, holding the evening (120 + 300 unfinished → 400).
    expect([ladder.period, ladder.periods]).toEqual(['2026-12', ['2026-12']]);
    expect(ladder.rows.map((r) => [r.memberId, r.points])).toEqual([
      ['m1', 400],
      ['m2', 400],
      ['m3', -400],
      ['m4', -400],
    ]);
    // Read by UTC the same evening would have been November's: what the club's zone corrects.
    expect(site('UTC').rubberLadder({ period: '2026-11' }).rows).toHaveLength(4);
    expect(budapest.rubberLadder({ period: '2026-11' }).rows).toEqual([]);
  });
});
