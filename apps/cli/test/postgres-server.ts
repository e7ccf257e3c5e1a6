// The PostgreSQL server of the CLI's tests: CLUB_TEST_POSTGRES_URL (default the local server's
// `test` database, trust auth); whether it answers, and a statement run on it as its superuser
// (creating and dropping the tests' own databases).
import pg from 'pg';

export const ADMIN_URL = process.env['CLUB_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export const databaseUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
