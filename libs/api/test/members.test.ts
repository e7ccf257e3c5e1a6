// Caller tests of the members' procedures: session results, the replay of a board played card by
// card (behind the hand-record secrecy rule), a member's history, the Ulti league, session and deal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
});
afterAll(() => club.close());

const as = async (memberId: string) => club.caller({ token: await club.tokenOf(memberId) }).call;

describe('results.session', () => {
  it('gives each direction of a Mitchell section its own ranking', async () => {
    const results = await (await as('eve')).results.session({ sessionId: 'S1' });
    expect(results.sections[0]!.fields.map((f) => [f.field, f.rows.map((r) => `${r.rank} ${r.pair}`)])).toEqual([
      ['NS', ['1 1NS']],
      ['EW', ['1 1EW']],
    ]);
  });

  it('names a session that does not exist, with a code and params for the page’s language', async () => {
    const error = await failure((await as('eve')).results.session({ sessionId: 'nope' }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', "Session 'nope' does not exist."]);
    expect(isApiError(error.cause) && error.cause.refusal).toEqual({
      code: 'session-unknown',
      params: { sessionId: 'nope' },
    });
  });

  it('names the field of input its schema refuses, with a code and the field', async () => {
    const error = await failure((await as('eve')).results.session({ sessionId: '' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(isApiError(error.cause) && error.cause.refusal).toEqual({
      code: 'input-invalid',
      params: { field: 'sessionId', problems: 1 },
    });
  });
});

describe('results.replay: hand-record secrecy on a running session', () => {
  it('shows the calls and cards to a player of the board', async () => {
    const replay = await (await as('ann')).results.replay({ sessionId: 'S1', section: 'A', table: 1, board: 1 });
    expect(replay.content.visible).toBe(true);
    if (!replay.content.visible) return;
    expect(
      replay.content.steps.map((s) => (s.kind === 'call' ? `${s.seat} ${s.call}` : `${s.seat} ${s.card}`)),
    ).toEqual(['N 4S', 'E Pass', 'S Pass', 'W Pass', 'E HQ']);
    expect(replay.content.hands?.N.spades).toBe('AKQ2');
  });

  it('also to the defenders, who played it too', async () => {
    expect(
      (await (await as('cy')).results.replay({ sessionId: 'S1', section: 'A', table: 1, board: 1 })).content.visible,
    ).toBe(true);
  });

  it('hides them from a member who has not played it, saying why', async () => {
    const replay = await (await as('eve')).results.replay({ sessionId: 'S1', section: 'A', table: 1, board: 1 });
    expect(replay.content).toEqual({
      visible: false,
      code: 'until-pair-played',
      reason:
        'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
    });
    expect(JSON.stringify(replay)).not.toContain('AKQ2');
  });

  it('shows them to the session director', async () => {
    expect(
      (await (await as('director')).results.replay({ sessionId: 'S1', section: 'A', table: 1, board: 1 })).content
        .visible,
    ).toBe(true);
  });

  it('refuses a section with a dash and names a table-board that was not played', async () => {
    const bad = await failure(
      (await as('ann')).results.replay({ sessionId: 'S1', section: 'A-B', table: 1, board: 1 }),
    );
    expect(bad.code).toBe('BAD_REQUEST');
    const missing = await failure(
      (await as('ann')).results.replay({ sessionId: 'S1', section: 'A', table: 9, board: 1 }),
    );
    expect([missing.code, missing.message]).toEqual([
      'NOT_FOUND',
      "Board 1 was not played at table 9 of section A in session 'S1'.",
    ]);
  });
});

describe('results.board: hand-record secrecy', () => {
  it('hides board 1 of running S1 from eve but shows it to ann, who played it', async () => {
    expect((await (await as('eve')).results.board({ sessionId: 'S1', board: 1 })).content.visible).toBe(false);
    expect((await (await as('ann')).results.board({ sessionId: 'S1', board: 1 })).content.visible).toBe(true);
  });

  it('shows every board of a session that is over', async () => {
    expect((await (await as('eve')).results.board({ sessionId: 'S2', board: 1 })).content.visible).toBe(true);
  });
});

describe('history.player', () => {
  it("gives the signed-in member's own history by default", async () => {
    const history = await (await as('ann')).history.player({});
    expect(history.memberId).toBe('ann');
    expect(history.sessions.map((s) => [s.sessionId, s.percentage, s.rank])).toEqual([
      ['S2', 60, '2='],
      ['S1', 50, '4'],
    ]);
  });

  it("gives another member's history on request, empty when he has none", async () => {
    expect((await (await as('eve')).history.player({ memberId: 'ann' })).averagePercentage).toBe(55);
    expect(await (await as('eve')).history.player({})).toEqual({
      memberId: 'eve',
      name: 'eve',
      averagePercentage: null,
      sessions: [],
    });
  });
});

describe('ulti', () => {
  it('lists the leagues and gives a league table in rank order', async () => {
    const call = await as('eve');
    expect(await call.ulti.leagues()).toEqual([{ leagueId: 'UL', name: 'Ulti league', sessions: 1 }]);
    expect(
      (await call.ulti.league({ leagueId: 'UL' })).rows.map((r) => `${r.rank} ${r.player} ${r.placementPoints}`),
    ).toEqual(['1 ann 3', '2 cy 2', '3 eve 1']);
  });

  it('gives a session ledger whose deal deltas sum to zero, and a deal record', async () => {
    const call = await as('eve');
    const session = await call.ulti.session({ sessionId: 'U1' });
    const deal = session.tables[0]!.deals[0]!;
    expect(Object.values(deal.deltas).reduce((a, b) => a + b, 0)).toBe(0);
    expect((await call.ulti.deal({ sessionId: 'U1', table: 1, dealNo: 1 })).steps[0]).toEqual({
      kind: 'bid',
      player: 'ann',
      detail: 'piros-40-100',
    });
  });

  it("gives the signed-in member's Ulti history by default, another member's on request", async () => {
    const own = await (await as('ann')).ulti.history({});
    expect(own.sessions.map((s) => [s.sessionId, s.forints, s.placementPoints, s.rank, s.cumulativeForints])).toEqual([
      ['U1', 40, 3, 1, 40],
    ]);
    expect(own.seasons).toEqual([
      { seasonId: 's2026', name: 'Season 2026', sessions: 1, forints: 40, placementPoints: 3 },
    ]);
    expect(await (await as('eve')).ulti.history({ memberId: 'ann' })).toEqual(own);
    expect(await (await as('eve')).ulti.history({})).toEqual({
      memberId: 'eve',
      name: 'eve',
      sessions: [],
      seasons: [],
    });
  });

  it("gives the signed-in member's seats at running Ulti tables, none to a member seated nowhere", async () => {
    expect(await (await as('ann')).ulti.mySeats()).toEqual([{ sessionId: 'U2', round: 2, table: 3 }]);
    expect(await (await as('eve')).ulti.mySeats()).toEqual([]);
  });

  it('names what does not exist', async () => {
    const call = await as('eve');
    expect((await failure(call.ulti.league({ leagueId: 'x' }))).message).toBe("Ulti league 'x' does not exist.");
    expect((await failure(call.ulti.session({ sessionId: 'x' }))).message).toBe("Ulti session 'x' does not exist.");
    expect((await failure(call.ulti.deal({ sessionId: 'U1', table: 1, dealNo: 7 }))).message).toBe(
      "Deal 7 at table 1 of Ulti session 'U1' does not exist.",
    );
  });
});

describe('members.directory', () => {
  it("gives any signed-in member every member's id and name in name order, nothing more", async () => {
    for (const subject of ['eve', 'director', 'appeals-committee']) {
      const directory = await (await as(subject)).members.directory();
      expect(directory).toContainEqual({ memberId: 'ann', name: 'Ann' });
      expect(directory.map((p) => p.name)).toEqual(directory.map((p) => p.name).sort((a, b) => a.localeCompare(b)));
      expect(JSON.stringify(directory)).not.toContain('@club.test');
    }
  });

  it('leaves out a member marked inactive, unless asked to include him (reviewing the past)', async () => {
    const call = await as('director');
    expect((await call.members.directory()).map((p) => p.memberId)).not.toContain('former');
    expect(await call.members.directory({ includeInactive: false })).toEqual(await call.members.directory());
    expect(await call.members.directory({ includeInactive: true })).toContainEqual({
      memberId: 'former',
      name: 'Rezső Régi',
    });
  });

  it('is refused without signing in', async () => {
    expect((await failure(club.caller({ token: null }).call.members.directory())).code).toBe('UNAUTHORIZED');
    expect((await failure(club.caller({ token: null }).call.members.directory({ includeInactive: true }))).code).toBe(
      'UNAUTHORIZED',
    );
  });
});

describe('results.board: the double-dummy table and par under the hand-record secrecy rule', () => {
  it('gives them with the hands to a player of the board', async () => {
    const board = await (await as('ann')).results.board({ sessionId: 'S1', board: 1 });
    if (!board.content.visible) throw new Error('board 1 of S1 is hidden from ann, who played it');
    expect(board.content.doubleDummy?.table.N.S).toBe(10);
    expect(board.content.doubleDummy?.par).toEqual({ scoreNs: 420, contracts: ['4S N', '4S S'] });
  });

  it('keeps them hidden, like the hands, from a member who has not played it', async () => {
    const board = await (await as('eve')).results.board({ sessionId: 'S1', board: 1 });
    expect(board.content.visible).toBe(false);
    expect(JSON.stringify(board)).not.toContain('contracts');
  });
});
