// The federation's reader: a pool of connections under the federation role, which reads only the
// views of ./migrations/0002_federation_views.sql (the sharing clubs' members with a federation
// id, their session scores, the clubs' league tables). The SQL only fetches; the combining is
// the pure code of ../federation.
import pg from 'pg';
import { federationConnectionConfig } from '@club/event-store';
import {
  federationPlayerHistory,
  federationTable,
  type FederationPeriod,
  type FederationPlayerHistory,
  type FederationPlayerSession,
  type FederationStanding,
} from '../federation';

export interface FederationReaderOptions {
  /** postgres://user@host:port/database: the user must be a member of club_federation_reader. */
  readonly url: string;
  /** The schema of the clubs' logs and read models (default 'public'). */
  readonly schema?: string;
  /** Connections in the pool (default 2). */
  readonly poolSize?: number;
}

export interface SharedLeagueTable {
  readonly clubId: string;
  readonly leagueId: string;
  /** The club's `bridge-league-table` document as its league job ranked it. */
  readonly table: unknown;
}

export interface FederationReader {
  /** The clubs that share their results with the federation, by id, with the time they began to. */
  sharingClubs(): Promise<Array<{ readonly clubId: string; readonly since: string }>>;
  /** The player's sessions in every sharing club, newest first. */
  playerHistory(federationId: string): Promise<FederationPlayerHistory>;
  /** Every player of the sharing clubs ranked by the points of his sessions in the period (../federation/federation-table.ts). */
  leagueTable(period?: FederationPeriod): Promise<FederationStanding[]>;
  /** The sharing clubs' own bridge league tables. */
  clubLeagueTables(): Promise<SharedLeagueTable[]>;
  close(): Promise<void>;
}

const SESSIONS =
  'SELECT club_id, federation_id, member_id, name, session_id, session_name, starts_at, percentage, total, rank, ' +
  'field_size FROM federation_player_sessions';

function sessionOf(row: Record<string, unknown>): FederationPlayerSession {
  return {
    clubId: row['club_id'] as string,
    federationId: row['federation_id'] as string,
    memberId: row['member_id'] as string,
    name: row['name'] as string,
    sessionId: row['session_id'] as string,
    sessionName: (row['session_name'] as string | null) ?? null,
    startsAt: (row['starts_at'] as string | null) ?? null,
    percentage: (row['percentage'] as number | null) ?? null,
    total: row['total'] as number,
    rank: row['rank'] as string,
    fieldSize: row['field_size'] as number,
  };
}

export async function openFederationReader(options: FederationReaderOptions): Promise<FederationReader> {
  const pool = new pg.Pool({ ...federationConnectionConfig(options), max: options.poolSize ?? 2 });
  // An idle connection's error (the server restarted) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const rows = async (text: string, values: unknown[] = []) =>
    (await pool.query<Record<string, unknown>>(text, values)).rows;
  try {
    // Fails here, not at the first question, when the role or the views are missing.
    await rows('SELECT 1 FROM federation_sharing_clubs LIMIT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    async sharingClubs() {
      const found = await rows('SELECT club_id, since FROM federation_sharing_clubs ORDER BY club_id');
      return found.map((row) => ({ clubId: row['club_id'] as string, since: row['since'] as string }));
    },
    async playerHistory(federationId) {
      return federationPlayerHistory(
        federationId,
        (await rows(`${SESSIONS} WHERE federation_id = $1`, [federationId])).map(sessionOf),
      );
    },
    async leagueTable(period = {}) {
      return federationTable((await rows(SESSIONS)).map(sessionOf), period);
    },
    async clubLeagueTables() {
      const found = await rows(
        'SELECT club_id, league_id, league_table FROM federation_league_tables ORDER BY club_id, league_id',
      );
      return found.map((row) => ({
        clubId: row['club_id'] as string,
        leagueId: row['league_id'] as string,
        table: JSON.parse(row['league_table'] as string) as unknown,
      }));
    },
    close: () => pool.end(),
  };
}
