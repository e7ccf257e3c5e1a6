// Many clubs in one site: each club's site is opened on its first request and kept, and requests
// that come while it opens wait for the same opening (a club is never opened twice). Which clubs
// there are is asked of `clubs()` (the database's) for a club not open yet; a failed opening is not
// kept, so the next request tries again. Not in the Next bundle: server.ts uses it.

export interface ClubSitesOptions<S> {
  /** The ids of the clubs that exist now. */
  readonly clubs: () => Promise<readonly string[]>;
  readonly open: (clubId: string) => Promise<S>;
  readonly close: (site: S) => Promise<void>;
}

export interface ClubSites<S> {
  /** The club's site, opened on first ask; null when there is no such club. */
  get(clubId: string): Promise<S | null>;
  /** The clubs that exist now. */
  clubs(): Promise<readonly string[]>;
  /** Closes every site opened (and any still opening); later asks are refused. */
  close(): Promise<void>;
}

export function clubSites<S>(options: ClubSitesOptions<S>): ClubSites<S> {
  const opened = new Map<string, Promise<S>>();
  let closed = false;
  return {
    async get(clubId) {
      if (closed) throw new Error('the site is closing');
      const known = opened.get(clubId);
      if (known) return known;
      if (!(await options.clubs()).includes(clubId)) return null;
      // Another request may have started it while the clubs were asked for.
      const again = opened.get(clubId);
      if (again) return again;
      const opening = options.open(clubId);
      opened.set(clubId, opening);
      opening.catch(() => {
        if (opened.get(clubId) === opening) opened.delete(clubId);
      });
      return opening;
    },
    clubs: () => options.clubs(),
    async close() {
      closed = true;
      const all = [...opened.values()];
      opened.clear();
      await Promise.all(
        all.map((opening) =>
          opening.then(
            (site) => options.close(site),
            () => undefined,
          ),
        ),
      );
    },
  };
}
