// Issue 15, a later segment of a vugraph match with substitutes, recorded on a real SQLite club. The
// header carries 5 IMPs over for Aces and 2 for Kings; Aces field eight players (Nora, Sid, Ella and
// Will on board 2). Board 1 gives Kings 11 IMPs (+520 open v +1020 closed), board 2 is flat, so the
// match is Aces 5 + 0 = 5, Kings 2 + 11 = 13: a margin of 8 over 2 boards, 4.50 – 15.50 VP on the WBF
// scale (τ^(3·8/21.21) = 0.580; 10 + 10·(1 − 0.580)/(1 − 0.236) = 15.50).
import { BRIDGE_RESULTS, BRIDGE_SESSION_PROJECTION, type SessionResults as StoredResults } from '@club/read-models';
import { TEAM_MATCH_SEGMENT } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { leagueReviewUseCases } from '../../src/site/league-import-review';
import { createResultsReader } from '../../src/site/results-reader';
import { checkedImport } from '../support/import-checked';
import { openImportClub } from '../support/import-club';

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-lin-segment-', {
    members: [
      ['la', 'Lea Admin'],
      ['nora', 'Nora'],
    ],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'autumn', name: 'Autumn' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

describe('a vugraph segment with substitutes and carry-over imported as a teams match', () => {
  let sessionId: string;

  it('is checked with the carry-over in the IMP totals and the VPs', async () => {
    const c = leagueSiteCommands(club, 'demo');
    const { importId, progress } = await checkedImport(c, 'segment2.lin', Buffer.from(TEAM_MATCH_SEGMENT));
    expect(progress.problems).toEqual([]);
    expect(progress.matches).toHaveLength(1);
    expect(progress.matches[0]).toMatchObject({
      impsHome: 5,
      impsAway: 13,
      carriedOver: { home: 5, away: 2 },
      vpHome: 4.5,
      vpAway: 15.5,
    });
    expect(progress.standings.map((s) => [s.pair, s.names, s.total])).toEqual([
      ['Kings', 'Edith, Wendy, Nick, Sue', 15.5],
      ['Aces', 'Ned, Sam, Eve, Walt, Nora, Sid, Ella, Will', 4.5],
    ]);
    const outcome = await c.recordImport({ importId, leagueId: 'autumn' }, { memberId: 'la' });
    expect(outcome).toMatchObject({
      ok: true,
      status: 'recorded',
      tableBoards: 4,
      players: { members: 1, guests: 11 },
    });
    sessionId = importId;
    await club.settle();
  });

  it('enters Aces with all eight players, and the club scores the match with the carry-over', () => {
    const doc = club.runner.document(BRIDGE_SESSION_PROJECTION, sessionId) as {
      entrants: { pair: string; players: string[]; guests?: { name: string }[] }[];
    };
    expect(doc.entrants.map((e) => [e.pair, [...e.players, ...(e.guests ?? []).map((g) => g.name)]])).toEqual([
      ['Aces', ['nora', 'Ned', 'Sam', 'Eve', 'Walt', 'Sid', 'Ella', 'Will']],
      ['Kings', ['Edith', 'Wendy', 'Nick', 'Sue']],
    ]);
    const section = (club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults).sections[0]!;
    expect(section.match).toMatchObject({
      impsHome: 5,
      impsAway: 13,
      carriedOver: { home: 5, away: 2 },
      vp: { home: 4.5, away: 15.5 },
    });
    expect(section.totals.map((t) => [t.pair, t.total])).toEqual([
      ['Kings', 15.5],
      ['Aces', 4.5],
    ]);
    const page = createResultsReader(club, { clubId: 'demo' }).sessionResults(sessionId)!;
    expect(page.sections[0]!.match).toMatchObject({ impsHome: 5, impsAway: 13, carriedOver: { home: 5, away: 2 } });
  });

  it("the review has a seat for each of Aces' eight players (the member first, as entered), and is accepted", async () => {
    const review = leagueReviewUseCases(club, 'demo', () => '2026-11-26T10:00:00.000Z');
    const seats = review.importReview(sessionId)!.seats;
    expect(seats.filter((s) => s.pair === 'Aces').map((s) => s.name)).toEqual([
      'Nora',
      'Ned',
      'Sam',
      'Eve',
      'Walt',
      'Sid',
      'Ella',
      'Will',
    ]);
    const outcome = await review.reviewImport(
      {
        sessionId,
        seats: seats.map((s) => ({
          section: s.section,
          pair: s.pair,
          seat: s.seat,
          decision: s.proposed ? { kind: 'member' as const, memberId: s.proposed } : { kind: 'guest' as const },
        })),
      },
      { memberId: 'la' },
    );
    expect(outcome).toMatchObject({ ok: true, review: 1 });
  });
});
