// A PostgreSQL server for the tests: CLUB_TEST_POSTGRES_URL (default the local server's `test`
// database, trust auth). Each test file creates a database of its own with a random name and drops
// it at the end; where no server answers, the PostgreSQL tests are skipped with a message saying so.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export const ADMIN_URL = process.env['CLUB_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the tests can use PostgreSQL: said once, with the reason when not. */
export const postgresAvailable: boolean = await reachable(ADMIN_URL);
if (!postgresAvailable) {
  console.warn(
    `PostgreSQL tests SKIPPED: no server answers at ${ADMIN_URL} (start one, or set CLUB_TEST_POSTGRES_URL)`,
  );
}

export interface TestDatabase {
  /** The URL of the new database, as the superuser (migrations, tampering). */
  readonly url: string;
  /** A superuser connection to it, for what the log's own role may not do. */
  admin(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: ADMIN_URL });
  await server.connect();
  try {
    await server.query(`CREATE DATABASE ${name}`);
  } finally {
    await server.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admins: pg.Client[] = [];
  return {
    url: url.toString(),
    async admin() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      admins.push(client);
      return client;
    },
    async drop() {
      for (const client of admins.splice(0)) await client.end().catch(() => undefined);
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

export interface DatabaseOfTheBlock {
  /** The URL of the block's database (valid once its beforeAll ran). */
  readonly url: string;
  /** A superuser connection to it. */
  readonly admin: pg.Client;
  /** Closes the log when the block ends; returns it. */
  closeAtEnd<T extends { close(): Promise<void> }>(log: T): T;
}

/** Registers a describe block's hooks: a database made before its tests, dropped (logs closed) after them. */
export function useTestDatabase(): DatabaseOfTheBlock {
  let database: TestDatabase | undefined;
  let admin: pg.Client | undefined;
  const opened: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = await database.admin();
  });
  afterAll(async () => {
    for (const log of opened.splice(0)) await log.close();
    await database?.drop();
  });
  return {
    get url() {
      return database!.url;
    },
    get admin() {
      return admin!;
    },
    closeAtEnd(log) {
      opened.push(log);
      return log;
    },
  };
}

/**
 * Runs `work` with the URL of a login role of its own that is not a superuser (forced row-level
 * security binds it, as an owner in production), allowed to create schemas in the block's
 * database; the role and all it owns are dropped after (`work` closes its own connections).
 */
export async function asOwnerNotSuperuser<T>(
  database: DatabaseOfTheBlock,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const owner = `club_test_owner_${randomBytes(4).toString('hex')}`;
  const url = new URL(database.url);
  await database.admin.query(
    `CREATE ROLE ${owner} LOGIN CREATEROLE; GRANT CREATE ON DATABASE ${url.pathname.slice(1)} TO ${owner}`,
  );
  url.username = owner;
  try {
    return await work(url.toString());
  } finally {
    await database.admin.query(`DROP OWNED BY ${owner} CASCADE; DROP ROLE ${owner}`);
  }
}
