// The demo club's rubber evening, totalled by hand (standard scoring, spec §6): five players, one
// cutting out by rubber, three rubbers, the last unfinished; a stake of 10 per 100 points.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openClub, rubberTableUseCases, seedDemoRubberEvening, type Club } from '../../src';

let dir: string | undefined;
let club: Club | undefined;
afterEach(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the demo rubber evening', () => {
  it('three rubbers, the third unfinished, settled to zero', async () => {
    dir = mkdtempSync(join(tmpdir(), 'demo-rubber-'));
    club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
    const tableId = await seedDemoRubberEvening(club, { clubId: 'demo', seasonId: 's2026', day: '2026-11-19' });
    await club.settle();
    const rubber = rubberTableUseCases(club, 'demo');
    const evening = rubber.evening(tableId)!;
    expect(evening.rubbers.map((r) => [r.score.totals, r.score.status])).toEqual([
      // NS 40 + 30 + 120 + 100 (honours) + 500 (4SX down 2 vulnerable) + 100 + 500 (2–1) = 1390; EW 60 + 100 = 160
      [{ NS: 1390, EW: 160 }, 'over'],
      // NS 100 + 30 + 180 + 750 (small slam vulnerable) + 700 (2–0) = 1760
      [{ NS: 1760, EW: 0 }, 'over'],
      // NS 60 + 30 + 100 (3CX down 1) + 100 (part-score, unfinished) = 290
      [{ NS: 290, EW: 0 }, 'over'],
    ]);
    // margins 1230 → 1200, 1760 → 1800, 290 → 300
    // m03 +1200 −1800 −300 = −900; m16 +1200 +300 = 1500; m29 −1200 +1800 = 600;
    // m42 −1200 −1800 +300 = −2700; guest +1800 −300 = 1500; sum 0
    expect(evening.players.map((p) => [p.playerId, p.points, p.money])).toEqual([
      ['m03', -900, -90],
      ['m16', 1500, 150],
      ['m29', 600, 60],
      ['m42', -2700, -270],
      ['guest-peter', 1500, 150],
    ]);
    expect(rubber.ladder({ kind: 'season', key: 's2026' }).map((r) => [r.memberId, r.points, r.place])).toEqual([
      ['m16', 1500, 1],
      ['m29', 600, 2],
      ['m03', -900, 3],
      ['m42', -2700, 4],
    ]);
    expect(rubber.memberEvenings('m16')).toEqual([
      {
        tableId,
        openedAt: '2026-11-19T18:00:00.000Z',
        closed: true,
        points: 1500,
        rubbersPlayed: 2,
        rubbersWon: 2,
        money: 150,
      },
    ]);
  });
});
