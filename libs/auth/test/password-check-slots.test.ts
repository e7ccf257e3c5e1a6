// Password checks at a time, through the auth store on an in-memory SQLite file: at most
// `running` at once, `waiting` more wait for one, the rest are refused unchecked and not counted.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../src/auth-store';
import { verifyPassword } from '../src/password-hash';

// Cheap scrypt parameters: the test counts checks, not their cost.
const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

describe('password checks at a time', () => {
  it('runs at most 2 at once, and refuses unchecked those past the waiting room', async () => {
    const sqlite = new Database(':memory:');
    const seen = { running: 0, most: 0, count: 0 };
    const auth = createAuthStore(sqlite, {
      scrypt: FAST_SCRYPT,
      hashSlots: { running: 2, waiting: 3 },
      verifyPassword: async (password, stored) => {
        seen.count++;
        seen.most = Math.max(seen.most, ++seen.running);
        try {
          return await verifyPassword(password, stored);
        } finally {
          seen.running--;
        }
      },
    });
    for (let i = 0; i < 8; i++)
      await auth.createAccount({
        memberId: `m${i}`,
        name: `M${i}`,
        email: `m${i}@club.test`,
        password: `pw-m${i}-secret`,
        grants: [],
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        auth.signIn({ email: `m${i}@club.test`, password: `pw-m${i}-secret`, clientAddress: `198.51.100.${i}` }),
      ),
    );
    expect(seen.most).toBe(2);
    expect(seen.count).toBe(5);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const busy = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => (o.reason as Error).message);
    expect(busy).toEqual(Array(3).fill('The site is busy checking other sign-ins: try again in a few seconds.'));
    // A refused-unchecked attempt is not held against the address or the account.
    expect(
      (await auth.signIn({ email: 'm7@club.test', password: 'pw-m7-secret', clientAddress: '198.51.100.7' })).member
        .memberId,
    ).toBe('m7');
    sqlite.close();
  });
});
