// Caller tests of the league administrator's procedures over the fixture's reader: tables, the
// commands' refusals in words, import input checked (file type, size, emptiness), progress and
// export found or NOT_FOUND.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

const admin = async () => club.caller({ token: await club.tokenOf('league-admin') }).call;

describe('league procedures', () => {
  it('league.table gives the table; an unknown league is NOT_FOUND', async () => {
    const call = await admin();
    expect((await call.league.table({ leagueId: 'L1' })).rows).toEqual([
      {
        rank: '1',
        player: 'ann',
        name: 'Ann',
        sessions: 1,
        score: 62.5,
        detail: 'counted: S2',
        note: { code: 'counted', sessions: ['S2'] },
      },
    ]);
    const missing = await failure(call.league.table({ leagueId: 'L9' }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', "League 'L9' does not exist."]);
  });

  it('a member reads the seasons and a league table, and is refused the commands', async () => {
    const member = club.caller({ token: await club.tokenOf('member') }).call;
    expect((await member.league.seasons())[0]?.leagues.map((l) => l.leagueId)).toEqual(['L1']);
    expect((await member.league.table({ leagueId: 'L1' })).rows.map((r) => r.player)).toEqual(['ann']);
    const refused = await failure(
      member.league.openSeason({ seasonId: '2027', name: 'x', startsOn: '2027-01-01', endsOn: '2027-12-31' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
  });

  it("openSeason and createLeague: the reader's refusal as BAD_REQUEST; bad dates and ids named", async () => {
    const call = await admin();
    const again = await failure(
      call.league.openSeason({ seasonId: '2026', name: 'again', startsOn: '2026-01-01', endsOn: '2026-12-31' }),
    );
    expect([again.code, again.message]).toEqual(['BAD_REQUEST', "Season '2026' is already open"]);
    const badDate = await failure(
      call.league.openSeason({ seasonId: '2027', name: 'x', startsOn: '1 Jan 2027', endsOn: '2027-12-31' }),
    );
    expect(badDate.message).toContain('not a date YYYY-MM-DD');
    const badId = await failure(
      call.league.createLeague({
        leagueId: 'my league',
        seasonId: '2026',
        name: 'x',
        game: 'bridge',
        rankingRule: { kind: 'best-n-of-m', n: 2 },
      }),
    );
    expect(badId.message).toContain("letters, digits, '_' or '.' only");
    expect(
      await call.league.createLeague({
        leagueId: 'L2',
        seasonId: '2026',
        name: 'Ulti',
        game: 'ulti',
        rankingRule: { kind: 'ulti', competition: {} },
      }),
    ).toEqual({ recorded: true });
  });

  it("createLeague: a ranking rule the club's schema does not know is refused at the edge, naming the field", async () => {
    const call = await admin();
    const league = { leagueId: 'odd', seasonId: '2026', name: 'Odd', game: 'bridge' } as const;
    const unknownRule = await failure(
      call.league.createLeague({ ...league, rankingRule: { kind: 'no-such-rule' } } as never),
    );
    expect(unknownRule.code).toBe('BAD_REQUEST');
    expect(unknownRule.message).toMatch(/^Ranking rule, kind: /);
    // The club's own check, no longer a second, weaker copy: a better place cannot earn fewer points.
    const rising = await failure(
      call.league.createLeague({ ...league, rankingRule: { kind: 'points-per-place', table: [1, 2] } }),
    );
    expect(rising.code).toBe('BAD_REQUEST');
    expect(rising.message).toContain('a better place cannot earn fewer points');
  });

  it('importFile: known by content not name, not empty; importProgress and exportPbn found or NOT_FOUND', async () => {
    const call = await admin();
    const empty = await failure(call.league.importFile({ fileName: 'a.pbn', base64: '' }));
    expect(empty.message).toContain('the file is empty');
    expect(isApiError(empty.cause) && empty.cause.refusal).toEqual({
      code: 'input-invalid',
      params: { field: 'base64', problems: 1 },
    });
    expect(await call.league.importFile({ fileName: 'a.pbn', base64: 'JSBQQk4gMi4x' })).toEqual({ importId: 'I1' });
    expect((await call.league.importProgress({ importId: 'I1' })).step).toBe('done');
    // Any name: the import check knows PBN from USEBIO by the content (libs/interchange results-format).
    expect(await call.league.importFile({ fileName: 'results', base64: 'JSBQQk4gMi4w' })).toHaveProperty('importId');
    const unknown = await failure(call.league.importProgress({ importId: 'I9' }));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(isApiError(unknown.cause) && unknown.cause.refusal?.code).toBe('import-unknown');
    expect((await call.league.exportPbn({ sessionId: 'S2' })).fileName).toBe('S2.pbn');
    expect((await failure(call.league.exportPbn({ sessionId: 'S9' }))).message).toBe("Session 'S9' does not exist.");
  });

  it('recordImport: a checked import is recorded; an unknown one is NOT_FOUND; a league id is checked', async () => {
    const call = await admin();
    expect(await call.league.recordImport({ importId: 'I1' })).toMatchObject({
      sessionId: 'I1',
      status: 'recorded',
      notes: [],
    });
    const unknown = await failure(call.league.recordImport({ importId: 'I9' }));
    expect([unknown.code, unknown.message]).toEqual([
      'NOT_FOUND',
      "Import: import 'I9' is not known (imports are kept while the server runs): import the file again",
    ]);
    expect((await failure(call.league.recordImport({ importId: 'I1', leagueId: 'my league' }))).message).toContain(
      "letters, digits, '_' or '.' only",
    );
  });

  it('importReview and reviewImport: an imported session’s seats with suggestions; reviewed; an unknown session refused', async () => {
    const call = await admin();
    const review = await call.league.importReview({ sessionId: 'I1' });
    expect(review.seats.map((s) => [s.name, s.federationId, s.proposed, s.suggestions.map((x) => x.reason)])).toEqual([
      ['Ann', '70001', 'ann', ['same-name']],
    ]);
    expect((await failure(call.league.importReview({ sessionId: 'S9' }))).code).toBe('NOT_FOUND');
    const seats = [{ section: 'A', pair: '1', seat: 0, decision: { kind: 'member' as const, memberId: 'ann' } }];
    expect(await call.league.reviewImport({ sessionId: 'I1', seats })).toMatchObject({ review: 1, admitted: [] });
    const unknown = await failure(call.league.reviewImport({ sessionId: 'S9', seats }));
    expect([unknown.code, unknown.message]).toEqual(['BAD_REQUEST', "Session: there is no imported session 'S9'"]);
    const badDecision = await failure(
      call.league.reviewImport({ sessionId: 'I1', seats: [{ ...seats[0]!, decision: { kind: 'maybe' } as never }] }),
    );
    expect(badDecision.code).toBe('BAD_REQUEST');
  });
});
