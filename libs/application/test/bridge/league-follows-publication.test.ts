// A league table follows its sessions' official scores on a real SQLite club: the table counts a
// session once its score is made available, and changes with every later result change (a 79C2
// correction, a procedural penalty, an adjusted score) — also in a league the session was only added
// to (the table-board events carry no league id). A rebuild writes the same documents.
import { describe, expect, test } from 'vitest';
import {
  leagueDecider,
  leagueStreamId,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  clubTableBoardCommandOf,
  type ClubTableBoardCommandInput,
  type LeagueCommand,
  type SessionCommand,
  type TableBoardRef,
} from '@club/club';
import type { BridgeLeagueTable } from '@club/read-models';
import { executeBridge, openTableBoardCommand, registry, scoreClockOf, type Club } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

function commandsOf(club: Club) {
  return {
    league: (leagueId: string, command: LeagueCommand) =>
      executeBridge(club, leagueStreamId(leagueId), leagueDecider, command),
    session: (command: SessionCommand) => executeBridge(club, sessionStreamId('wed'), sessionDecider, command),
    board: (table: number, command: ClubTableBoardCommandInput) => {
      const ref: TableBoardRef = { sessionId: 'wed', section: 'A', table, board: 1 };
      return executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, clubTableBoardCommandOf(command));
    },
  };
}

/** member → league score (the session percentage under average-percentage), from the stored league table. */
function table(club: Club, leagueId: string) {
  const stored = club.runner.derived('bridge-league-table', leagueId);
  const doc = stored?.doc as BridgeLeagueTable | undefined;
  return { jobId: stored?.jobId, scores: Object.fromEntries((doc?.standings ?? []).map((s) => [s.memberId, s.score])) };
}

const positionOf = (club: Club, type: string) =>
  club.store
    .readAll({})
    .filter((e) => e.type === type)
    .at(-1)!.position;

