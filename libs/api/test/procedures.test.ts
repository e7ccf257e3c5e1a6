// Caller tests for every procedure: what each returns, its errors, cookies and CSRF.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { emailOf, openTestClub, passwordOf, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

describe('auth.signIn / auth.me / auth.signOut', () => {
  it('signs in: an http-only SameSite=Lax cookie whose token then identifies the member', async () => {
    const { call, cookies } = club.caller();
    const { member } = await call.auth.signIn({ email: emailOf('ann'), password: passwordOf('ann') });
    expect(member).toEqual({ memberId: 'ann', name: 'Ann', email: 'ann@club.test', grants: [{ role: 'member' }] });
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatch(/^club_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1209600$/);
    const token = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    expect(await club.caller({ token }).call.auth.me()).toMatchObject({ memberId: 'ann' });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { member } = await club.caller().call.auth.signIn({ email: '  ANN@Club.Test ', password: passwordOf('ann') });
    expect(member.memberId).toBe('ann');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await failure(club.caller().call.auth.signIn({ email: emailOf('ann'), password: 'not-it-at-all' }));
    const unknown = await failure(club.caller().call.auth.signIn({ email: 'nobody@club.test', password: 'whatever1' }));
    expect([wrong.code, wrong.message]).toEqual(['UNAUTHORIZED', 'Wrong email or password.']);
    expect([unknown.code, unknown.message]).toEqual(['UNAUTHORIZED', 'Wrong email or password.']);
  });

  it('names the empty field', async () => {
    const error = await failure(club.caller().call.auth.signIn({ email: ' ', password: 'x' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(error.cause)).toContain('enter your email address');
  });

  it('me is null without a cookie, with an unknown token, and after the session expired', async () => {
    expect(await club.caller().call.auth.me()).toBeNull();
    expect(await club.caller({ token: 'forged-token' }).call.auth.me()).toBeNull();
    const token = await club.tokenOf('ann');
    club.clock.now += 14 * 24 * 60 * 60 * 1000;
    expect(await club.caller({ token }).call.auth.me()).toBeNull();
  });

  it('signs out: the server forgets the session and the cookie is cleared', async () => {
    const token = await club.tokenOf('ann');
    const { call, cookies } = club.caller({ token });
    expect(await call.auth.signOut()).toEqual({ signedOut: true });
    expect(cookies).toEqual(['club_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    expect(await club.caller({ token }).call.auth.me()).toBeNull();
  });

  it('refuses mutations from another site, or without Origin or Sec-Fetch-Site', async () => {
    const token = await club.tokenOf('ann');
    const foreign = await failure(club.caller({ token, origin: 'https://evil.example' }).call.auth.signOut());
    expect([foreign.code, foreign.message]).toEqual([
      'FORBIDDEN',
      "Refused: a change was sent from 'https://evil.example', not from this site (http://club.test).",
    ]);
    // With a code and params, so a page words the refusal in its own language.
    expect(isApiError(foreign.cause) && foreign.cause.refusal).toEqual({
      code: 'csrf-other-origin',
      params: { origin: 'https://evil.example', site: 'http://club.test' },
    });
    const bare = await failure(club.caller({ token, origin: null }).call.auth.signOut());
    expect(bare.code).toBe('FORBIDDEN');
    expect(isApiError(bare.cause) && bare.cause.refusal).toMatchObject({ code: 'csrf-no-origin' });
    // The session survived both attempts.
    expect(await club.caller({ token }).call.auth.me()).toMatchObject({ memberId: 'ann' });
  });

  it('sets Secure on the cookie when served over https', async () => {
    const headers = new Headers({ host: 'club.test', origin: 'https://club.test', 'x-forwarded-proto': 'https' });
    const { createRequestContext } = await import('../src/trpc/context');
    const { createCaller } = await import('../src/router');
    const cookies: string[] = [];
    const context = () =>
      createRequestContext(
        club.services,
        new Request('http://club.test/api/trpc', { method: 'POST', headers }),
        new Headers(),
      );
    await createCaller(async () => ({ ...(await context()), setCookie: (c) => cookies.push(c) })).auth.signIn({
      email: emailOf('ann'),
      password: passwordOf('ann'),
    });
    expect(cookies[0]).toMatch(/; Secure$/);
  });
});

describe('site.navigation', () => {
  it('shows a visitor Home and Sign in', async () => {
    expect((await club.caller().call.site.navigation()).map((i) => i.key)).toEqual(['home', 'signIn']);
  });
  it('shows a director his desk', async () => {
    const token = await club.tokenOf('director');
    expect((await club.caller({ token }).call.site.navigation()).map((i) => i.href)).toEqual([
      '/',
      '/director',
      '/sign-out',
    ]);
  });
});

describe('results', () => {
  it('latest: newest first, limited', async () => {
    const call = club.caller({ token: await club.tokenOf('ann') }).call;
    expect((await call.results.latest({ limit: 5 })).map((s) => s.sessionId)).toEqual(['S1', 'S2']);
    expect((await call.results.latest({ limit: 1 })).map((s) => s.sessionId)).toEqual(['S1']);
  });

  it('latest: refuses a limit of 0, naming the field', async () => {
    const call = club.caller({ token: await club.tokenOf('ann') }).call;
    const error = await failure(call.results.latest({ limit: 0 }));
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('board: Ann played board 1 of the running session, so she sees it', async () => {
    const call = club.caller({ token: await club.tokenOf('ann') }).call;
    const board = await call.results.board({ sessionId: 'S1', board: 1 });
    expect(board.content.visible).toBe(true);
    if (board.content.visible) expect(board.content.traveller[0]).toMatchObject({ contract: '4S', scoreNs: 420 });
  });

  it('board: Eve has not played it yet: hidden, with the reason', async () => {
    const call = club.caller({ token: await club.tokenOf('eve') }).call;
    expect((await call.results.board({ sessionId: 'S1', board: 1 })).content).toEqual({
      visible: false,
      code: 'until-pair-played',
      reason:
        'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
    });
  });

  it('board: everyone sees the boards of a session that is over', async () => {
    const call = club.caller({ token: await club.tokenOf('eve') }).call;
    expect((await call.results.board({ sessionId: 'S2', board: 1 })).content.visible).toBe(true);
  });

  it("board: the session's director sees a board nobody he knows has played", async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    expect((await call.results.board({ sessionId: 'S1', board: 1 })).content.visible).toBe(true);
  });

  it('board: an unknown board is NOT_FOUND with a clear message', async () => {
    const call = club.caller({ token: await club.tokenOf('ann') }).call;
    const error = await failure(call.results.board({ sessionId: 'S1', board: 9 }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', "Board 9 of session 'S1' does not exist."]);
  });
});

describe('director', () => {
  it('mySessions lists the sessions of his grants with their desks', async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    expect(await call.director.mySessions()).toEqual([
      {
        sessionId: 'S1',
        desk: { sessionId: 'S1', name: 'Monday pairs', status: 'running', tables: 7, boards: 27, openDirectorCalls: 1 },
      },
    ]);
  });
  it('desk of his session', async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    expect((await call.director.desk({ sessionId: 'S1' })).openDirectorCalls).toBe(1);
  });
});

describe('appeals, leagues, accounts', () => {
  it('appeals.list gives the deadline; appeals.case the timeline', async () => {
    const call = club.caller({ token: await club.tokenOf('appeals-committee') }).call;
    const [a1, ...others] = await call.appeals.list();
    expect(others.map((a) => a.appealId)).toEqual(['A2']);
    // The list gives each appeal's deadline and both sides (the case's timeline below).
    expect(a1).toMatchObject({
      appealId: 'A1',
      status: 'heard',
      appealDeadline: '2026-02-26T22:30:00Z',
      hearingAt: null,
      sides: [expect.objectContaining({ seat: 'NS' }), expect.objectContaining({ seat: 'EW' })],
    });
    expect((await call.appeals.case({ appealId: 'A1' })).timeline.map((e) => e.type)).toEqual(['AppealLodged']);
    const missing = await failure(call.appeals.case({ appealId: 'A9' }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', "Appeal 'A9' does not exist."]);
  });

  it('league.seasons lists seasons and leagues', async () => {
    const call = club.caller({ token: await club.tokenOf('league-admin') }).call;
    expect((await call.league.seasons())[0]?.leagues.map((l) => l.leagueId)).toEqual(['L1']);
  });

  it('admin.accounts lists accounts without their password hashes', async () => {
    const call = club.caller({ token: await club.tokenOf('club-admin') }).call;
    const accounts = await call.admin.accounts();
    expect(accounts.map((a) => a.memberId)).toEqual([
      'ann',
      'cy',
      'eve',
      's2-director',
      'appeals-committee',
      'club-admin',
      'director',
      'league-admin',
      'member',
      'ulti-jury',
      'ulti-league-admin',
    ]);
    expect(JSON.stringify(accounts)).not.toContain('scrypt$');
  });
});
