// Issue 21, point 18: the public club page. A visitor who has not signed in reads the latest
// published results and a board's hands under the secrecy rule, unless the club keeps its results
// for its members (CLUB_PUBLIC_PAGE=0).
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../src/router';
import { createRequestContext } from '../src/trpc/context';
import { openTestClub, ORIGIN, type TestClub } from './support/fixture';

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
});
afterAll(() => club.close());

const visitor = () => club.caller().call;

describe('the public club page', () => {
  it('shows a visitor a board once every table has played it (S2 is over)', async () => {
    const board = await visitor().site.clubBoard({ sessionId: 'S2', board: 1 });
    expect(board.content.visible).toBe(true);
  });

  it('hides from a visitor a board still in play, even one some pairs have played (S1)', async () => {
    const board = await visitor().site.clubBoard({ sessionId: 'S1', board: 1 });
    expect(board.content).toEqual({
      visible: false,
      code: 'until-every-table-played',
      reason: 'This board is hidden until every table has played it or the director closes the session.',
    });
  });

  it("judges a signed-in member as himself: ann's pair has played board 1 of S1", async () => {
    const ann = club.caller({ token: await club.tokenOf('ann') }).call;
    expect((await ann.site.clubBoard({ sessionId: 'S1', board: 1 })).content.visible).toBe(true);
  });

  it('answers the latest published sessions only (none of the fixture is published)', async () => {
    expect(await visitor().site.clubPage({ limit: 3 })).toEqual({ sessions: [] });
  });

  it('asks a visitor to sign in when the club keeps its results for its members', async () => {
    const services = { ...club.services, site: { ...club.services.site, clubPageIsPublic: () => false } };
    const context = () =>
      createRequestContext(
        services,
        new Request(`${ORIGIN}/api/trpc`, {
          method: 'POST',
          headers: new Headers({ host: 'club.test', origin: ORIGIN }),
        }),
        new Headers(),
      );
    const call = createCaller(async () => ({ ...(await context()), setCookie: () => undefined }));
    for (const read of [
      () => call.site.clubPage({ limit: 3 }),
      () => call.site.clubBoard({ sessionId: 'S2', board: 1 }),
    ])
      await expect(read()).rejects.toSatisfy(
        (error) => error instanceof TRPCError && error.code === 'UNAUTHORIZED' && /members only/.test(error.message),
      );
  });

  it('shows a signed-in member the page when the club keeps its results for its members', async () => {
    const token = await club.tokenOf('ann');
    const services = { ...club.services, site: { ...club.services.site, clubPageIsPublic: () => false } };
    const context = () =>
      createRequestContext(
        services,
        new Request(`${ORIGIN}/api/trpc`, {
          method: 'POST',
          headers: new Headers({ host: 'club.test', origin: ORIGIN, cookie: `club_session=${token}` }),
        }),
        new Headers(),
      );
    const call = createCaller(async () => ({ ...(await context()), setCookie: () => undefined }));
    expect(await call.site.clubPage({ limit: 3 })).toEqual({ sessions: [] });
  });
});
