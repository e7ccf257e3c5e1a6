// Group commit (src/postgres/pg-group-commit.ts): appends made at once by one handle share a
// transaction, yet each keeps its own outcome: the same stream twice in a group takes turns, a
// wrong expected version fails only that append, a retry of a stored batch is answered, and the
// log is the same gapless chain as appends made one by one. Groups are a club's: two clubs of one
// schema appending at once each get their own positions 1…n and their own whole chain.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConcurrencyError, openPostgresEventLog, type PostgresEventLog } from '../../src';
import { seated } from '../support/temp-store';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../support/postgres';

describe.runIf(postgresAvailable)('appends grouped into one transaction', () => {
  let database: TestDatabase;
  let log: PostgresEventLog;
  beforeAll(async () => {
    database = await createTestDatabase();
    log = await openPostgresEventLog({ url: database.url, schema: 'grouped', clubId: 'club-a', poolSize: 4 });
  });
  afterAll(async () => {
    await log.close();
    await database.drop();
  });

  test('each append of a group keeps its own outcome, and the chain is whole', async () => {
    const first = await log.append('t-0', [seated('Ann', 'N')], 'no-stream');
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => log.append(`t-${(i % 5) + 1}`, [seated(`p${i}`, 'E')], 'any')),
      log.append('t-0', [seated('Cy', 'W')], 1),
      log.append('t-0', [seated('Di', 'W')], 1), // the same expected version: one of the two wins
      log.append(
        't-0',
        [seated('Ann', 'N')].map((e) => ({ ...e, metadata: { eventId: first.events[0]!.eventId } })),
        0,
      ),
      log.append('t-9', [seated('Ed', 'N')], 'exists'), // no such stream
    ]);
    const [anys, pair, retry, missing] = [outcomes.slice(0, 20), outcomes.slice(20, 22), outcomes[22]!, outcomes[23]!];
    expect(anys.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(pair.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((pair.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      ConcurrencyError,
    );
    expect(retry).toEqual({ status: 'fulfilled', value: { ...first, alreadyStored: true } });
    expect((missing as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);

    const positions = (await log.readAll()).map((event) => event.position);
    expect(positions).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (let s = 1; s <= 5; s++) expect(await log.streamVersion(`t-${s}`)).toBe(4);
    expect(await log.streamVersion('t-0')).toBe(2);
    const chain = await log.verifyChain();
    expect(chain).toMatchObject({ ok: true, events: 22 });
  });

  test("two clubs' groups in one schema: each club's own positions, streams and chain", async () => {
    const clubs = ['club-b', 'club-c'];
    const logs = await Promise.all(
      clubs.map((clubId) => openPostgresEventLog({ url: database.url, schema: 'grouped', clubId, poolSize: 4 })),
    );
    try {
      await Promise.all(
        logs.flatMap((club, c) =>
          Array.from({ length: 12 }, (_, i) => club.append(`t-${i % 3}`, [seated(`c${c}-${i}`, 'S')], 'any')),
        ),
      );
      for (const club of logs) {
        const events = await club.readAll();
        expect(events.map((event) => event.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
        for (let s = 0; s < 3; s++) expect(await club.streamVersion(`t-${s}`)).toBe(4);
        expect(await club.verifyChain()).toMatchObject({ ok: true, events: 12 });
      }
      const [b, c] = await Promise.all(logs.map((club) => club.readAll()));
      expect(new Set(b!.map((event) => (event.data as { player: string }).player))).not.toContain('c1-0');
      expect(new Set(c!.map((event) => (event.data as { player: string }).player))).not.toContain('c0-0');
      // club-a's log, written by the first test, is untouched.
      expect(await log.headPosition()).toBe(22);
    } finally {
      for (const club of logs) await club.close();
    }
  });
});
