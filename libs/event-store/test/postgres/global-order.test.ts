// Global order without gaps a reader can miss. A reader that remembers "I have read up to
// position p" must never find later that a position <= p was committed after it read. Positions
// handed out before commit (a sequence) break that: a writer that took position 7 can commit after
// the writer that took 8, and a reader that saw 8 has moved past 7 for ever. The log takes one
// advisory lock per append (README): commits happen in position order.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { openPostgresEventLog, type EventLog, type LogProjection, type PostgresEventLogOptions } from '../../src';
import { seated } from '../support/temp-store';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../support/postgres';

/** Remembers every position it is given, in order. */
function recorder(): LogProjection & { readonly seen: number[]; readonly ids: string[] } {
  const seen: number[] = [];
  const ids: string[] = [];
  return {
    name: 'recorder',
    seen,
    ids,
    apply(event: RecordedEvent) {
      seen.push(event.position);
      ids.push(event.metadata.eventId);
    },
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.runIf(postgresAvailable)('global order on PostgreSQL', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const opened: EventLog[] = [];
  let schemas = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = await database.admin();
  });
  afterAll(async () => {
    for (const log of opened) await log.close();
    await database.drop();
  });
  const open = async (schema: string, options: Partial<PostgresEventLogOptions> = {}) => {
    const log = await openPostgresEventLog({
      url: database.url,
      schema,
      clubId: 'order-club',
      poolSize: 2,
      ...options,
    });
    opened.push(log);
    return log;
  };

  // Without the lock this test fails too: the chain breaks (each writer hashes from the head it
  // read), and a reader may skip a position (the race below shows it without chance).
  test('8 writers on their own connections, a reader polling from its checkpoint: every event seen once, in order', async () => {
    const schema = `order_${++schemas}`;
    const writers = await Promise.all(Array.from({ length: 8 }, () => open(schema)));
    const reader = await open(schema);
    const seen = recorder();
    const appended: string[] = [];
    let writing = true;
    const write = async (log: EventLog, w: number) => {
      for (let i = 0; i < 15; i++) {
        const batch = Array.from({ length: 1 + ((w + i) % 3) }, (_, k) => seated(`p${w}-${i}-${k}`, 'N'));
        const result = await log.append(`table-${w}-${i % 3}`, batch, 'any');
        appended.push(...result.events.map((e) => e.eventId));
      }
    };
    const writing8 = Promise.all(writers.map(write)).finally(() => (writing = false));
    while (writing) await reader.catchUp(seen, { batchSize: 7 });
    await writing8;
    await reader.catchUp(seen);
    expect(seen.seen).toEqual(Array.from({ length: appended.length }, (_, i) => i + 1));
    expect([...seen.ids].sort()).toEqual([...appended].sort());
    expect((await reader.verifyChain()).ok).toBe(true);
  });

  /**
   * Writer A has written position n and waits before its COMMIT; writer B appends meanwhile; the
   * reader catches up before A commits and again after. `unsafe`: positions from a sequence and no
   * lock, the design this measure replaces.
   */
  async function raceAroundAnUncommittedAppend(unsafe: boolean): Promise<number[]> {
    const schema = `race_${++schemas}`;
    const gate = deferred();
    const paused = deferred();
    const unsafeSequence = unsafe ? { unsafePositionSequence: 'unsafe_positions' } : {};
    const slow = await open(schema, {
      appendHooks: {
        ...unsafeSequence,
        beforeCommit: async (streamId) => {
          if (streamId !== 'slow') return;
          paused.resolve();
          await gate.promise;
        },
      },
    });
    if (unsafe) {
      await admin.query(
        `CREATE SEQUENCE ${schema}.unsafe_positions; GRANT USAGE ON ${schema}.unsafe_positions TO club_log_writer`,
      );
    }
    const fast = await open(schema, { appendHooks: unsafeSequence });
    const reader = await open(schema);
    const seen = recorder();

    const a = slow.append('slow', [seated('Ann', 'N')], 'any');
    await paused.promise;
    const b = fast.append('fast', [seated('Bob', 'S')], 'any');
    if (unsafe) await b;
    else {
      // B is queued behind A's lock: wait for the server to say so (a condition, not a delay).
      for (;;) {
        const waiting = await admin.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        if ((waiting.rows[0] as { n: number }).n > 0) break;
      }
    }
    await reader.catchUp(seen);
    gate.resolve();
    await Promise.all([a, b]);
    await reader.catchUp(seen);
    expect(await reader.headPosition()).toBe(2);
    return seen.seen;
  }

  test('an append waiting to commit holds back every later one: the reader never passes it', async () => {
    expect(await raceAroundAnUncommittedAppend(false)).toEqual([1, 2]);
  });

  test('without the lock (positions from a sequence) the same race loses an event: the test can tell', async () => {
    // Position 1 was committed after the reader had read position 2: it is never seen.
    expect(await raceAroundAnUncommittedAppend(true)).toEqual([2]);
  });
});
