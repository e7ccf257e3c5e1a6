// The site reads its settings once (libs/settings) and hands them to what it opens: the table's
// defaults are the libraries' own, and a bad setting stops server.ts naming every bad one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RESULTS_STALE_MS, DEMO_CLUB_ID } from '@club/application';
import { signInSettingsFromEnv } from '@club/auth';
import { DEFAULT_OUTBOX_RETENTION_MS } from '@club/read-models';
import { readSettings } from '@club/settings';
import { DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS } from '@club/settings/defaults';
import { requestLimitsFromEnv } from '../src/server/request-limits';
import { siteOptions } from '../src/server/site-settings';
import { siteServerArgs } from '../../../tools/scripts/fresh-bundle.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('site settings', () => {
  test("with no environment, the options are the libraries' defaults, the club file data/club.db at the root", () => {
    const { site, limits } = siteOptions(readSettings({}, { cwd: '/srv/club' }));
    expect(limits).toEqual(requestLimitsFromEnv({}));
    expect(site.auth).toEqual(signInSettingsFromEnv({}));
    expect(site).toMatchObject({
      file: '/srv/club/data/club.db',
      queue: 'auto',
      clubId: DEMO_CLUB_ID,
      allowedOrigins: [],
      resultsStaleAfterMs: DEFAULT_RESULTS_STALE_MS,
      importSlice: 100,
      crossImpArtificialImps: DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS,
      rubberLadderPeriod: 'season',
      appealDeposit: 0,
    });
    expect(site.club).toEqual({
      queuePrefix: 'club',
      retryAfterMs: 30_000,
      outboxRetentionMs: DEFAULT_OUTBOX_RETENTION_MS,
    });
  });

  test('given settings reach the options', () => {
    const env = {
      CLUB_ID: 'north',
      CLUB_SIGN_IN_WINDOW_MINUTES: '2',
      CLUB_SIGN_IN_HASHES: '3',
      CLUB_TABLE_ENTRIES: '4',
      CLUB_LIVE_MAX: '7',
      CLUB_IMPORT_SLICE: '5',
      CLUB_RESULTS_STALE_MS: '5000',
      CLUB_QUEUE_PREFIX: 'north-club',
      CLUB_OUTBOX_RETENTION_DAYS: '2',
      REDIS_URL: 'redis://10.1.1.1:6379',
      CLUB_SITE_ORIGINS: 'https://club.example',
      CLUB_RUBBER_LADDER_PERIOD: 'month',
      CLUB_APPEAL_DEPOSIT: '20',
      CLUB_CROSS_IMP_ARTIFICIAL_IMPS: '1',
    };
    const { site, limits } = siteOptions(readSettings(env));
    expect(site.auth).toEqual(signInSettingsFromEnv(env));
    expect(limits).toEqual(requestLimitsFromEnv(env));
    expect(site).toMatchObject({
      clubId: 'north',
      importSlice: 5,
      resultsStaleAfterMs: 5000,
      allowedOrigins: ['https://club.example'],
      rubberLadderPeriod: 'month',
      appealDeposit: 20,
      crossImpArtificialImps: 1,
      club: { redisUrl: 'redis://10.1.1.1:6379', queuePrefix: 'north-club', outboxRetentionMs: 2 * 86_400_000 },
    });
  });

  test("the club's time zone: CLUB_TIME_ZONE, else the machine's own zone", () => {
    expect(siteOptions(readSettings({ CLUB_TIME_ZONE: 'Europe/Prague' })).timeZone).toBe('Europe/Prague');
    // The site's reads get it too: the rubber ladder's months are the club's calendar's.
    expect(siteOptions(readSettings({ CLUB_TIME_ZONE: 'Europe/Prague' })).site.timeZone).toBe('Europe/Prague');
    expect(siteOptions(readSettings({})).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test("the club's language: CLUB_LANGUAGE, else English", () => {
    expect(siteOptions(readSettings({ CLUB_LANGUAGE: 'hu' })).language).toBe('hu');
    expect(siteOptions(readSettings({})).language).toBe('en');
  });

  test('a bad value of a setting the libraries take as an option is refused with its name', () => {
    expect(() => readSettings({ CLUB_CROSS_IMP_ARTIFICIAL_IMPS: '-1' })).toThrow(
      "CLUB_CROSS_IMP_ARTIFICIAL_IMPS must be a non-negative number of IMPs, got '-1'",
    );
    expect(() => readSettings({ CLUB_RESULTS_STALE_MS: 'soon', CLUB_OUTBOX_RETENTION_DAYS: 'week' })).toThrow(
      "2 bad settings:\n  CLUB_RESULTS_STALE_MS must be a non-negative whole number of milliseconds, got 'soon'\n  CLUB_OUTBOX_RETENTION_DAYS must be a non-negative number of days, got 'week'",
    );
  });

  test('server.ts with bad settings (an unknown time zone among them): exit 1 and one message naming each, before anything is opened', async () => {
    const child = spawn(process.execPath, siteServerArgs(), {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        PORT: 'eighty',
        CLUB_TRUST_PROXY: 'yes',
        CLUB_TIME_ZONE: 'Mars/Olympus_Mons',
        CLUB_DB: join(WEB_DIR, 'never', 'club.db'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toBe(
      "club site: 3 bad settings:\n  PORT must be a positive whole number, got 'eighty'\n  CLUB_TRUST_PROXY must be 1 or 0, got 'yes'\n  CLUB_TIME_ZONE must be an IANA time zone name such as Europe/Budapest, got 'Mars/Olympus_Mons'\n",
    );
  }, 30_000);

  test('server.ts with CLUB_BASE_HOST but no CLUB_DATABASE_URL: exit 1, the settings error naming both', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CLUB_BASE_HOST: 'localhost',
      CLUB_DB: join(WEB_DIR, 'never', 'club.db'),
    };
    delete env['CLUB_DATABASE_URL'];
    const child = spawn(process.execPath, siteServerArgs(), { cwd: WEB_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toBe(
      "club site: CLUB_BASE_HOST (many clubs, one per host name) needs CLUB_DATABASE_URL: the clubs' logs are in PostgreSQL, a club file holds one club\n",
    );
  }, 30_000);
});
