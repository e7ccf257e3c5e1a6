// One setting: its environment variable, its default (as it would be written in the environment, so
// the default is validated like any value and documented as is), what it means, and how it parses.
import { z } from 'zod';

export interface Setting<T, D extends string | undefined = string | undefined> {
  readonly env: string;
  /** undefined: unset means "not given" (the value is undefined). */
  readonly default: D;
  readonly meaning: string;
  readonly schema: z.ZodType<T, string>;
}

export function setting<T, D extends string | undefined>(
  env: string,
  fallback: D,
  meaning: string,
  parse: (name: string) => z.ZodType<T, string>,
): Setting<T, D> {
  return { env, default: fallback, meaning, schema: parse(env) };
}

/** A whole number from `min`; the message names the setting, the unit and the value. */
export const whole = (min: number, unit: string) => (name: string) =>
  z.string().transform((raw, ctx) => {
    const value = Number(raw);
    if (raw.trim() !== '' && Number.isSafeInteger(value) && value >= min) return value;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a ${min >= 1 ? 'positive' : 'non-negative'} whole number${unit ? ` of ${unit}` : ''}, got '${raw}'`,
    });
    return z.NEVER;
  });

/** A number from 0 (fractions allowed). */
export const nonNegative = (unit: string) => (name: string) =>
  z.string().transform((raw, ctx) => {
    const value = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(value) && value >= 0) return value;
    ctx.addIssue({ code: 'custom', message: `${name} must be a non-negative number of ${unit}, got '${raw}'` });
    return z.NEVER;
  });

export const oneOf =
  <const V extends readonly [string, ...string[]]>(values: V) =>
  (name: string) =>
    z.string().transform((raw, ctx) => {
      if ((values as readonly string[]).includes(raw)) return raw as V[number];
      ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')}, got '${raw}'` });
      return z.NEVER;
    });

/** `i/n` with 1 <= i <= n: the i-th of n equal shares (of the clubs a worker serves). */
export const share = (name: string) =>
  z.string().transform((raw, ctx) => {
    const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match && count >= 1 && index >= 1 && index <= count) return { index, count };
    ctx.addIssue({ code: 'custom', message: `${name} must be i/n with 1 <= i <= n (e.g. 2/3), got '${raw}'` });
    return z.NEVER;
  });

/** '1' is on; unset, '' or '0' is off; anything else is a mistake. */
export const flag = (name: string) =>
  z.string().transform((raw, ctx) => {
    if (raw === '1' || raw === '0') return raw === '1';
    ctx.addIssue({ code: 'custom', message: `${name} must be 1 or 0, got '${raw}'` });
    return z.NEVER;
  });

/** Any text without spaces (a file, a module, a prefix, an id). */
export const word = (name: string) =>
  z.string().transform((raw, ctx) => {
    if (raw.trim() === raw && raw !== '') return raw;
    ctx.addIssue({ code: 'custom', message: `${name} must not be empty or start or end with spaces, got '${raw}'` });
    return z.NEVER;
  });

/** Comma-separated values, blanks dropped. */
export const list = () =>
  z.string().transform((raw) =>
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An IANA time zone name the runtime knows (Europe/Budapest, America/New_York, UTC). */
export const timeZone = (name: string) =>
  z.string().transform((raw, ctx) => {
    try {
      // The constructor is the runtime's own list, aliases included; an unknown name throws.
      return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an IANA time zone name such as Europe/Budapest, got '${raw}'`,
      });
      return z.NEVER;
    }
  });

export const redisUrl = (name: string) =>
  z.string().transform((raw, ctx) => {
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name} '${raw}' is not a URL (expected e.g. redis://127.0.0.1:6379)` });
      return z.NEVER;
    }
    if (protocol === 'redis:' || protocol === 'rediss:') return raw;
    ctx.addIssue({ code: 'custom', message: `${name} '${raw}' must start with redis:// or rediss://` });
    return z.NEVER;
  });

/** A PostgreSQL connection URL (postgres:// or postgresql://), kept as written. */
export const postgresUrl = (name: string) =>
  z.string().transform((raw, ctx) => {
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `${name} '${raw}' is not a URL (expected e.g. postgres://club@127.0.0.1:5432/club)`,
      });
      return z.NEVER;
    }
    if (protocol === 'postgres:' || protocol === 'postgresql:') return raw;
    ctx.addIssue({ code: 'custom', message: `${name} '${raw}' must start with postgres:// or postgresql://` });
    return z.NEVER;
  });

/** The scheme, host and port a site is reached at (http or https, no path): kept as the URL's origin. */
export const siteOrigin = (name: string) =>
  z.string().transform((raw, ctx) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `${name} '${raw}' is not a URL (expected e.g. http://192.168.1.20:3000)`,
      });
      return z.NEVER;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash)
      return url.origin;
    ctx.addIssue({
      code: 'custom',
      message: `${name} '${raw}' must be an http:// or https:// address without a path (e.g. http://192.168.1.20:3000)`,
    });
    return z.NEVER;
  });

/**
 * A host name without a port (lower case): the site's clubs are served at `<club>.<host>`. Labels of
 * letters, digits and '-', separated by dots; a port or scheme is a mistake named here.
 */
export const hostName = (name: string) =>
  z.string().transform((raw, ctx) => {
    const host = raw.toLowerCase();
    if (/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/.test(host) && host.length <= 253) return host;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a host name without scheme or port (e.g. localhost or clubs.example.org), got '${raw}'`,
    });
    return z.NEVER;
  });
