// The bridge demo seeded into a SQLite file: every session scored by the results job, the played
// tables recorded card by card, the rulings listed for the appeals demo, the read models verified.
import { describe, expect, test } from 'vitest';
import {
  playerHistoryFrom,
  type BridgeLeagueTable,
  type BridgePlayerDocument,
  type SessionResults,
  type Traveller,
} from '@club/read-models';
import { registry, seedBridgeDemo } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('the bridge demo', () => {
  test('three sessions, two rulings, a 79C2 correction, results for all, verify clean', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const summary = await seedBridgeDemo(club, { seed: 7 });
    await club.settle();
    expect(summary.sessions).toEqual(['mitchell1', 'howell1', 'teams1']);
    expect(summary.rulings.map((r) => [r.stream, r.rulingId])).toEqual([
      ['tableboard-mitchell1-A-3-9', 'r1'],
      ['tableboard-mitchell1-B-2-5', 'r2'],
    ]);

    const mitchell = club.runner.derived('bridge-results', 'mitchell1')!.doc as SessionResults;
    // Two sections of 12 pairs, each ranked in two fields of 6; 24 boards, each played at 6 tables.
    expect(mitchell.sections.map((s) => [s.section, s.totals.length, s.travellers.length])).toEqual([
      ['A', 12, 24],
      ['B', 12, 24],
    ]);
    expect(mitchell.sections.flatMap((s) => s.travellers).every((t) => t.rows.length === 6)).toBe(true);
    const adjusted = club.runner.derived('bridge-traveller', 'mitchell1.A.9')!.doc as Traveller;
    expect(adjusted.rows.find((r) => r.table === 3)?.adjusted).toBe('A40/60');

    // Table 1 of section A plays card by card: 52 cards on a board that is not passed out.
    const played = club.store.readStream('tableboard-mitchell1-A-1-1');
    const cards = played.filter((e) => e.type === 'CardPlayed').length;
    const passedOut = played.some(
      (e) => e.type === 'TableResultRecorded' && (e.data as { source: string }).source === 'passed-out',
    );
    expect(passedOut ? cards === 0 : cards === 52).toBe(true);
    expect(played.some((e) => e.type === 'TricksAgreed') || passedOut).toBe(true);
    expect(club.store.readStream('tableboard-mitchell1-B-4-7').map((e) => e.type)).toContain('ScoreCorrected');

    const howell = club.runner.derived('bridge-results', 'howell1')!.doc as SessionResults;
    expect(howell.sections[0]!.totals.map((t) => t.field)).toEqual(Array(8).fill('all'));
    const teams = club.runner.derived('bridge-results', 'teams1')!.doc as SessionResults;
    const match = teams.sections[0]!.match!;
    expect([match.home, match.away, match.boards]).toEqual(['Aces', 'Kings', 12]);
    expect(match.vp.home + match.vp.away).toBeCloseTo(20, 9);

    const league = club.runner.derived('bridge-league-table', 'pairs')!.doc as BridgeLeagueTable;
    expect(league.sessions).toEqual(['mitchell1', 'howell1']);
    expect(league.standings.length).toBe(48);
    // Member m01 played both pairs sessions (Mitchell A 1NS, Howell pair 1).
    const sessions = club.runner.document<BridgePlayerDocument>('bridge.player', 'm01')!.sessions;
    const history = playerHistoryFrom('m01', sessions, (kind, key) => club.runner.derived(kind, key));
    expect(history.sessions.map((s) => [s.sessionId, s.pair])).toEqual([
      ['mitchell1', '1NS'],
      ['howell1', '1'],
    ]);
    expect(history.averagePercentage).toBeCloseTo(
      (history.sessions[0]!.percentage! + history.sessions[1]!.percentage!) / 2,
      9,
    );
    expect(club.runner.verify().ok).toBe(true);
  }, 60_000);
});
