// The auth stores the contract suite runs against, each as a factory of fresh, empty stores: the
// SQLite file (a temp folder per test) and PostgreSQL (a database per test file, a club per
// store, so each test's rows are another club's). PostgreSQL is left out, with the message of the
// event store's support/postgres.ts, when no server answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openPostgresEventLog } from '@club/event-store';
import { createAuthStore, type AuthStore, type AuthStoreOptions } from '../../src';
import { openPostgresAuthStore } from '../../src/postgres';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../event-store/test/support/postgres';

export interface Stores {
  /** A new empty store. */
  open(options?: AuthStoreOptions): Promise<AuthStore>;
  /** Another handle on the store opened last, as a restarted process (or another web host) has. */
  another(options?: AuthStoreOptions): Promise<AuthStore>;
}

export interface StoreAdapter {
  readonly name: string;
  /** Registers the hooks of a describe block and gives its stores (all closed after each test). */
  use(): Stores;
}

const sqlite: StoreAdapter = {
  name: 'sqlite',
  use() {
    const opened: Database.Database[] = [];
    let dir: string | undefined;
    let file = '';
    afterEach(() => {
      for (const db of opened.splice(0)) db.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    });
    const handle = (options: AuthStoreOptions = {}) => {
      const db = new Database(file);
      opened.push(db);
      return Promise.resolve(createAuthStore(db, options));
    };
    return {
      open(options) {
        dir ??= mkdtempSync(join(tmpdir(), 'auth-store-'));
        file = join(dir, `club-${opened.length}.sqlite`);
        return handle(options);
      },
      another: handle,
    };
  },
};

let clubs = 0;

const postgres: StoreAdapter = {
  name: 'postgres',
  use() {
    const opened: { close(): Promise<void> }[] = [];
    let database: TestDatabase;
    let clubId = '';
    beforeAll(async () => {
      database = await createTestDatabase();
      // The log's migrations first: they make the roles the auth tables are granted to.
      await (await openPostgresEventLog({ url: database.url, clubId: 'contract-setup', poolSize: 1 })).close();
    });
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    afterAll(async () => {
      await database.drop();
    });
    const handle = async (options: AuthStoreOptions = {}) => {
      const store = await openPostgresAuthStore({ url: database.url, clubId, poolSize: 4, ...options });
      opened.push(store);
      return store;
    };
    return {
      open(options) {
        clubId = `contract-club-${++clubs}`;
        return handle(options);
      },
      another: handle,
    };
  },
};

export const STORES: readonly StoreAdapter[] = postgresAvailable ? [sqlite, postgres] : [sqlite];

/** Cheap scrypt parameters: the tests check what is stored and refused, not the cost. */
export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

/** The refusal code of a call, or 'ok'. */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );
