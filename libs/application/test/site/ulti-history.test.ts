// A member's Ulti history on the demo club (a real SQLite file): his four sessions (the league's
// three Saturdays and Sunday's evening in play) oldest first, each his own line of the session's
// published standings, the forints summed session by session, and the season's totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersReader, DEMO_CLUB_ID, type Club } from '../../src';
import { ultiHistoryReader } from '../../src/site/ulti-history';
import { createUltiReader } from '../../src/site/ulti-reader';
import { openSeededDemoClub } from './seeded-demo-club';

let club: Club;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('ulti-history-'));
}, 60_000);
afterAll(() => close());

const historyOf = (memberId: string) =>
  ultiHistoryReader(club, createMembersReader(club, DEMO_CLUB_ID).member).ultiHistory(memberId);

describe("a member's Ulti history", () => {
  it('lists the sessions he played, oldest first, on the days they were played', () => {
    const h = historyOf('m01');
    expect(h.name).not.toBe('m01');
    expect(h.sessions.map((s) => [s.sessionId, s.date.slice(0, 10), s.status, s.league])).toEqual([
      ['ulti-1', '2026-11-07', 'closed', 'Ulti league'],
      ['ulti-2', '2026-11-14', 'closed', 'Ulti league'],
      ['ulti-3', '2026-11-21', 'closed', 'Ulti league'],
      ['ulti-evening', '2026-11-22', 'scheduled', 'Ulti league'],
    ]);
  });

  it("gives each session his own line of that session's standings", () => {
    const ulti = createUltiReader(club);
    for (const s of historyOf('m01').sessions) {
      const standings = ulti.ultiSession(s.sessionId)!.ranking;
      const mine = standings.find((r) => r.player === 'm01')!;
      expect([s.forints, s.placementPoints, s.rank, s.rounds, s.fieldSize]).toEqual([
        mine.forints,
        mine.placementPoints,
        mine.rank,
        mine.rounds,
        standings.length,
      ]);
    }
  });

  it('sums the forints session by session, and per season', () => {
    const h = historyOf('m01');
    let sum = 0;
    for (const s of h.sessions) expect(s.cumulativeForints).toBe((sum += s.forints));
    expect(h.seasons).toEqual([
      {
        seasonId: 's2026',
        name: expect.any(String),
        sessions: 4,
        forints: sum,
        placementPoints: h.sessions.reduce((a, s) => a + s.placementPoints, 0),
      },
    ]);
  });

  it('is empty for a member who never played Ulti', () => {
    expect(historyOf('m02')).toMatchObject({ memberId: 'm02', sessions: [], seasons: [] });
  });
});
