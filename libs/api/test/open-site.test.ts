// The site's services on a real club file: auth tables beside the event store, demo accounts
// seeded once and able to sign in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSite } from '../src/server/open-site-services';

const dir = mkdtempSync(join(tmpdir(), 'club-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fast = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };

describe('openSite', () => {
  it('seeds one demo account per role, idempotently, and each can sign in', async () => {
    const file = join(dir, 'club.sqlite');
    const first = await openSite({ file, queue: 'in-process', auth: fast, log: () => {} });
    expect(first.demoAccounts.map((a) => a.role)).toEqual(['member', 'director', 'league-admin', 'appeals-committee', 'club-admin']);
    await first.close();
    const again = await openSite({ file, queue: 'in-process', auth: fast, log: () => {} });
    try {
      expect(again.services.auth.accounts()).toHaveLength(5);
      for (const account of again.demoAccounts) {
        const signedIn = await again.services.auth.signIn({ email: account.email, password: account.password, clientAddress: 'test' });
        expect(signedIn.member.grants.map((g) => g.role)).toContain(account.role);
      }
    } finally {
      await again.close();
    }
  });
});
