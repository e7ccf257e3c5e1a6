// Which clubs a PostgreSQL database holds: those whose log has events, read on a connection of the
// federation's role through its view federation_clubs (0002_club_tenancy.sql), which names clubs
// and counts their events but shows none of them. No club's own connection may read another club,
// so a site serving many clubs asks here which host names are clubs.
import pg from 'pg';
import { federationConnectionConfig } from './club-connection';

export interface ClubsInDatabaseOptions {
  /** postgres://user@host:port/database: the user must be a member of club_federation_reader (the migrating user is). */
  readonly url: string;
  /** The schema of the clubs' logs (default 'public'). */
  readonly schema?: string;
}

/** The ids of the clubs whose log in the database has events, in order. */
export async function clubsInDatabase(options: ClubsInDatabaseOptions): Promise<string[]> {
  const client = new pg.Client(federationConnectionConfig(options));
  await client.connect();
  try {
    const found = await client.query<{ club_id: string }>('SELECT club_id FROM federation_clubs ORDER BY club_id');
    return found.rows.map((row) => row.club_id);
  } finally {
    await client.end();
  }
}
