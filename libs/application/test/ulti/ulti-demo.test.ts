// The demo Ulti league through the application layer: seeded, projected, the league table
// written by the job, and the read models equal to a fresh replay.
import { describe, expect, test } from 'vitest';
import type { UltiLeagueTable, UltiSessionDocument } from '@club/read-models';
import { registry, seedUltiDemoLeague } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('the demo Ulti league', () => {
  test('three closed sessions, nine players in the league table, every table zero-sum', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const ids = await seedUltiDemoLeague(club, { leagueId: 'demo', dealsPerTable: 3, seed: 7 });
    await club.settle();
    expect(ids).toEqual(['demo-1', 'demo-2', 'demo-3']);
    for (const id of ids) {
      const doc = club.runner.document<UltiSessionDocument>('ulti.session', id)!;
      expect(doc.status).toBe('closed');
      for (const t of doc.tables) expect(Object.values(t.totals).reduce((a, b) => a + b, 0)).toBe(0);
    }
    const table = club.runner.derived('ulti-league-table', 'demo')!.doc as UltiLeagueTable;
    expect(table.sessions).toEqual(ids);
    expect(table.rows).toHaveLength(9);
    expect(table.rows.every((r) => r.sessions === 3)).toBe(true);
    // Every table of three hands out 3 + 2 + 1 = 6 points: 3 sessions × 3 tables × 6.
    expect(table.rows.reduce((s, r) => s + r.placementPoints, 0)).toBe(54);
    // A deal is stored at version 2 (it carries its round).
    expect(club.store.readStream('ulti-session-demo-1')[1]).toMatchObject({
      type: 'UltiDealRecorded',
      schemaVersion: 2,
    });
    expect(club.runner.verify().ok).toBe(true);
  });
});
