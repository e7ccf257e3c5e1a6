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
});
