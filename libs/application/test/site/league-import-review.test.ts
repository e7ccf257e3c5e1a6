// The review of an imported session's players, on a real SQLite club: the Ruter file recorded in a
// league counts in no league table until the league administrator reviews its players (confirming
// suggestions, linking a name to another member, admitting a new member from a name); a second
// review (a correction) is a new event and the table follows it. A session dated outside its
// league's season is recorded with a warning.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionStreamId } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { seedImportClub } from '../support/import-club';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { leagueReviewUseCases } from '../../src/site/league-import-review';
import type { ImportReview, ReviewImportInput } from '../../src/site/league-review-shapes';
import { leagueSiteReader } from '../../src/site/league-reader';
import { createResultsReader } from '../../src/site/results-reader';

const fixture = new URL('../../../scoring/test/oracle/fixtures/pairs-2016-01-13.pbn', import.meta.url);
const admin = { memberId: 'la' };
const AT = '2026-11-26T10:00:00.000Z';

let dir: string;
let club: Club;
let sessionId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-review-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  // 'Player 1' is a member by that name; 'player 5' differs in case only; 'Player 3' is a member twice.
  // The file is dated 2016-01-13: the season of 2015 does not hold it.
  await seedImportClub(club, {
    members: [
      ['la', 'Lea Admin'],
      ['p1', 'Player 1'],
      ['p5', 'player 5'],
      ['x3', 'Player 3'],
      ['y3', 'Player 3'],
    ],
    season: { seasonId: 's2015', name: 'Season 2015', year: 2015 },
    league: { leagueId: 'winter', name: 'Winter' },
  });
  await club.settle();
}, 60_000);

afterAll(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const league = () => leagueSiteReader(club).league('winter')!;
const review = () => leagueReviewUseCases(club, 'demo', () => AT);
const seatOf = (r: ImportReview, name: string) => r.seats.find((s) => s.name === name)!;
/** Every seat as the page proposes it (a member, else a guest), with some seats decided otherwise. */
function decisions(r: ImportReview, over: Record<string, ReviewImportInput['seats'][number]['decision']>) {
  return r.seats.map((s) => ({
    section: s.section,
    pair: s.pair,
    seat: s.seat,
    decision:
      over[s.name] ?? (s.proposed ? { kind: 'member' as const, memberId: s.proposed } : { kind: 'guest' as const }),
  }));
}

describe('an imported session awaits its players’ review before it counts in a league table', () => {
  it('is recorded with a warning: its date lies outside the league’s season', async () => {
    const commands = leagueSiteCommands(club, 'demo');
    const { importId } = commands.importResults({ fileName: 'pairs.pbn', bytes: readFileSync(fixture) });
    while (commands.importProgress(importId)!.step !== 'done') await new Promise((r) => setTimeout(r, 5));
    const outcome = await commands.recordImport({ importId, leagueId: 'winter' }, admin);
    expect(outcome.ok && outcome.warnings).toEqual([
      'The session is dated 2016-01-13, outside season Season 2015 (2015-01-01 to 2015-12-31) of league Winter: it is recorded all the same.',
    ]);
    sessionId = importId;
    expect([league().counted, league().awaitingReview, league().rows]).toEqual([[], [sessionId], []]);
  });

  it('the review page: each name with its suggestions and reasons, the one clear member proposed, the warning', () => {
    const r = review().importReview(sessionId)!;
    expect([r.reviews, r.date, r.leagues, r.seats.length]).toEqual([
      0,
      '2016-01-13',
      [{ leagueId: 'winter', name: 'Winter' }],
      26,
    ]);
    expect(r.warnings).toHaveLength(1);
    expect(seatOf(r, 'Player 1')).toMatchObject({
      linked: 'p1',
      proposed: 'p1',
      suggestions: [{ memberId: 'p1', reason: 'same-name' }],
    });
    expect(seatOf(r, 'Player 5')).toMatchObject({
      linked: null,
      proposed: 'p5',
      suggestions: [{ memberId: 'p5', reason: 'accents-or-case' }],
    });
    expect(seatOf(r, 'Player 3')).toMatchObject({
      linked: null,
      proposed: null,
      suggestions: [
        { memberId: 'x3', reason: 'same-name' },
        { memberId: 'y3', reason: 'same-name' },
      ],
    });
    expect(review().importReview('nope')).toBeUndefined();
  });

  it('counts after the review: confirmed, picked and new members ranked; a second review is a correction the table follows', async () => {
    const first = await review().reviewImport(
      {
        sessionId,
        seats: decisions(review().importReview(sessionId)!, {
          'Player 3': { kind: 'member', memberId: 'x3' },
          'Player 2': { kind: 'new-member' },
        }),
      },
      admin,
    );
    expect(first).toMatchObject({ ok: true, review: 1, admitted: [{ memberId: 'player.2', name: 'Player 2' }] });
    expect(club.store.readStream(sessionStreamId(sessionId)).map((e) => e.type)).toEqual([
      'SessionScheduled',
      'OfficialScoreMadeAvailable',
      'ImportedPlayersReviewed',
    ]);
    expect([league().counted, league().awaitingReview]).toEqual([[sessionId], []]);
    expect(
      league()
        .rows.map((r) => r.player)
        .sort(),
    ).toEqual(['p1', 'p5', 'player.2', 'x3']);
    expect(createResultsReader(club, { clubId: 'demo' }).playerHistory('x3')?.sessions).toHaveLength(1);

    // The correction: Player 3 was the other member of that name; Player 5 a guest after all.
    const second = await review().reviewImport(
      {
        sessionId,
        seats: decisions(review().importReview(sessionId)!, {
          'Player 3': { kind: 'member', memberId: 'y3' },
          'Player 5': { kind: 'guest' },
        }),
      },
      admin,
    );
    expect(second).toMatchObject({ ok: true, review: 2, admitted: [] });
    expect(review().importReview(sessionId)!.reviews).toBe(2);
    expect(
      league()
        .rows.map((r) => r.player)
        .sort(),
    ).toEqual(['p1', 'player.2', 'y3']);
    expect(createResultsReader(club, { clubId: 'demo' }).playerHistory('x3')?.sessions ?? []).toHaveLength(0);
  });

  it('a refused review admits nobody: a member on two seats', async () => {
    const before = club.store.readAll().length;
    const refused = await review().reviewImport(
      {
        sessionId,
        seats: decisions(review().importReview(sessionId)!, {
          'Player 3': { kind: 'member', memberId: 'p1' },
          'Player 4': { kind: 'new-member' },
        }),
      },
      admin,
    );
    expect(refused).toMatchObject({ ok: false, code: 'player-twice' });
    expect(club.store.readAll().length).toBe(before);
  });
});

describe('after reviews', () => {
  it('club verify: the stored read models and league table equal a replay of the log', async () => {
    await club.settle();
    const report = club.runner.verify();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
