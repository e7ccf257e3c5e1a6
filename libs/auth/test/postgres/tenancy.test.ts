// The accounts of many clubs in one PostgreSQL schema: each club's store and each club's own
// connection see and change that club's rows only (forced row-level security on club.id), the
// same email may have an account at two clubs, the federation's role reads none of it, and a
// session token is stored only as its SHA-256. A database of its own, created here and dropped after.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { clubConnectionConfig, federationConnectionConfig, openPostgresEventLog } from '@club/event-store';
import { openPostgresAuthStore, type PostgresAuthStore } from '../../src/postgres';
import { postgresAvailable, useTestDatabase } from '../../../event-store/test/support/postgres';

const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
const TABLES = [
  'auth_accounts',
  'auth_sessions',
  'auth_sign_in_failures',
  'auth_password_links',
  'auth_password_requests',
  'auth_password_request_attempts',
  'auth_table_codes',
  'auth_table_sessions',
  'auth_table_entry_attempts',
];

describe.skipIf(!postgresAvailable)("a club's accounts in PostgreSQL", () => {
  const database = useTestDatabase();
  const open = async (clubId: string) =>
    database.closeAtEnd(
      await openPostgresAuthStore({ url: database.url, clubId, scrypt: FAST_SCRYPT, poolSize: 2 }),
    ) as PostgresAuthStore;
  const connect = async (config: pg.ClientConfig) => {
    const client = new pg.Client(config);
    await client.connect();
    return client;
  };

  test("a club's connection neither reads nor changes another club's accounts and sessions", async () => {
    // The log's migrations first: they make the roles the auth tables are granted to.
    await (await openPostgresEventLog({ url: database.url, clubId: 'north', poolSize: 1 })).close();
    const north = await open('north');
    const south = await open('south');
    expect(north.migrationsApplied).toBe(1);
    expect(south.migrationsApplied).toBe(0);
    const ann = { memberId: 'ann', email: 'ann@club.test', name: 'Ann', password: 'north secret', grants: [] };
    await north.createAccount(ann);
    // The same email is another account at another club.
    await south.createAccount({ ...ann, memberId: 'ann-s', name: 'Ann South', password: 'south secret' });
    const { token } = await north.signIn({ email: ann.email, password: 'north secret', clientAddress: 'a' });
    await north.tableCodes.issue('S1', [{ section: 'A', table: 1 }]);
    await north.issuePasswordLink(ann);

    expect((await north.memberForToken(token))?.memberId).toBe('ann');
    expect(await south.memberForToken(token)).toBeNull();
    expect((await south.accounts()).map((a) => a.memberId)).toEqual(['ann-s']);
    expect(await south.tableCodes.of('S1')).toEqual([]);
    expect(
      await south.signIn({ email: ann.email, password: 'north secret', clientAddress: 'a' }).catch((e) => e.code),
    ).toBe('wrong-email-or-password');

    // South's own connection, in plain SQL: nothing of north's to read, change or delete.
    const southSql = await connect(clubConnectionConfig({ url: database.url, clubId: 'south' }));
    try {
      const visible = await southSql.query('SELECT club_id, member_id FROM auth_accounts');
      expect(visible.rows).toEqual([{ club_id: 'south', member_id: 'ann-s' }]);
      expect((await southSql.query("SELECT * FROM auth_sessions WHERE member_id = 'ann'")).rowCount).toBe(0);
      expect((await southSql.query("UPDATE auth_accounts SET name = 'stolen' WHERE member_id = 'ann'")).rowCount).toBe(
        0,
      );
      expect((await southSql.query("UPDATE auth_accounts SET name = 'stolen' WHERE club_id = 'north'")).rowCount).toBe(
        0,
      );
      expect((await southSql.query('DELETE FROM auth_sessions')).rowCount).toBe(0);
      for (const table of TABLES)
        expect((await southSql.query(`SELECT 1 FROM ${table} WHERE club_id <> 'south'`)).rowCount).toBe(0);
      await expect(
        southSql.query(
          "INSERT INTO auth_sessions (club_id, token_hash, member_id, created_at, expires_at) VALUES ('north', 'x', 'ann', 0, 9e15)",
        ),
      ).rejects.toThrow(/row-level security/);
      await expect(
        southSql.query("UPDATE auth_accounts SET club_id = 'north' WHERE member_id = 'ann-s'"),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await southSql.end();
    }
    expect((await north.memberForToken(token))?.name).toBe('Ann');

    // The federation's role has no grant on any auth table.
    const federation = await connect(federationConnectionConfig({ url: database.url }));
    try {
      for (const table of TABLES)
        await expect(federation.query(`SELECT 1 FROM ${table}`)).rejects.toThrow(/permission denied/);
    } finally {
      await federation.end();
    }

    // The token itself is nowhere: only its SHA-256.
    const stored = await database.admin.query<{ token_hash: string }>(
      "SELECT token_hash FROM auth_sessions WHERE club_id = 'north'",
    );
    expect(stored.rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const policies = await database.admin.query<{ relname: string; forced: boolean }>(
      "SELECT relname, relforcerowsecurity AS forced FROM pg_class WHERE relname LIKE 'auth\\_%' AND relkind = 'r' ORDER BY relname",
    );
    expect(policies.rows.filter((row) => row.relname !== 'auth_migrations')).toEqual(
      [...TABLES].sort().map((relname) => ({ relname, forced: true })),
    );
  });
});
