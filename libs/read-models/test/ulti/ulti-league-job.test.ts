// The ulti-league job: triggered when a league's session closes, computed from the documents.
import { describe, expect, it } from 'vitest';
import { MAUSZ_2017 } from '@club/ulti';
import { defineUltiCompetitionRules } from '@club/club';
import {
  createReplay,
  ultiLeagueJob,
  ultiLeagueProjection,
  ultiSessionProjection,
  ultiSessionTotalsProjection,
  type UltiLeagueDocument,
  type UltiLeagueTable,
} from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { Log } from './session-log';

const ABC = ['A', 'B', 'C'];

describe('the ulti-league job', () => {
  it('is keyed by the league and the position of the closing event, and writes the league table', () => {
    const log = new Log()
      .run('s1', {
        type: 'ScheduleUltiSession',
        sessionId: 's1',
        leagueId: 'L1',
        tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
        ruleSet: MAUSZ_2017,
      })
      .run('s2', {
        type: 'ScheduleUltiSession',
        sessionId: 's2',
        leagueId: 'L1',
        tables: [{ table: 1, players: ABC, firstDealer: 'A' }],
        ruleSet: MAUSZ_2017,
      })
      // s1: A passz thrown in (A −4, B +2, C +2). s2, A deals: B betli thrown in (B −20, A +10, C +10).
      .run('s1', { type: 'RecordUltiDeal', table: 1, dealNo: 1, record: concededDeal({ players: ABC, dealer: 'C' }) })
      .run('s2', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        record: concededDeal({ players: ABC, dealer: 'A', bid: 'betli' }),
      })
      .run('s1', { type: 'EndUltiRound', round: 1 })
      .run('s1', { type: 'CloseUltiSession' });
    const replay = createReplay(
      [ultiSessionProjection, ultiSessionTotalsProjection, ultiLeagueProjection],
      [ultiLeagueJob],
    );
    for (const e of log.events) replay.apply(e);
    const [job] = replay.latestJobs();
    expect(job?.jobId).toBe('ulti-league.L1.v6');
    const [write] = replay.derive()[0]!.writes;
    const table = write!.doc as UltiLeagueTable;
    // Only s1 is closed: B and C share +2 and the 2½ points of places 1–2; A is 3rd with 1 point.
    expect(table.sessions).toEqual(['s1']);
    expect(table.rows.map((r) => [r.rank, r.player, r.placementPoints, r.forints])).toEqual([
      [1, 'B', 2.5, 2],
      [1, 'C', 2.5, 2],
      [3, 'A', 1, -4],
    ]);

    log.run('s2', { type: 'EndUltiRound', round: 1 }).run('s2', { type: 'CloseUltiSession' });
    for (const e of log.events.slice(-2)) replay.apply(e);
    expect(replay.latestJobs()[0]!.jobId).toBe('ulti-league.L1.v8');
    const after = replay.derive()[0]!.writes[0]!.doc as UltiLeagueTable;
    // s2: A +10 and C +10 share 2½, B −20 has 1. Totals: C 5 (+12), A 3½ (+6), B 3½ (−18).
    expect(after.rows.map((r) => [r.rank, r.player, r.placementPoints, r.forints])).toEqual([
      [1, 'C', 5, 12],
      [2, 'A', 3.5, 6],
      [3, 'B', 3.5, -18],
    ]);
  });
});

describe('a league of the league streams', () => {
  it('takes its rules from LeagueCreated and its sessions from SessionAddedToLeague too', () => {
    // The league ranks by forints first, and pays 2, 1, 0 for places at a table of three.
    const competition = defineUltiCompetitionRules({
      placementPoints: { 3: [2, 1, 0], 4: [3, 2, 1, 0] },
      tieBreaks: ['forints', 'placement-points'],
    });
    const log = new Log()
      .league('autumn', {
        type: 'CreateLeague',
        leagueId: 'autumn',
        seasonId: 's2026',
        name: 'Autumn Ulti',
        game: 'ulti',
        rankingRule: { kind: 'ulti', competition },
      })
      .run('x', {
        type: 'ScheduleUltiSession',
        sessionId: 'x',
        tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
        ruleSet: MAUSZ_2017,
      })
      // C deals, A bids betli and throws in: A −20, B +10, C +10.
      .run('x', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        record: concededDeal({ players: ABC, dealer: 'C', bid: 'betli' }),
      })
      .run('x', { type: 'EndUltiRound', round: 1 })
      .run('x', { type: 'CloseUltiSession' })
      .league('autumn', { type: 'AddSessionToLeague', sessionId: 'x', game: 'ulti' });
    const replay = createReplay(
      [ultiSessionProjection, ultiSessionTotalsProjection, ultiLeagueProjection],
      [ultiLeagueJob],
    );
    for (const e of log.events) replay.apply(e);
    expect(replay.document<UltiLeagueDocument>('ulti.league', 'autumn')).toEqual({
      leagueId: 'autumn',
      name: 'Autumn Ulti',
      sessions: ['x'],
      competition,
      rulesFrom: 'league',
    });
    expect(replay.latestJobs().map((j) => j.jobId)).toEqual(['ulti-league.autumn.v6']);
    const table = replay.derive()[0]!.writes[0]!.doc as UltiLeagueTable;
    // The league's points score the session: B and C share places 1–2, (2 + 1) / 2 = 1½ each; A 0.
    expect(table.rows.map((r) => [r.rank, r.player, r.forints, r.placementPoints])).toEqual([
      [1, 'B', 10, 1.5],
      [1, 'C', 10, 1.5],
      [3, 'A', -20, 0],
    ]);
    expect(table.tieBreaks).toEqual(['forints', 'placement-points']);
  });
});
