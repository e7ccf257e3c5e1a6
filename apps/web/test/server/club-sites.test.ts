// Many clubs in one site: each club's site opened once, on its first request, however many come
// at once; an unknown club is null; a failed opening is tried again; close closes every one.
import { describe, expect, it } from 'vitest';
import { clubSites } from '../../src/server/club-sites';

function world(clubs: string[]) {
  const opens: string[] = [];
  const closes: string[] = [];
  let fail = false;
  const sites = clubSites({
    clubs: async () => clubs,
    open: async (clubId) => {
      opens.push(clubId);
      if (fail) throw new Error(`cannot open ${clubId}`);
      return { clubId };
    },
    close: async (site) => {
      closes.push(site.clubId);
    },
  });
  return { sites, opens, closes, failNext: (yes: boolean) => (fail = yes) };
}

describe('clubSites', () => {
  it('opens a club once for requests that come together, and keeps it', async () => {
    const { sites, opens } = world(['demo', 'riverside']);
    const [a, b] = await Promise.all([sites.get('demo'), sites.get('demo')]);
    expect(a).toBe(b);
    expect(await sites.get('demo')).toBe(a);
    expect((await sites.get('riverside'))?.clubId).toBe('riverside');
    expect(opens).toEqual(['demo', 'riverside']);
  });

  it('answers null for a club the database does not hold, opening nothing', async () => {
    const { sites, opens } = world(['demo']);
    expect(await sites.get('nowhere')).toBeNull();
    expect(opens).toEqual([]);
  });

  it('tries a failed opening again at the next request', async () => {
    const { sites, opens, failNext } = world(['demo']);
    failNext(true);
    await expect(sites.get('demo')).rejects.toThrow('cannot open demo');
    failNext(false);
    expect((await sites.get('demo'))?.clubId).toBe('demo');
    expect(opens).toEqual(['demo', 'demo']);
  });

  it('closes every opened club, and refuses to open more', async () => {
    const { sites, closes } = world(['demo', 'riverside']);
    await sites.get('demo');
    await sites.get('riverside');
    await sites.close();
    expect(closes.sort()).toEqual(['demo', 'riverside']);
    await expect(sites.get('demo')).rejects.toThrow('closing');
  });
});
