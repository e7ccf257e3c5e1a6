// `club federation player|table|share` through the real CLI, against a PostgreSQL database made
// here and dropped after: three copies of the demo club migrated as three clubs (north, south,
// west); in each, member m01 gets federation id 90001 through the club's own command
// (RecordMemberFederationId), as the member pages and the imports record it. North and south say
// they share, west says it does not: the player's history lists his sessions of both sharing clubs,
// the federation table adds them up, and west is in neither. Skipped, saying so, when no server answers.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openClub } from '@club/application';
import { clubDecider, clubStreamId } from '@club/club';
import { sessionPoints, type FederationPlayerHistory, type FederationStanding } from '@club/read-models';
import { runClub, seedDemoClubFile } from './club-run';
import { ADMIN_URL, admin, databaseUrl, postgresReachable } from './postgres-server';

const available = await postgresReachable();
if (!available) console.warn(`club federation tests SKIPPED: no PostgreSQL server answers at ${ADMIN_URL}`);

const name = `club_test_federation_${randomBytes(5).toString('hex')}`;
const url = databaseUrl(name);
const CLUBS = ['north', 'south', 'west'] as const;
let dir: string;

/** The demo club's member m01 given federation id 90001 by the club's command, in the club's file. */
async function recordFederationId(file: string): Promise<void> {
  const club = await openClub({ file, mustExist: true, queue: 'in-process', log: () => {} });
  try {
    club.execute(clubStreamId('demo'), clubDecider, {
      type: 'RecordMemberFederationId',
      memberId: 'm01',
      federationId: '90001',
      at: '2026-11-20T10:00:00.000Z',
    });
  } finally {
    await club.close();
  }
}

const federation = (...args: string[]) => runClub(undefined, ['federation', ...args, '--url', url]);

describe.skipIf(!available)('club federation', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-federation-'));
    const demo = join(dir, 'demo.db');
    const seeded = seedDemoClubFile(demo);
    expect(seeded.code, seeded.stderr).toBe(0);
    await admin(`CREATE DATABASE ${name}`);
    for (const club of CLUBS) {
      const file = join(dir, `${club}.db`);
      copyFileSync(demo, file);
      await recordFederationId(file);
      const migrated = runClub(undefined, ['migrate', '--to', 'postgres', '--db', file, '--url', url, '--club', club]);
      expect(migrated.code, migrated.stderr).toBe(0);
    }
  }, 300_000);
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('help, and usage errors named', () => {
    const help = runClub(undefined, ['federation', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: club federation player <federation id>/);
    expect(runClub(undefined, ['federation']).code).toBe(2);
    const unknown = federation('ranking');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown federation command 'ranking'/);
    expect(federation('player').stderr).toMatch(/player takes one federation id/);
    expect(federation('share', 'maybe', '--club', 'north').stderr).toMatch(/share takes on or off/);
    const badDate = federation('table', '--from', 'March');
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toMatch(/from must be a date YYYY-MM-DD/);
  });

  test("a player's sessions across the sharing clubs, the table combining them; a club that does not share is absent", () => {
    // Nothing is shared before a club says so.
    expect(federation('player', '90001').stdout).toMatch(/no session of federation id 90001/);
    for (const [club, answer] of [
      ['north', 'on'],
      ['south', 'on'],
      ['west', 'off'],
    ] as const) {
      const shared = federation('share', answer, '--club', club);
      expect(shared.code, shared.stderr).toBe(0);
      expect(shared.stdout).toMatch(new RegExp(`^club ${club} (shares|does not share)`));
    }

    const asked = federation('player', '90001', '--json');
    expect(asked.code, asked.stderr).toBe(0);
    const history = JSON.parse(asked.stdout) as FederationPlayerHistory;
    expect(history.name).toBe('Anna Kovács');
    expect(history.clubs).toEqual(['north', 'south']);
    const sessionsOf = (club: string) => history.sessions.filter((s) => s.clubId === club).map((s) => s.sessionId);
    // The same demo sessions in both clubs (copies of one file), newest first, published ones only.
    expect(sessionsOf('north').length).toBeGreaterThan(0);
    expect(sessionsOf('south')).toEqual(sessionsOf('north'));
    expect(sessionsOf('north')).toContain('howell1');
    expect(sessionsOf('north')).not.toContain('tables1');
    const starts = history.sessions.map((s) => s.startsAt ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    expect(history.sessions.every((s) => s.memberId === 'm01')).toBe(true);

    const text = federation('player', '90001');
    expect(text.stdout).toMatch(/^Anna Kovács \(federation id 90001\): \d+ sessions in 2 clubs \(north, south\)/);
    expect(text.stdout).toMatch(/north +Wednesday Howell/);

    // The demo's own federation id of m01 (70001) belongs to nobody now; 70002 (m02) is his in every club.
    const tabled = federation('table', '--json');
    expect(tabled.code, tabled.stderr).toBe(0);
    const { clubs, standings } = JSON.parse(tabled.stdout) as { clubs: string[]; standings: FederationStanding[] };
    expect(clubs).toEqual(['north', 'south']);
    const anna = standings.find((s) => s.federationId === '90001')!;
    expect(anna).toMatchObject({ name: 'Anna Kovács', clubs: ['north', 'south'], sessions: history.sessions.length });
    expect(anna.points).toBe(history.sessions.reduce((sum, s) => sum + sessionPoints(s), 0));
    expect(standings.find((s) => s.federationId === '70001')).toBeUndefined();
    expect(standings.find((s) => s.federationId === '70002')?.clubs).toEqual(['north', 'south']);
    expect(standings.some((s) => s.clubs.includes('west'))).toBe(false);
    expect(standings[0]!.rank).toMatch(/^1=?$/);
    const empty = JSON.parse(federation('table', '--from', '2030-01-01', '--json').stdout) as {
      standings: unknown[];
    };
    expect(empty.standings).toEqual([]);
    expect(federation('table').stdout).toMatch(
      /^federation table … – …: \d+ players of 2 sharing clubs \(north, south\)/,
    );

    // South stops sharing: at once, only north's sessions remain.
    expect(federation('share', 'off', '--club', 'south').code).toBe(0);
    expect((JSON.parse(federation('player', '90001', '--json').stdout) as FederationPlayerHistory).clubs).toEqual([
      'north',
    ]);
  });
});
