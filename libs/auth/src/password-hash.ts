// Passwords are stored as scrypt hashes with a per-password random salt and the cost parameters
// alongside, so that parameters can be raised later without breaking older hashes:
//   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's recommended minimum for scrypt (2^17, 8, 1): about 128 MiB and a few hundred ms per hash. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that so the default limit does not refuse it.
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParameters = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  readonly params: ScryptParameters;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parseHash(stored: string): ParsedHash {
  const parts = stored.split('$');
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    throw new Error(`password hash: expected scrypt$N$r$p$salt$hash, got '${stored.slice(0, 12)}…'`);
  }
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Re-derives with the stored salt and parameters and compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { params, salt, key } = parseHash(stored);
  const candidate = await derive(password, salt, params);
  return candidate.length === key.length && timingSafeEqual(candidate, key);
}
