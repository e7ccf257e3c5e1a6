// The demo club seeded into a SQLite file through the command handlers: every bridge session
// scored with matchpoints on every board and ranks, the appeal in progress with its 92B deadline,
// the Ulti league table, the read models equal to a fresh replay, and the same log from a second
// seed apart from event ids and recording times.
import { describe, expect, test } from 'vitest';
import { leftOf, parsePbnDeal, type Card } from '@club/bridge';
import type { SessionResults, UltiLeagueTable, UltiSessionDocument } from '@club/read-models';
import { appealTimeline, registry, seedDemoClub, summarizeDemoClub } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('seedDemoClub', () => {
  test('bridge results with matchpoints and ranks, an appeal in progress, an Ulti league table, verify clean, deterministic', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const seed = await seedDemoClub(club, { ultiDealsPerTable: 2 });
    await club.settle();

    for (const sessionId of ['mitchell1', 'howell1', 'tuesday1']) {
      const results = club.runner.derived('bridge-results', sessionId)!.doc as SessionResults;
      for (const section of results.sections) {
        expect(section.travellers.length).toBeGreaterThan(0);
        // Every table result is matchpointed (artificial scores too: they carry their percentage).
        for (const t of section.travellers)
          for (const r of t.rows) expect([r.mpNS, r.mpEW].every((v) => typeof v === 'number')).toBe(true);
        expect(section.totals.every((p) => /^\d+(=|-\d+)?$/.test(p.rank))).toBe(true);
      }
    }
    // 24 boards in each of the two Mitchell sections.
    const mitchell = club.runner.derived('bridge-results', 'mitchell1')!.doc as SessionResults;
    expect(mitchell.sections.map((s) => s.travellers.length)).toEqual([24, 24]);

    // The Howell is entered result-only: each traveller row shows the lead entered with it, a card of
    // declarer's left-hand opponent in the board's hand record; a passed board shows none.
    const howell = club.runner.derived('bridge-results', 'howell1')!.doc as SessionResults;
    const scheduled = club.store.readStream('session-howell1').find((e) => e.type === 'SessionScheduled')!.data as {
      boards: { board: number; deal: string }[];
    };
    const howellRows = howell.sections.flatMap((s) =>
      s.travellers.flatMap((t) => t.rows.map((r) => ({ board: t.board, ...r }))),
    );
    expect(howellRows.length).toBe(56); // 4 tables, 7 rounds of 2 boards
    for (const r of howellRows) {
      const deal = parsePbnDeal(scheduled.boards.find((b) => b.board === r.board)!.deal);
      if (r.declarer === null) expect(r.lead ?? null).toBeNull();
      else expect(deal[leftOf(r.declarer)]).toContain(r.lead as Card);
    }
    expect(howellRows.filter((r) => r.declarer !== null).length).toBeGreaterThan(0);

    // Published at 21:30 with the default 30 minutes: the appeal was lodged at 21:50, before the deadline.
    const timeline = appealTimeline(club, seed.appeal.appealId, '2026-11-16T22:20:00.000Z')!;
    expect(timeline.deadlines.find((d) => d.name === 'appeal')).toMatchObject({
      law: '92B',
      at: '2026-11-16T22:00:00.000Z',
      passed: true,
    });
    expect(timeline.entries.map((e) => e.type)).toEqual(
      expect.arrayContaining(['RulingGiven', 'AppealLodged', 'AppealRouted', 'AppealHearingScheduled']),
    );
    const appeal = club.store.readStream('appeal-ap1').map((e) => e.type);
    expect(appeal).not.toContain('AppealDecided');
    // ap7 was varied by the committee: Tuesday's traveller shows its score as decided on that appeal.
    const tuesday = club.runner.derived('bridge-results', 'tuesday1')!.doc as SessionResults;
    const onAppeal = tuesday.sections
      .flatMap((s) => s.travellers.flatMap((t) => t.rows))
      .filter((r) => r.decidedOnAppeal === 'ap7');
    expect(onAppeal).toHaveLength(1);
    expect(onAppeal[0]).toMatchObject({ adjusted: 'assigned' });

    const league = club.runner.derived('ulti-league-table', seed.ultiLeagueId)!.doc as UltiLeagueTable;
    // The evening in progress has no ended round: the league table does not count it yet.
    expect(league.sessions).toEqual(seed.ultiSessions);
    expect(league.live).toEqual([]);
    expect(league.rows).toHaveLength(9);
    // The Ulti players are members of the club.
    const members = new Set(
      club.store
        .readStream('club-demo')
        .filter((e) => e.type === 'MemberJoined')
        .map((e) => (e.data as { memberId: string }).memberId),
    );
    expect(league.rows.filter((r) => !members.has(r.player))).toEqual([]);

    // Tuesday: the insufficient bid replaced by the lowest sufficient bid in its denomination (27B1(a)),
    // the revoke established then ruled on, the disputed claim adjudicated; every board agreed.
    const types = (stream: string) => club.store.readStream(stream).map((e) => e.type);
    const rectified = club.store.readStream(seed.rulings.boards['insufficient-bid']);
    expect(rectified.find((e) => e.type === 'RectificationApplied')?.data).toMatchObject({
      optionChosen: '27B1a',
      laws: ['27B1(a)'],
    });
    const [underbid, replacement] = rectified
      .filter((e) => e.type === 'CallMade')
      .map((e) => e.data as { seat: string; call: { level: number; strain: string } })
      .filter((c) => c.call.level !== undefined)
      .slice(1);
    expect(replacement!.seat).toBe(underbid!.seat);
    expect([replacement!.call.level, replacement!.call.strain]).toEqual([
      underbid!.call.level + 1,
      underbid!.call.strain,
    ]);
    expect(types(seed.rulings.boards.revoke)).toEqual(
      expect.arrayContaining([
        'RevokeMade',
        'RevokeEstablished',
        'RevokeAttentionDrawn',
        'RulingGiven',
        'TricksAgreed',
      ]),
    );
    expect(types(seed.rulings.boards.claim)).toEqual(
      expect.arrayContaining(['ClaimMade', 'ClaimDisputed', 'ClaimAdjudicated', 'RulingGiven', 'TricksAgreed']),
    );
    const adjudicated = club.store.readStream(seed.rulings.boards.claim).find((e) => e.type === 'ClaimAdjudicated')!
      .data as { tricksToClaimerSide: number };
    const claimed = club.store.readStream(seed.rulings.boards.claim).find((e) => e.type === 'ClaimMade')!.data as {
      tricksClaimed: number;
    };
    expect(adjudicated.tricksToClaimerSide).toBe(claimed.tricksClaimed - 1);

    const summary = summarizeDemoClub(club);
    // Four bridge sessions, the three Ulti league sessions, the Ulti evening in progress and the pairs open for entry at the tables.
    expect(summary.sessions).toBe(9);
    const evening = club.runner.document<UltiSessionDocument>('ulti.session', seed.ultiEvening)!;
    expect(evening).toMatchObject({ status: 'scheduled', round: 1, rounds: [{ round: 1, status: 'drawn' }] });
    expect(evening.checkedIn).toHaveLength(9);
    // Two deals a table: table 1 has played both, table 2 one, table 3 none.
    expect(evening.tables.map((t) => t.deals.length)).toEqual([2, 1, 0]);
    // ap1 (its hearing scheduled) and the stages still in progress: ap4 lodged, ap5 heard, ap6 routed.
    expect(summary.appealsInProgress).toEqual([
      { appealId: 'ap1', tableBoardStream: seed.appeal.tableBoardStream },
      ...(['lodged', 'heard', 'routed'] as const).map((stage) => ({
        appealId: seed.appealStages[stage].appealId,
        tableBoardStream: seed.appealStages[stage].tableBoardStream,
      })),
    ]);
    // Each stage as the appeal's stream ends it.
    const lastOf = (appealId: string) => club.store.readStream(`appeal-${appealId}`).at(-1)!.type;
    expect(
      Object.fromEntries(Object.entries(seed.appealStages).map(([stage, a]) => [stage, lastOf(a.appealId)])),
    ).toEqual({
      decided: 'AppealDecided',
      withdrawn: 'AppealWithdrawn',
      lodged: 'AppealLodged',
      heard: 'AppealHeard',
      routed: 'AppealRouted',
      'further-appeal': 'FurtherAppealLodged',
    });
    // ap2's appellants paid a deposit, and the committee kept it: the appeal was without merit (Law 92A).
    const ap2 = club.store.readStream('appeal-ap2').map((e) => e.data as Record<string, unknown>);
    expect(ap2[0]).toMatchObject({ deposit: 20 });
    expect(ap2.at(-1)).toMatchObject({ outcome: 'upheld', meritless: true, deposit: 'kept' });
    expect(summary.events).toBe(club.store.headPosition());
    expect(club.runner.verify().ok).toBe(true);
    expect(club.store.verifyChain().ok).toBe(true);

    // A second seed into another file writes the same log apart from eventIds and recordedAt.
    const again = await clubs.open({ queue: 'in-process', registry, file: clubs.path('again.db') });
    await seedDemoClub(again, { ultiDealsPerTable: 2 });
    const content = (c: typeof club) =>
      c.store
        .readAll()
        .map((e) => JSON.stringify([e.streamId, e.type, e.data, e.metadata.occurredAt, e.metadata.actor]));
    expect(content(again)).toEqual(content(club));
  }, 90_000);
});
