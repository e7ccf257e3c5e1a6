// A club whose log is in PostgreSQL, opened by two processes (two openClub, each with its working
// copy): what one records the other reads after refresh(), with the same read models a club on its
// own SQLite file has; writers racing on one stream from both copies all land, each decision re-made
// from the other's events; a refused command leaves the log as it was. A database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLUB_ROLES, clubDecider, clubStreamId } from '@club/club';
import { openPostgresEventLog } from '@club/event-store';
import { openFederationReader, openPostgresReadModels } from '@club/read-models';
import { demoRoleHolders, openClub, seedDemoClub, type Club } from '../../src';
import { postgresAvailable, useTestDatabase } from '../../../event-store/test/support/postgres';

const dir = mkdtempSync(join(tmpdir(), 'club-on-pg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every document of every projection, as this process's read models hold them. */
const documentsOf = (club: Club) =>
  club.runner.projections.map((p) => [p.name, club.runner.documents(p.name).map((d) => [d.key, d.doc])]);

/** Every derived document (results, rankings, league tables) this process holds. */
const derivedOf = (club: Club) =>
  club.store.sqlite.prepare('SELECT kind, key, doc, job_id FROM read_model_derived ORDER BY kind, key').all();

describe.skipIf(!postgresAvailable)('a club whose log is in PostgreSQL', () => {
  const database = useTestDatabase();
  const open = async (clubId = 'demo') =>
    openClub({ file: join(dir, 'unused.db'), databaseUrl: database.url, clubId, queue: 'in-process', log: () => {} });

  test('two processes: the demo seeded through one is read, folded and scored alike by the other', async () => {
    const first = await open();
    let second: Club | undefined;
    try {
      await seedDemoClub(first, { clubId: 'demo' });
      await first.settle();
      const head = first.store.headPosition();
      expect(head).toBeGreaterThan(1000);
      const log = database.closeAtEnd(await openPostgresEventLog({ url: database.url, clubId: 'demo' }));
      const jobsDone = async () => Number((await log.query('SELECT count(*) AS n FROM read_model_job_runs'))[0]?.['n']);
      const doneByFirst = await jobsDone();
      expect(doneByFirst).toBeGreaterThan(10);
      // A process opened now takes the whole log, and the jobs' documents from the club's ledger.
      second = await open();
      await second.refresh();
      await second.settle();
      expect(second.store.headPosition()).toBe(head);
      // The same chain as the log in PostgreSQL, event for event.
      expect((await log.verifyChain()).ok).toBe(true);
      expect(second.store.verifyChain()).toMatchObject({ ok: true, events: head });
      expect(documentsOf(second)).toEqual(documentsOf(first));
      expect(second.runner.verify().ok).toBe(true);
      // Every job was done once, by the first: the second computed none, and has every result.
      expect(await jobsDone()).toBe(doneByFirst);
      expect(derivedOf(second)).toEqual(derivedOf(first));
      expect(derivedOf(second).length).toBeGreaterThan(10);
      // What waits is what waits in the first too: analyses, for a process with the solver.
      const waiting = second.runner.jobs.pending();
      expect(waiting.map((j) => j.jobId)).toEqual(first.runner.jobs.pending().map((j) => j.jobId));
      expect(waiting.filter((j) => second!.runner.jobs.canRun(j.kind))).toEqual([]);

      // The federation reads the club as it plays, no rebuild: a federation id given now, and the
      // demo's published sessions, reach its views through the jobs' documents in PostgreSQL.
      await second.execute(clubStreamId('demo'), clubDecider, {
        type: 'RecordMemberFederationId',
        memberId: 'm01',
        federationId: '90001',
        at: '2026-11-27T09:00:00.000Z',
      });
      await second.settle();
      const readModels = database.closeAtEnd(await openPostgresReadModels({ url: database.url, clubId: 'demo' }));
      await readModels.shareWithFederation(true);
      const federation = database.closeAtEnd(await openFederationReader({ url: database.url }));
      const history = await federation.playerHistory('90001');
      expect(history.sessions.length).toBeGreaterThan(0);
      expect(history.sessions.every((s) => s.clubId === 'demo')).toBe(true);
      expect((await federation.leagueTable()).some((standing) => standing.federationId === '90001')).toBe(true);

      // A command through the second is seen by the first.
      await second.execute(clubStreamId('demo'), clubDecider, {
        type: 'AdmitMember',
        memberId: 'pg-newcomer',
        name: 'Pál Newcomer',
        at: '2026-11-27T10:00:00.000Z',
      });
      expect(await log.headPosition()).toBe(head + 2);
      await first.refresh();
      expect(first.store.readStream(clubStreamId('demo')).at(-1)?.data).toMatchObject({ memberId: 'pg-newcomer' });
    } finally {
      await first.close();
      await second?.close();
    }
  }, 300_000);

  test('writers on one stream from two copies all land in order; a refusal records nothing', async () => {
    const first = await open('race');
    const second = await open('race');
    try {
      const stream = clubStreamId('race');
      await first.execute(stream, clubDecider, {
        type: 'FoundClub',
        clubId: 'race',
        name: 'Race Club',
        at: '2026-11-27T09:00:00.000Z',
      });
      const admit = (club: Club, n: number) =>
        club.execute(stream, clubDecider, {
          type: 'AdmitMember',
          memberId: `m${n}`,
          name: `Member ${n}`,
          at: '2026-11-27T09:30:00.000Z',
        });
      const results = await Promise.all(Array.from({ length: 4 }, (_, n) => admit(n % 2 === 0 ? first : second, n)));
      expect(results.some((r) => r.attempts > 1)).toBe(true);
      await first.refresh();
      const admitted = first.store
        .readStream(stream)
        .slice(1)
        .map((e) => (e.data as { memberId: string }).memberId);
      expect([...admitted].sort()).toEqual(Array.from({ length: 4 }, (_, n) => `m${n}`).sort());
      expect(first.store.readStream(stream).map((e) => e.streamPosition)).toEqual(
        Array.from({ length: 5 }, (_, i) => i + 1),
      );
      const head = first.store.headPosition();
      await expect(admit(second, 3)).rejects.toMatchObject({ code: expect.any(String) });
      await first.refresh();
      expect(first.store.headPosition()).toBe(head);
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);

  test('two sites naming the demo role holders at once agree, neither refused', async () => {
    const first = await open('starting');
    const second = await open('starting');
    try {
      const at = () => '2026-11-27T08:00:00.000Z';
      const [a, b] = await Promise.all([
        demoRoleHolders(first, CLUB_ROLES, { clubId: 'starting', now: at }),
        demoRoleHolders(second, CLUB_ROLES, { clubId: 'starting', now: at }),
      ]);
      expect(a).toEqual(b);
      expect(a.map((h) => h.role)).toEqual([...CLUB_ROLES]);
      await first.refresh();
      // Founded once, each holder admitted once.
      const types = first.store.readStream(clubStreamId('starting')).map((e) => e.type);
      expect(types.filter((t) => t === 'ClubFounded')).toHaveLength(1);
      expect(types.filter((t) => t === 'MemberJoined')).toHaveLength(new Set(a.map((h) => h.memberId)).size);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
