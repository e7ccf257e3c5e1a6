// The adapters the contract suite runs against, each as a factory of fresh, empty logs: the SQLite
// file (a temp folder per test) and PostgreSQL (a database per test file, a schema per log).
// PostgreSQL is left out, with the message of support/postgres.ts, when no server answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { UpcasterRegistry } from '@club/events';
import { openEventStore, openPostgresEventLog, sqliteEventLog, type EventLog } from '../../src';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../support/postgres';

export interface LogOptions {
  readonly upcasters?: UpcasterRegistry;
  readonly now?: () => Date;
}

export interface Logs {
  /** A new empty log. */
  open(options?: LogOptions): Promise<EventLog>;
  /** Another handle (own connections) on the log opened last, as a second process would have. */
  another(options?: LogOptions): Promise<EventLog>;
  /** Replaces the stored data of an event, getting round the append-only guards as an intruder would. */
  tamper(position: number, data: string): Promise<void>;
}

export interface Adapter {
  readonly name: string;
  /** Registers the hooks of a describe block and gives its logs (all closed after each test). */
  use(): Logs;
}

function closeAfterEach(): EventLog[] {
  const opened: EventLog[] = [];
  afterEach(async () => {
    for (const log of opened.splice(0)) await log.close();
  });
  return opened;
}

const sqlite: Adapter = {
  name: 'sqlite',
  use() {
    const opened = closeAfterEach();
    let dir: string | undefined;
    let file = '';
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    });
    const handle = (options: LogOptions = {}) => {
      const store = openEventStore({ file, ...options });
      const log = sqliteEventLog(store, options.now);
      opened.push(log);
      return Promise.resolve(log);
    };
    return {
      open(options) {
        dir ??= mkdtempSync(join(tmpdir(), 'event-log-'));
        file = join(dir, `log-${opened.length}.db`);
        return handle(options);
      },
      another: handle,
      tamper(position, data) {
        const store = openEventStore({ file });
        try {
          store.sqlite.exec('DROP TRIGGER events_no_update');
          store.sqlite.prepare('UPDATE events SET data = ? WHERE position = ?').run(data, position);
        } finally {
          store.close();
        }
        return Promise.resolve();
      },
    };
  },
};

let schemas = 0;

const postgres: Adapter = {
  name: 'postgres',
  use() {
    const opened = closeAfterEach();
    let database: TestDatabase;
    let schema = '';
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.drop();
    });
    const handle = async (options: LogOptions = {}) => {
      const log = await openPostgresEventLog({
        url: database.url,
        schema,
        clubId: 'contract-club',
        poolSize: 4,
        ...options,
      });
      opened.push(log);
      return log;
    };
    return {
      open(options) {
        schema = `log_${++schemas}`;
        return handle(options);
      },
      another: handle,
      async tamper(position, data) {
        const admin = await database.admin();
        // A superuser can switch triggers off for the session (replica mode): the chain must still tell.
        await admin.query(`SET search_path TO ${schema}; SET session_replication_role = replica`);
        await admin.query('UPDATE events SET data = $1 WHERE position = $2', [data, position]);
      },
    };
  },
};

export const ADAPTERS: readonly Adapter[] = postgresAvailable ? [sqlite, postgres] : [sqlite];
