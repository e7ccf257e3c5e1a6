// The federation's views of the clubs' read models in PostgreSQL: a club shares only when it says
// so, on its own connection; the federation's connection reads the players' sessions and league
// tables of the sharing clubs through the views, and these tests try to read anything else and
// must fail to: the tables themselves, a non-sharing club's rows, another document of a sharing
// club. A database of its own, created here and dropped after.
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { clubConnectionConfig, federationConnectionConfig, openPostgresEventLog } from '@club/event-store';
import { openFederationReader, openPostgresReadModels, type PostgresReadModels } from '../../src';
import { asOwnerNotSuperuser, postgresAvailable, useTestDatabase } from '../../../event-store/test/support/postgres';

const SCHEMA = 'clubs';

interface Where {
  readonly url: string;
  readonly schema: string;
}

const member = (clubId: string, memberId: string, name: string, federationId: string | null) => ({
  projection: 'club.members',
  key: `member:${clubId}:${memberId}`,
  doc: { kind: 'member', clubId, memberId, name, email: `${memberId}@${clubId}.example`, federationId, roles: [] },
});
const published = (sessionId: string, yes: boolean) => ({
  projection: 'bridge.session-leagues',
  key: sessionId,
  doc: { sessionId, leagues: ['pairs'], published: yes },
});
const score = (sessionId: string, memberId: string, startsAt: string, rank: string, percentage: number) => ({
  kind: 'bridge-player-score',
  key: `${sessionId}.${memberId}`,
  doc: {
    sessionId,
    name: `Session ${sessionId}`,
    startsAt,
    section: 'A',
    pair: '1',
    partners: ['secret-partner'],
    percentage,
    total: percentage,
    rank,
    fieldSize: 8,
  },
});
/** A club's bridge league table (derived `bridge-league-table`), its standings by member id. */
const leagueTable = (leagueId: string, clubId: string) => ({
  kind: 'bridge-league-table',
  key: leagueId,
  doc: {
    leagueId,
    name: `${clubId} pairs`,
    rule: { kind: 'average-percentage', minSessions: 1 },
    sessions: ['mon'],
    standings: [],
  } as never,
});