describe('league tables follow publication and later result changes', () => {
  test('publish, correct, penalise, adjust: both leagues of the session follow; rebuild writes the same', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const { league, session, board } = commandsOf(club);
    await league('spring', {
      type: 'CreateLeague',
      leagueId: 'spring',
      seasonId: 's2026',
      name: 'Spring',
      game: 'bridge',
      rankingRule: { kind: 'average-percentage', minSessions: 1 },
    });
    await league('ladder', {
      type: 'CreateLeague',
      leagueId: 'ladder',
      seasonId: 's2026',
      name: 'Ladder',
      game: 'bridge',
      rankingRule: { kind: 'average-percentage', minSessions: 1 },
    });
    await session({
      type: 'ScheduleSession',
      sessionId: 'wed',
      name: 'Wednesday pairs',
      leagueId: 'spring',
      startsAt: '2026-11-25T18:00:00.000Z',
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
      boards: [1, 2, 3, 4, 5, 6].map((b) => ({ board: b })),
      entrants: [1, 2, 3].flatMap((t) => [
        { section: 'A', pair: `${t}NS`, players: [`n${t}`, `s${t}`] },
        { section: 'A', pair: `${t}EW`, players: [`e${t}`, `w${t}`] },
      ]),
    });
    await league('ladder', { type: 'AddSessionToLeague', sessionId: 'wed', game: 'bridge' });
    // Board 1 (N, None) at table 1 (1NS v 1EW), table 3 (3NS v 2EW), table 2 (2NS v 3EW): 4S= +420, 4S-1 -50, 4S+1 +450.
    for (const [t, tricks] of [
      [1, 10],
      [3, 9],
      [2, 11],
    ] as const) {
      await board(
        t,
        openTableBoardCommand(
          club.store,
          { sessionId: 'wed', section: 'A', table: t, board: 1 },
          '2026-11-25T18:10:00.000Z',
        ),
      );
      await board(t, { type: 'EnterResult', contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N', tricks });
    }
    await club.settle();
    // Before publication the session does not count.
    expect(table(club, 'spring').scores).toEqual({});
    expect(table(club, 'ladder').scores).toEqual({});

    await session({ type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-25T21:00:00.000Z' });
    await club.settle();
    // Top 4: +450 4 (100 %), +420 2 (50 %), -50 0 (0 %); East-West the other way round.
    const published = {
      n1: 50,
      s1: 50,
      e1: 50,
      w1: 50,
      n2: 100,
      s2: 100,
      e3: 0,
      w3: 0,
      n3: 0,
      s3: 0,
      e2: 100,
      w2: 100,
    };
    expect(table(club, 'spring').scores).toEqual(published);
    expect(table(club, 'ladder')).toEqual({
      jobId: `bridge-league.ladder.v${positionOf(club, 'OfficialScoreMadeAvailable')}`,
      scores: published,
    });

    // A 79C2 correction at table 3: 4S-1 → 4S= (+420). +420 twice share 1 each: 25 %; 2EW and 1EW 75 %.
    const late = {
      type: 'CorrectResult' as const,
      after: { contract: '4S', declarer: 'N' as const, tricks: 10 },
      reason: 'tabulation-error',
      clock: scoreClockOf(club.store, 'wed', '2026-11-25T21:40:00.000Z'),
    };
    await board(3, {
      type: 'AuthorizeLateScoreCorrection',
      authorizationId: 'a1',
      directorId: 'td',
      organizerId: 'to',
      attestation: 'score slip reads 10 tricks',
      at: '2026-11-25T21:39:00.000Z',
    });
    await board(3, { ...late, authorizationId: 'a1' });
    await club.settle();
    const corrected = {
      n1: 25,
      s1: 25,
      e1: 75,
      w1: 75,
      n2: 100,
      s2: 100,
      e3: 0,
      w3: 0,
      n3: 25,
      s3: 25,
      e2: 75,
      w2: 75,
    };
    for (const leagueId of ['spring', 'ladder']) {
      expect(table(club, leagueId)).toEqual({
        jobId: `bridge-league.${leagueId}.v${positionOf(club, 'ScoreCorrected')}`,
        scores: corrected,
      });
    }

    // A procedural penalty of 25 % of a top on 2NS after publication: 100 % − 25 % = 75 %.
    await board(2, {
      type: 'AssessProceduralPenalty',
      contestant: '2NS',
      amount: 25,
      unit: '%top',
      law: '90B2',
      at: '2026-11-25T21:45:00.000Z',
    });
    await club.settle();
    expect(table(club, 'ladder').scores).toMatchObject({ n2: 75, s2: 75 });
    expect(table(club, 'spring').scores).toMatchObject({ n2: 75, s2: 75 });

    // An artificial adjusted score at table 1 within the ruling period (A+ for NS, A- for EW).
    await board(1, {
      type: 'GiveRuling',
      rulingId: 'r1',
      laws: ['12C2a'],
      rulingType: 'artificial-adjusted-score',
      offendingSide: 'EW',
      text: 'board fouled',
      appealRightNotified: true,
      at: '2026-11-25T21:20:00.000Z',
    });
    await board(1, {
      type: 'AdjustScore',
      rulingId: 'r1',
      laws: ['12C2a'],
      ns: { kind: 'artificial', grade: 'A+' },
      ew: { kind: 'artificial', grade: 'A-' },
      clock: scoreClockOf(club.store, 'wed', '2026-11-25T21:25:00.000Z'),
    });
    await club.settle();
    const adjusted = table(club, 'spring');
    expect(adjusted.jobId).toBe(`bridge-league.spring.v${positionOf(club, 'ScoreAdjusted')}`);
    // 1NS no longer compared: A+ = 60 %; 1EW A- = 40 %; the two other tables compared between themselves (Neuberg from 2 to 3 results).
    expect([adjusted.scores['n1'], adjusted.scores['e1']]).toEqual([60, 40]);
    expect(table(club, 'ladder').scores).toEqual(adjusted.scores);

    // A rebuild replays the whole log and writes the same league tables from the same jobs.
    const before = ['spring', 'ladder'].map((id) => club.runner.derived('bridge-league-table', id));
    club.runner.rebuild();
    const after = ['spring', 'ladder'].map((id) => club.runner.derived('bridge-league-table', id));
    expect(after.map((d) => [d?.jobId, d?.doc])).toEqual(before.map((d) => [d?.jobId, d?.doc]));
    expect(club.runner.verify().ok).toBe(true);
  });
});
