// The ulti-standings job: every deal recorded publishes the session's running standings.
import { describe, expect, it } from 'vitest';
import { MAUSZ_2017 } from '@club/ulti';
import { createReplay, ultiSessionProjection, ultiStandingsJob, type UltiLiveStandings } from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { Log } from './session-log';

const ABC = ['A', 'B', 'C'];

describe('the ulti-standings job', () => {
  const replay = createReplay([ultiSessionProjection], [ultiStandingsJob]);
  const log = new Log().run('s1', {
    type: 'ScheduleUltiSession',
    sessionId: 's1',
    leagueId: 'L1',
    tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
    ruleSet: MAUSZ_2017,
  });
  const standings = () => replay.derive()[0]!.writes[0]!.doc as UltiLiveStandings;

  it('publishes the standings of a scheduled session before any deal: everyone level', () => {
    for (const e of log.events) replay.apply(e);
    expect(replay.latestJobs()[0]!.jobId).toBe('ulti-standings.s1.v1');
    expect(standings().ranking.map((r) => [r.rank, r.player, r.forints, r.deals])).toEqual([
      [1, 'A', 0, 0],
      [1, 'B', 0, 0],
      [1, 'C', 0, 0],
    ]);
  });

  it('publishes again on each deal recorded, with the forints, points and deals played', () => {
    // C deals, A passes and throws in: A −4, B +2, C +2 (ulti-league-job.test.ts has the same deal).
    log.run('s1', { type: 'RecordUltiDeal', table: 1, dealNo: 1, record: concededDeal({ players: ABC, dealer: 'C' }) });
    replay.apply(log.events.at(-1)!);
    expect(replay.latestJobs()[0]!.jobId).toBe('ulti-standings.s1.v2');
    const s = standings();
    expect(s.status).toBe('scheduled');
    expect(s.ranking.map((r) => [r.rank, r.player, r.forints, r.placementPoints, r.rounds, r.deals])).toEqual([
      [1, 'B', 2, 2.5, 1, 1],
      [1, 'C', 2, 2.5, 1, 1],
      [3, 'A', -4, 1, 1, 1],
    ]);
  });
});
