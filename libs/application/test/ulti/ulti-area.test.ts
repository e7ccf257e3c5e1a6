// The Ulti area through the application layer: commands on a real SQLite file, the read models
// caught up, and the ulti-league job writing the league table when a session closes.
import { describe, expect, test } from 'vitest';
import type { UltiSessionCommand } from '@club/club';
import type { UltiLeagueTable, UltiSessionDocument } from '@club/read-models';
import { MAUSZ_2017 } from '@club/ulti';
import { executeUltiSession, registry } from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const ABC = ['A', 'B', 'C'];

describe('the Ulti area in the application registry', () => {
  test('a closed league session yields the league table through the in-process job', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const run = (command: UltiSessionCommand) => executeUltiSession(club, 'u1', command);
    await run({
      type: 'ScheduleUltiSession',
      sessionId: 'u1',
      leagueId: 'spring',
      tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
      ruleSet: MAUSZ_2017,
    });
    // A bids passz and throws in: A −4, B +2, C +2 (§6.7). B and C share places 1–2: 2½ points each.
    await run({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: concededDeal({ players: ABC, dealer: 'C' }) });
    await run({ type: 'EndUltiRound', round: 1 });
    await run({ type: 'CloseUltiSession' });
    await club.settle();
    expect(club.runner.document<UltiSessionDocument>('ulti.session', 'u1')?.tables[0]?.totals).toEqual({
      A: -4,
      B: 2,
      C: 2,
    });
    const derived = club.runner.derived('ulti-league-table', 'spring');
    expect(derived?.jobId).toBe('ulti-league.spring.v4');
    expect((derived?.doc as UltiLeagueTable).rows.map((r) => [r.rank, r.player, r.placementPoints])).toEqual([
      [1, 'B', 2.5],
      [1, 'C', 2.5],
      [3, 'A', 1],
    ]);
    expect(club.runner.verify().ok).toBe(true);
  });
});
