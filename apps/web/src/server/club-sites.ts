// Many clubs in one site: each club's site is opened on its first request, and requests that come
// while it opens wait for the same opening (a club is never opened twice). Which clubs there are is
// asked of `clubs()` (the database's) for a club not open yet; a failed opening is not kept, so the
// next request tries again. A process keeps at most `maxOpen` clubs open: past that, the least
// recently used club that no request is using (a live-updates stream counts as one) is closed,
// dropping its working copy, and opened again when next asked for. Not in the Next bundle: server.ts uses it.

export interface ClubSitesOptions<S> {
  /** The ids of the clubs that exist now. */
  readonly clubs: () => Promise<readonly string[]>;
  readonly open: (clubId: string) => Promise<S>;
  readonly close: (site: S) => Promise<void>;
  /** Clubs kept open at most, idle ones beyond it closed least recently used first (default: no limit). */
  readonly maxOpen?: number;
}

export interface ClubLease<S> {
  readonly site: S;
  /** The request is done with the club: it may be closed once idle. Once only; later calls do nothing. */
  release(): void;
}

export interface ClubSites<S> {
  /** The club's site for one request, opened on first ask; null when there is no such club. */
  lease(clubId: string): Promise<ClubLease<S> | null>;
  /** The clubs that exist now. */
  clubs(): Promise<readonly string[]>;
  /** The clubs open now (or opening). */
  open(): string[];
  /** Closes every site opened (and any still opening); later asks are refused. */
  close(): Promise<void>;
}

interface Entry<S> {
  readonly opening: Promise<S>;
  site?: S;
  leases: number;
  lastUsed: number;
}

export function clubSites<S>(options: ClubSitesOptions<S>): ClubSites<S> {
  const opened = new Map<string, Entry<S>>();
  const maxOpen = options.maxOpen ?? Number.POSITIVE_INFINITY;
  let closed = false;
  let clock = 0;
  const closing = new Set<Promise<void>>();

  const evict = () => {
    while (opened.size > maxOpen) {
      let oldest: [string, Entry<S>] | undefined;
      for (const pair of opened)
        if (pair[1].site !== undefined && pair[1].leases === 0 && (!oldest || pair[1].lastUsed < oldest[1].lastUsed))
          oldest = pair;
      if (!oldest) return; // every club over the limit is in use: closed later, when released
      opened.delete(oldest[0]);
      const done = options.close(oldest[1].site!).catch(() => undefined);
      closing.add(done);
      void done.finally(() => closing.delete(done));
    }
  };
  const leaseOf = (entry: Entry<S>, site: S): ClubLease<S> => {
    entry.leases++;
    entry.lastUsed = ++clock;
    let released = false;
    evict();
    return {
      site,
      release() {
        if (released) return;
        released = true;
        entry.leases--;
        evict();
      },
    };
  };
  const entryFor = async (clubId: string): Promise<Entry<S> | null> => {
    const known = opened.get(clubId);
    if (known) return known;
    if (!(await options.clubs()).includes(clubId)) return null;
    // Another request may have started it while the clubs were asked for.
    const again = opened.get(clubId);
    if (again) return again;
    const entry: Entry<S> = { opening: options.open(clubId), leases: 0, lastUsed: ++clock };
    opened.set(clubId, entry);
    entry.opening.then(
      (site) => (entry.site = site),
      () => {
        if (opened.get(clubId) === entry) opened.delete(clubId);
      },
    );
    return entry;
  };
  return {
    async lease(clubId) {
      if (closed) throw new Error('the site is closing');
      const entry = await entryFor(clubId);
      if (!entry) return null;
      // Leased before it is awaited: an eviction never closes a club a request waits for.
      entry.leases++;
      try {
        const site = await entry.opening;
        return leaseOf(entry, site);
      } finally {
        entry.leases--;
      }
    },
    clubs: () => options.clubs(),
    open: () => [...opened.keys()].sort(),
    async close() {
      closed = true;
      const all = [...opened.values()];
      opened.clear();
      await Promise.all([
        ...closing,
        ...all.map((entry) =>
          entry.opening.then(
            (site) => options.close(site),
            () => undefined,
          ),
        ),
      ]);
    },
  };
}
