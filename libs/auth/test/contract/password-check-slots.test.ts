// Contract: password checks at a time, through every store: at most `running` at once,
// `waiting` more wait for one, the rest are refused unchecked and not counted.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/password-hash';
import { FAST_SCRYPT, STORES } from './stores';

describe.each(STORES)('password checks at a time on $name', (adapter) => {
  const stores = adapter.use();

  it('runs at most 2 at once, and refuses unchecked those past the waiting room', async () => {
    const seen = { running: 0, most: 0, count: 0, refused: 0 };
    // The checks hold their slots until three sign-ins were refused: all eight have come by then,
    // however long each took to reach its check (a PostgreSQL store reads between).
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const auth = await stores.open({
      scrypt: FAST_SCRYPT,
      hashSlots: { running: 2, waiting: 3 },
      verifyPassword: async (password, stored) => {
        seen.count++;
        seen.most = Math.max(seen.most, ++seen.running);
        try {
          await gate;
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
        auth
          .signIn({ email: `m${i}@club.test`, password: `pw-m${i}-secret`, clientAddress: `198.51.100.${i}` })
          .catch((error: unknown) => {
            if (++seen.refused === 3) open();
            throw error;
          }),
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
  });
});
