import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/password-hash';

const params = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', params);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
  });

  it('stores the scheme, parameters and a 16-byte salt with the 32-byte hash', async () => {
    const [scheme, n, r, p, salt, key] = (await hashPassword('pw', params)).split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
  });

  it('salts each hash: the same password twice gives two different hashes', async () => {
    expect(await hashPassword('same', params)).not.toBe(await hashPassword('same', params));
  });

  it('verifies with the parameters stored in the hash, not the current default', async () => {
    const stronger = await hashPassword('pw', { N: 2 ** 11, r: 8, p: 2 });
    expect(await verifyPassword('pw', stronger)).toBe(true);
  });

  it('refuses a malformed stored hash, naming the expected format', async () => {
    await expect(verifyPassword('pw', 'md5$abc')).rejects.toThrow(
      "password hash: expected scrypt$N$r$p$salt$hash, got 'md5$abc…'",
    );
  });
});
