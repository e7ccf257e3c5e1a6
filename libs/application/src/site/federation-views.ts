// The federation's views for a site whose clubs' logs are in PostgreSQL: @club/read-models' reader
// (a pool of the federation role's connections, reading only the views of the clubs that consent)
// answered in the site's shapes, and which clubs the database holds (@club/event-store's
// clubsInDatabase, read through the federation's view too: no club's connection sees another club).
// When the database has no federation role or views for this user, the site goes on without them.
import { clubsInDatabase } from '@club/event-store';
import { openFederationReader } from '@club/read-models';
import type { FederationPlayer, FederationTable, FederationTableInput } from './federation-shapes';

export interface FederationViews {
  table(period: FederationTableInput): Promise<FederationTable>;
  player(federationId: string): Promise<FederationPlayer>;
}

export interface OpenedFederationViews {
  readonly views: FederationViews;
  close(): Promise<void>;
}

/** The views over the database at `url`, or undefined (said through `log`) when it has none for this user. */
export async function openFederationViews(
  url: string,
  log: (line: string) => void,
): Promise<OpenedFederationViews | undefined> {
  let reader: Awaited<ReturnType<typeof openFederationReader>>;
  try {
    reader = await openFederationReader({ url });
  } catch (error) {
    log(`the federation's views are not available: ${(error as Error).message}`);
    return undefined;
  }
  return {
    views: {
      async table(period) {
        const [clubs, standings] = await Promise.all([reader.sharingClubs(), reader.leagueTable(period)]);
        return {
          available: true,
          clubs: clubs.map((c) => c.clubId),
          standings: standings.map((s) => ({ ...s, clubs: [...s.clubs] })),
        };
      },
      async player(federationId) {
        const history = await reader.playerHistory(federationId);
        return { available: true, ...history, clubs: [...history.clubs], sessions: [...history.sessions] };
      },
    },
    close: () => reader.close(),
  };
}

/** The ids of the clubs whose log is in the database at `url` (the site's clubs, by host name). */
export const clubsOfDatabase = (url: string): Promise<string[]> => clubsInDatabase({ url });
