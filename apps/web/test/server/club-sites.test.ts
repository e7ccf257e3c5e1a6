// Many clubs in one site: each club's site opened once, on its first request, however many come
// at once; an unknown club is null; a failed opening is tried again; close closes every one.
import { describe, expect, it } from 'vitest';
import { clubSites } from '../../src/server/club-sites';

function world(clubs: string[], maxOpen?: number) {
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
    ...(maxOpen ? { maxOpen } : {}),
  });
  return { sites, opens, closes, failNext: (yes: boolean) => (fail = yes) };
}

/** A request's use of a club, done at once. */
async function get<S>(sites: ReturnType<typeof clubSites<S>>, clubId: string): Promise<S | null> {
  const lease = await sites.lease(clubId);
  lease?.release();
  return lease?.site ?? null;
}

describe('clubSites', () => {
  it('opens a club once for requests that come together, and keeps it', async () => {
    const { sites, opens } = world(['demo', 'riverside']);
    const [a, b] = await Promise.all([get(sites, 'demo'), get(sites, 'demo')]);
    expect(a).toBe(b);
    expect(await get(sites, 'demo')).toBe(a);
    expect((await get(sites, 'riverside'))?.clubId).toBe('riverside');
    expect(opens).toEqual(['demo', 'riverside']);
  });

  it('answers null for a club the database does not hold, opening nothing', async () => {
    const { sites, opens } = world(['demo']);
    expect(await get(sites, 'nowhere')).toBeNull();
    expect(opens).toEqual([]);
  });

  it('tries a failed opening again at the next request', async () => {
    const { sites, opens, failNext } = world(['demo']);
    failNext(true);
    await expect(get(sites, 'demo')).rejects.toThrow('cannot open demo');
    failNext(false);
    expect((await get(sites, 'demo'))?.clubId).toBe('demo');
    expect(opens).toEqual(['demo', 'demo']);
  });

  it('closes every opened club, and refuses to open more', async () => {
    const { sites, closes } = world(['demo', 'riverside']);
    await get(sites, 'demo');
    await get(sites, 'riverside');
    await sites.close();
    expect(closes.sort()).toEqual(['demo', 'riverside']);
    await expect(get(sites, 'demo')).rejects.toThrow('closing');
  });

  it('keeps at most maxOpen clubs: the least recently used idle one is closed, and opened again when asked for', async () => {
    const { sites, opens, closes } = world(['a', 'b', 'c'], 2);
    await get(sites, 'a');
    await get(sites, 'b');
    await get(sites, 'a');
    await get(sites, 'c');
    // b was used longest ago: closed; a (used since) and c stay.
    expect(closes).toEqual(['b']);
    expect(sites.open()).toEqual(['a', 'c']);
    await get(sites, 'b');
    expect(opens).toEqual(['a', 'b', 'c', 'b']);
    expect(closes).toEqual(['b', 'a']);
  });

  it('never closes a club a request is still using; it goes once released', async () => {
    const { sites, closes } = world(['a', 'b', 'c'], 1);
    const live = await sites.lease('a');
    const other = await sites.lease('b');
    // Both in use: over the limit, nothing closed.
    expect(closes).toEqual([]);
    expect(sites.open()).toEqual(['a', 'b']);
    live!.release();
    expect(closes).toEqual(['a']);
    other!.release();
    other!.release();
    expect(sites.open()).toEqual(['b']);
    await get(sites, 'c');
    expect(closes).toEqual(['a', 'b']);
  });
});
