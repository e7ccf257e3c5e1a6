// The site's services with the club's log in PostgreSQL: the accounts are in that database too, so
// two web hosts of one club started together seed the demo accounts once between them, a sign-in
// on one is known to the other, and nothing is kept in the site's CLUB_DB file. A database of its
// own, created here and dropped after.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSite } from '../../src/server/open-site';
import { postgresAvailable, useTestDatabase } from '../../../../libs/event-store/test/support/postgres';

const dir = mkdtempSync(join(tmpdir(), 'club-site-pg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fast = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };

describe.skipIf(!postgresAvailable)('openSite on PostgreSQL', () => {
  const database = useTestDatabase();

  it('two hosts of one club share its accounts: one sign-in is good on both', async () => {
    const host = (n: number) =>
      openSite({
        file: join(dir, `site${n}.sqlite`),
        databaseUrl: database.url,
        clubId: 'north',
        queue: 'in-process',
        auth: fast,
        log: () => {},
      });
    // Both at once, as hosts of a deployment come up: the demo accounts are created once between them.
    const [first, second] = await Promise.all([host(1), host(2)]);
    try {
      expect(await first.services.auth.accounts()).toEqual(await second.services.auth.accounts());
      expect(await first.services.auth.accounts()).toHaveLength(6);
      const director = first.demoAccounts.find((a) => a.role === 'director')!;
      const signedIn = await first.services.auth.signIn({ ...director, clientAddress: 'test' });
      expect((await second.services.auth.memberForToken(signedIn.token))?.memberId).toBe(signedIn.member.memberId);
      await second.services.auth.signOut(signedIn.token);
      expect(await first.services.auth.memberForToken(signedIn.token)).toBeNull();
      for (const n of [1, 2]) expect(existsSync(join(dir, `site${n}.sqlite`))).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("every table of the site in PostgreSQL is a club's: club_id leads its keys, row-level security forced", async () => {
    // A site opened applies every migration: the log's, the read models' (the job ledger among them), the accounts'.
    const site = await openSite({
      file: join(dir, 'site-tables.sqlite'),
      databaseUrl: database.url,
      clubId: 'south',
      queue: 'in-process',
      auth: fast,
      demo: false,
      log: () => {},
    });
    await site.close();
    const tables = (
      await database.admin.query<{ table: string; forced: boolean; first_key_column: string | null }>(
        `SELECT c.relname AS table, c.relforcerowsecurity AS forced,
                (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                  WHERE i.indrelid = c.oid AND i.indisprimary) AS first_key_column
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE '%migrations' ORDER BY c.relname`,
      )
    ).rows;
    // The log's, the read models' and the accounts' tables at least.
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['events', 'read_model_documents', 'read_model_job_runs', 'auth_accounts']),
    );
    expect(tables.filter((t) => !t.forced || t.first_key_column !== 'club_id')).toEqual([]);
    // No reference crosses clubs: every foreign key starts with club_id on both sides.
    const foreignKeys = (
      await database.admin.query<{ name: string; first_column: string; first_referenced: string }>(
        `SELECT con.conname AS name, a.attname AS first_column, r.attname AS first_referenced
           FROM pg_constraint con
           JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
           JOIN pg_attribute r ON r.attrelid = con.confrelid AND r.attnum = con.confkey[1]
          WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace`,
      )
    ).rows;
    expect(foreignKeys.filter((k) => k.first_column !== 'club_id' || k.first_referenced !== 'club_id')).toEqual([]);
  });
});