describe.skipIf(!postgresAvailable)("the federation's views of the clubs' read models", () => {
  const database = useTestDatabase();

  /** A club's log and read models, its rows written as its own connection writes them. */
  async function club(clubId: string): Promise<PostgresReadModels> {
    database.closeAtEnd(await openPostgresEventLog({ url: database.url, schema: SCHEMA, clubId }));
    return database.closeAtEnd(await openPostgresReadModels({ url: database.url, schema: SCHEMA, clubId }));
  }
  /** The block's database and schema, or the given ones. */
  const here = (): Where => ({ url: database.url, schema: SCHEMA });
  async function asClub(clubId: string, work: (client: pg.Client) => Promise<unknown>, where = here()) {
    const client = new pg.Client(clubConnectionConfig({ ...where, clubId }));
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }
  async function write(
    clubId: string,
    documents: ReturnType<typeof member | typeof published>[],
    derived: ReturnType<typeof score | typeof leagueTable>[],
    where = here(),
  ) {
    await asClub(
      clubId,
      async (client) => {
        // The projections' documents as their publish-* jobs write them: derived, of the projection's kind.
        for (const d of documents)
          await client.query(
            'INSERT INTO read_model_derived (kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) ' +
              "VALUES ($1, $2, $3, 'publish-x.x.v1', 'club-x', 1, 1, '2026-01-01T00:00:00.000Z')",
            [d.projection, d.key, JSON.stringify(d.doc)],
          );
        for (const d of derived)
          await client.query(
            'INSERT INTO read_model_derived (kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) ' +
              "VALUES ($1, $2, $3, 'results.x.v1', 'session-x', 1, 1, '2026-01-01T00:00:00.000Z')",
            [d.kind, d.key, JSON.stringify(d.doc)],
          );
      },
      where,
    );
  }
  /** What a function of the federation's connection, called in `sql`'s conditions, was given. */
  async function leakedBy(sql: string): Promise<string[]> {
    const client = new pg.Client(federationConnectionConfig(here()));
    const seen: string[] = [];
    client.on('notice', (notice) => seen.push(notice.message ?? ''));
    await client.connect();
    try {
      await client.query(
        'CREATE FUNCTION pg_temp.leak(value text) RETURNS boolean LANGUAGE plpgsql COST 0.0000001 ' +
          "AS $$ BEGIN RAISE NOTICE '%', value; RETURN true; END $$",
      );
      await client.query(sql);
      return seen;
    } finally {
      await client.end();
    }
  }
  /** What the federation's own connection answers to `sql`. */
  async function asFederation(sql: string, where = here()): Promise<unknown[]> {
    const client = new pg.Client(federationConnectionConfig(where));
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  test('the federation reads the sharing clubs through its views only; a club that does not share is absent', async () => {
    const north = await club('north');
    const south = await club('south');
    const west = await club('west');
    await write(
      'north',
      [member('north', 'n1', 'Anna Kovács', '90001'), member('north', 'n2', 'Béla Nagy', null), published('mon', true)],
      [
        score('mon', 'n1', '2026-03-02T18:00:00.000Z', '1', 61.5),
        score('mon', 'n2', '2026-03-02T18:00:00.000Z', '2', 55),
        leagueTable('pairs', 'north'),
      ],
    );
    await write(
      'south',
      [
        member('south', 's7', 'Anna Kovacs', '90001'),
        published('tue', true),
        published('wed', false),
        { projection: 'bridge.session', key: 'tue', doc: { secret: 'south' } } as never,
      ],
      [
        score('tue', 's7', '2026-03-10T18:00:00.000Z', '3=', 50),
        score('wed', 's7', '2026-03-11T18:00:00.000Z', '1', 70),
      ],
    );
    await write(
      'west',
      [member('west', 'w1', 'Anna in the West', '90001'), published('thu', true)],
      [score('thu', 'w1', '2026-03-12T18:00:00.000Z', '1', 80), leagueTable('pairs', 'west')],
    );
    // Not shared until the club says so; the west never does, the south says yes then no then yes.
    expect(await north.federationConsent()).toBeUndefined();
    const federation = database.closeAtEnd(await openFederationReader({ url: database.url, schema: SCHEMA }));
    expect((await federation.playerHistory('90001')).sessions).toEqual([]);
    await north.shareWithFederation(true);
    await south.shareWithFederation(true);
    await south.shareWithFederation(false);
    await south.shareWithFederation(true);
    await west.shareWithFederation(false);
    expect(await south.federationConsent()).toMatchObject({ shares: true });
    expect(await west.federationConsent()).toMatchObject({ shares: false });
    expect((await federation.sharingClubs()).map((c) => c.clubId)).toEqual(['north', 'south']);

    const history = await federation.playerHistory('90001');
    expect(history.clubs).toEqual(['north', 'south']);
    expect(history.name).toBe('Anna Kovacs');
    // Newest first; the south's unpublished session and the west's are not there.
    expect(history.sessions.map((s) => [s.clubId, s.sessionId, s.rank, s.percentage])).toEqual([
      ['south', 'tue', '3=', 50],
      ['north', 'mon', '1', 61.5],
    ]);
    // The clubs' own league tables, of the sharing clubs.
    expect(await federation.clubLeagueTables()).toEqual([
      { clubId: 'north', leagueId: 'pairs', table: leagueTable('pairs', 'north').doc },
    ]);
    const table = await federation.leagueTable({ from: '2026-03-01', to: '2026-03-31' });
    expect(table.map((r) => [r.federationId, r.clubs, r.sessions, r.points, r.rank])).toEqual([
      ['90001', ['north', 'south'], 2, 8 + 6, '1'],
    ]);
    expect(await federation.leagueTable({ from: '2026-03-05' })).toMatchObject([{ points: 6, sessions: 1 }]);

    // The federation's own connection: the views, and no table.
    for (const table of [
      'read_model_documents',
      'read_model_derived',
      'read_model_projections',
      'read_model_federation_consent',
      'events',
    ])
      await expect(asFederation(`SELECT count(*) FROM ${table}`)).rejects.toThrow(/permission denied/);
    expect(await asFederation('SELECT DISTINCT club_id FROM federation_members ORDER BY club_id')).toEqual([
      { club_id: 'north' },
      { club_id: 'south' },
    ]);
    expect(await asFederation('SELECT DISTINCT club_id FROM federation_player_sessions ORDER BY club_id')).toEqual([
      { club_id: 'north' },
      { club_id: 'south' },
    ]);
    // Only the members with a federation id, and only their names and numbers: no e-mail, no partners.
    expect(await asFederation('SELECT * FROM federation_members ORDER BY club_id')).toEqual([
      { club_id: 'north', member_id: 'n1', name: 'Anna Kovács', federation_id: '90001' },
      { club_id: 'south', member_id: 's7', name: 'Anna Kovacs', federation_id: '90001' },
    ]);
    const everything = JSON.stringify(await asFederation('SELECT * FROM federation_player_sessions'));
    expect(everything).not.toMatch(/secret-partner|@/);
    // A function of the federation's own that tells what it is given (a cheap one, which the planner
    // would run first) sees the views' rows only: security_barrier runs the views' conditions first.
    const seen = await leakedBy(
      "SELECT count(*) FROM federation_members WHERE pg_temp.leak(club_id || ':' || name); " +
        "SELECT count(*) FROM federation_player_sessions WHERE pg_temp.leak(club_id || ':' || session_id)",
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((value) => !/^(north|south):/.test(value))).toEqual([]);
    expect(seen).not.toContain('south:wed');

    // A club's own connection may neither read the federation's views nor set another club's consent.
    await asClub('west', async (client) => {
      await expect(client.query('SELECT * FROM federation_members')).rejects.toThrow(/permission denied/);
      await expect(
        client.query("INSERT INTO read_model_federation_consent (club_id, shares, at) VALUES ('south', false, 'x')"),
      ).rejects.toThrow(/row-level security/);
      expect((await client.query('SELECT club_id FROM read_model_federation_consent')).rows).toEqual([
        { club_id: 'west' },
      ]);
    });
    expect(await south.federationConsent()).toMatchObject({ shares: true });

    // Withdrawn consent withdraws the club at once.
    await south.shareWithFederation(false);
    expect((await federation.playerHistory('90001')).clubs).toEqual(['north']);
  });

  test('an owner that is not a superuser: its views still read every sharing club, and its federation role no table', () =>
    asOwnerNotSuperuser(database, async (url) => {
      const where = { url, schema: 'owned' };
      const opened: Array<{ close(): Promise<void> }> = [];
      try {
        for (const clubId of ['east', 'north']) {
          opened.push(await openPostgresEventLog({ ...where, clubId, poolSize: 1 }));
          const models = await openPostgresReadModels({ ...where, clubId, poolSize: 1 });
          opened.push(models);
          await write(
            clubId,
            [member(clubId, 'x1', `Player of ${clubId}`, '555'), published('s1', true)],
            [score('s1', 'x1', '2026-04-01T18:00:00.000Z', '2', 52)],
            where,
          );
          await models.shareWithFederation(true);
        }
        const reader = await openFederationReader(where);
        opened.push(reader);
        expect((await reader.playerHistory('555')).clubs).toEqual(['east', 'north']);
        expect(await reader.leagueTable()).toMatchObject([{ federationId: '555', points: 14, sessions: 2 }]);
        await expect(asFederation('SELECT count(*) FROM read_model_documents', where)).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        for (const one of opened.reverse()) await one.close();
      }
    }));
});
