// The federation's procedures: a member reads the table and a player's history from the site's
// federation views; a site without them (its club's log not in PostgreSQL) says they are not
// available; a period that ends before it starts is refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationViews } from '@club/application';
import { createCaller, createRequestContext } from '../src';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
});
afterAll(() => club.close());

const asked: unknown[] = [];
const views: FederationViews = {
  async table(period) {
    asked.push(period);
    return {
      available: true,
      clubs: ['north', 'south'],
      standings: [
        {
          federationId: '70001',
          name: 'Ann',
          clubs: ['north', 'south'],
          sessions: 2,
          points: 15,
          averagePercentage: 61.5,
          rank: '1',
        },
      ],
    };
  },
  async player(federationId) {
    return { available: true, federationId, name: 'Ann', clubs: ['north'], averagePercentage: null, sessions: [] };
  },
};

async function memberCaller(federation?: FederationViews) {
  const token = await club.tokenOf('eve');
  const headers = new Headers({ host: 'club.test', cookie: `club_session=${token}` });
  const context = await createRequestContext(
    { ...club.services, ...(federation ? { federation } : {}) },
    new Request('http://club.test/api/trpc', { headers }),
    new Headers(),
  );
  return createCaller(context);
}

describe('federation.table and federation.player', () => {
  it("answer a member from the site's federation views, the period passed on", async () => {
    const call = await memberCaller(views);
    const table = await call.federation.table({ from: '2026-11-01', to: '2026-11-30' });
    expect(table.standings.map((s) => [s.rank, s.name, s.points, s.clubs])).toEqual([
      ['1', 'Ann', 15, ['north', 'south']],
    ]);
    expect(asked).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
    expect((await call.federation.player({ federationId: '70001' })).name).toBe('Ann');
  });

  it('say the views are not available on a site without them', async () => {
    const call = await memberCaller();
    expect(await call.federation.table({})).toEqual({ available: false, clubs: [], standings: [] });
    expect((await call.federation.player({ federationId: '70001' })).available).toBe(false);
  });

  it('refuse a period that ends before it starts, naming the field', async () => {
    const error = await failure((await memberCaller(views)).federation.table({ from: '2026-11-30', to: '2026-11-01' }));
    expect(isApiError(error.cause) && error.cause.refusal).toEqual({
      code: 'input-invalid',
      params: { field: 'to', problems: 1 },
    });
  });

  it("is in a member's navigation only on a site that has the federation's views", async () => {
    const keys = async (federation?: FederationViews) =>
      (await (await memberCaller(federation)).site.navigation()).map((item) => item.key);
    expect(await keys(views)).toContain('federation');
    expect(await keys()).not.toContain('federation');
  });
});
