import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSettings, SETTINGS, SettingsError, unknownSettingsWarning } from '../src';

describe('readSettings', () => {
  test('an empty environment gives every default', () => {
    const s = readSettings({}, { cwd: '/srv/club' });
    expect(s).toMatchObject({
      db: '/srv/club/data/club.db',
      clubId: 'demo',
      port: 3000,
      host: '0.0.0.0',
      siteOrigins: [],
      trustProxy: false,
      queue: 'auto',
      queuePrefix: 'club',
      signInPairFailures: 5,
      signInAddressFailures: 20,
      signInAccountSlowAfter: 10,
      signInAccountSpacingSeconds: 30,
      signInWindowMinutes: 15,
      signInHashes: 2,
      signInWaiting: 50,
      maxBodyBytes: 4 * 1024 * 1024,
      livePerMember: 4,
      liveMax: 500,
      responseCacheBytes: 64 * 1024 * 1024,
      responseCacheEntryBytes: 1024 * 1024,
      resultsStaleMs: 60_000,
      importSlice: 100,
      pollMs: 200,
      retryAfterMs: 30_000,
      workerLockMs: 30_000,
      workerStalledMs: 30_000,
      outboxRetentionDays: 7,
      startSkipBuild: false,
      chromium: '/usr/bin/chromium',
    });
    expect(s.redisUrl).toBeUndefined();
    expect(s.databaseUrl).toBeUndefined();
    expect(s.registry).toBeUndefined();
    // Unset: the site uses the machine's own zone.
    expect(s.timeZone).toBeUndefined();
    expect(s.given.size).toBe(0);
    expect(s.unknown).toEqual([]);
  });

  test('given values are parsed, an empty one is the default, and a relative CLUB_DB is resolved against the folder', () => {
    const s = readSettings(
      {
        CLUB_DB: 'x/club.db',
        CLUB_ID: 'north',
        PORT: '8080',
        CLUB_SITE_ORIGINS: ' https://a.example , ,https://b.example',
        CLUB_TRUST_PROXY: '1',
        CLUB_QUEUE: 'in-process',
        REDIS_URL: 'redis://10.0.0.2:6380',
        CLUB_OUTBOX_RETENTION_DAYS: '0.5',
        HOST: '',
        CLUB_CHROMIUM: '/opt/chromium/chrome',
      },
      { cwd: '/srv' },
    );
    expect(s).toMatchObject({
      db: '/srv/x/club.db',
      clubId: 'north',
      port: 8080,
      siteOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      queue: 'in-process',
      redisUrl: 'redis://10.0.0.2:6380',
      outboxRetentionDays: 0.5,
      host: '0.0.0.0',
      chromium: '/opt/chromium/chrome',
    });
    expect([...s.given].sort()).toEqual([
      'chromium',
      'clubId',
      'db',
      'outboxRetentionDays',
      'port',
      'queue',
      'redisUrl',
      'siteOrigins',
      'trustProxy',
    ]);
  });

  test('every bad setting is named in one error', () => {
    const env = {
      PORT: 'eighty',
      CLUB_POLL_MS: '0',
      CLUB_RESULTS_STALE_MS: '-1',
      CLUB_QUEUE: 'redis',
      CLUB_TRUST_PROXY: 'yes',
      REDIS_URL: 'http://localhost',
      CLUB_OUTBOX_RETENTION_DAYS: 'week',
      CLUB_ID: ' north',
      CLUB_SIGN_IN_HASHES: '1.5',
    };
    let error: unknown;
    try {
      readSettings(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual([
      "CLUB_ID must not be empty or start or end with spaces, got ' north'",
      "PORT must be a positive whole number, got 'eighty'",
      "CLUB_TRUST_PROXY must be 1 or 0, got 'yes'",
      "CLUB_SIGN_IN_HASHES must be a positive whole number, got '1.5'",
      "CLUB_RESULTS_STALE_MS must be a non-negative whole number of milliseconds, got '-1'",
      "CLUB_QUEUE must be one of auto, bullmq, in-process, got 'redis'",
      "REDIS_URL 'http://localhost' must start with redis:// or rediss://",
      "CLUB_POLL_MS must be a positive whole number of milliseconds, got '0'",
      "CLUB_OUTBOX_RETENTION_DAYS must be a non-negative number of days, got 'week'",
    ]);
    expect((error as Error).message).toMatch(/^9 bad settings:\n {2}CLUB_ID/);
    expect((error as SettingsError).parsed).toMatchObject({ db: join(process.cwd(), 'data/club.db'), host: '0.0.0.0' });
    expect(readSettings({ CLUB_DATABASE_URL: 'postgres://club@10.0.0.3:5432/club' }).databaseUrl).toBe(
      'postgres://club@10.0.0.3:5432/club',
    );
    expect(() => readSettings({ CLUB_DATABASE_URL: 'mysql://club@10.0.0.3/club' })).toThrow(
      "CLUB_DATABASE_URL 'mysql://club@10.0.0.3/club' must start with postgres:// or postgresql://",
    );
    expect(() => readSettings({ REDIS_URL: 'localhost' })).toThrow(
      "REDIS_URL 'localhost' is not a URL (expected e.g. redis://127.0.0.1:6379)",
    );
  });

  test('CLUB_TIME_ZONE is an IANA zone the runtime knows; an unknown one is named at start', () => {
    expect(readSettings({ CLUB_TIME_ZONE: 'Europe/Prague' }).timeZone).toBe('Europe/Prague');
    expect(readSettings({ CLUB_TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    expect(() => readSettings({ CLUB_TIME_ZONE: 'Europe/Gotham' })).toThrow(
      "CLUB_TIME_ZONE must be an IANA time zone name such as Europe/Budapest, got 'Europe/Gotham'",
    );
    expect(() => readSettings({ CLUB_TIME_ZONE: '+01:00 CET' })).toThrow(SettingsError);
  });

  test("CLUB_LANGUAGE is one of the site's languages, English unless the club says otherwise", () => {
    expect(readSettings({}).language).toBe('en');
    expect(readSettings({ CLUB_LANGUAGE: 'cs' }).language).toBe('cs');
    expect(() => readSettings({ CLUB_LANGUAGE: 'de' })).toThrow(
      "CLUB_LANGUAGE must be one of en, cs, sk, bs, hu, got 'de'",
    );
  });

  test('CLUB_PUBLIC_ORIGIN is the address phones reach: an http(s) origin, a path or another scheme named at start', () => {
    expect(readSettings({}).publicOrigin).toBeUndefined();
    expect(readSettings({ CLUB_PUBLIC_ORIGIN: 'http://192.168.1.20:3000/' }).publicOrigin).toBe(
      'http://192.168.1.20:3000',
    );
    expect(readSettings({ CLUB_PUBLIC_ORIGIN: 'https://Club.Example' }).publicOrigin).toBe('https://club.example');
    expect(() => readSettings({ CLUB_PUBLIC_ORIGIN: 'https://club.example/bridge' })).toThrow(
      "CLUB_PUBLIC_ORIGIN 'https://club.example/bridge' must be an http:// or https:// address without a path",
    );
    expect(() => readSettings({ CLUB_PUBLIC_ORIGIN: 'ftp://club.example' })).toThrow(
      /must be an http:\/\/ or https:\/\//,
    );
    expect(() => readSettings({ CLUB_PUBLIC_ORIGIN: 'club.example' })).toThrow(
      "CLUB_PUBLIC_ORIGIN 'club.example' is not a URL (expected e.g. http://192.168.1.20:3000)",
    );
  });

  test('CLUB_BASE_HOST is a host name without port, lower-cased, and only with CLUB_DATABASE_URL', () => {
    const url = 'postgres://club@127.0.0.1:5432/clubs';
    expect(readSettings({}).baseHost).toBeUndefined();
    expect(readSettings({ CLUB_BASE_HOST: 'Clubs.Example.org', CLUB_DATABASE_URL: url }).baseHost).toBe(
      'clubs.example.org',
    );
    expect(readSettings({ CLUB_BASE_HOST: 'localhost', CLUB_DATABASE_URL: url }).baseHost).toBe('localhost');
    for (const bad of ['localhost:3000', 'http://localhost', 'clubs..example', '-clubs.example', 'a b'])
      expect(() => readSettings({ CLUB_BASE_HOST: bad, CLUB_DATABASE_URL: url })).toThrow(
        `CLUB_BASE_HOST must be a host name without scheme or port (e.g. localhost or clubs.example.org), got '${bad}'`,
      );
    expect(() => readSettings({ CLUB_BASE_HOST: 'localhost' })).toThrow(
      "CLUB_BASE_HOST (many clubs, one per host name) needs CLUB_DATABASE_URL: the clubs' logs are in PostgreSQL, a club file holds one club",
    );
    // Named beside the other bad settings, in one error.
    expect(() => readSettings({ CLUB_BASE_HOST: 'localhost', PORT: 'x' })).toThrow(/2 bad settings/);
  });

  test('CLUB_ variables no setting reads are listed for a warning; other variables are not', () => {
    const s = readSettings({
      CLUB_POLMS: '5',
      CLUB_DB_FILE: 'x',
      CLUB_TEST_HANG_DIR: '/tmp',
      PATH: '/bin',
      CLUB_POLL_MS: '50',
    });
    expect(s.unknown).toEqual(['CLUB_DB_FILE', 'CLUB_POLMS']);
    expect(unknownSettingsWarning(s)).toBe(
      'unknown settings ignored (not in libs/settings/README.md): CLUB_DB_FILE, CLUB_POLMS',
    );
    expect(unknownSettingsWarning(readSettings({}))).toBeUndefined();
  });

  test('the README table lists every setting with its default', () => {
    const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
    for (const s of Object.values(SETTINGS))
      expect(readme).toContain(
        `| \`${s.env}\` | ${s.default === undefined ? 'unset' : s.default === '' ? 'empty' : `\`${s.default}\``} |`,
      );
  });
});
