// What a process of the application holds of its club's log: a SQLite store it reads and folds
// synchronously, and where its commands append. With no PostgreSQL URL that is the club's own
// file, both. With one (CLUB_DATABASE_URL=postgres://…) the log is the club's in PostgreSQL,
// shared by every process on every host, and the SQLite store is this process's disposable
// working copy of it (working-copy.ts): commands append to PostgreSQL, and the copy takes the
// log's new events, its own and other processes', before each read that must be current.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UpcasterRegistry } from '@club/events';
import type { CommandTarget } from '../command/command-handler';
import type { SqliteSettings } from '../connection/open-database';
import { InvalidArgumentError } from '../errors/errors';
import { openEventStore, type EventStore } from '../event-store';
import { claimSqliteClub } from '../log/sqlite-club';
import { isPostgresUrl } from '../log/open-event-log';
import { openPostgresEventLog } from '../postgres/postgres-event-log';
import { workingCopy, type WorkingCopy } from './working-copy';

export interface ClubStoreConfig extends SqliteSettings {
  /** The club's SQLite file; unused when the log is in PostgreSQL. */
  readonly file: string;
  readonly mustExist?: boolean;
  /** postgres:// or postgresql:// (CLUB_DATABASE_URL): the club's log is there. */
  readonly databaseUrl?: string | undefined;
  /** The club whose log this is (required with a databaseUrl). */
  readonly clubId?: string | undefined;
  /** PostgreSQL: the schema that holds the log (default 'public'). */
  readonly schema?: string | undefined;
  readonly upcasters?: UpcasterRegistry;
}

export interface ClubStore {
  /** Where this process reads and folds the log, synchronously. */
  readonly store: EventStore;
  /** Where commands read their stream and append. */
  readonly commands: CommandTarget;
  /** 'file': the store is the club's log; 'postgres': the store is a working copy of it. */
  readonly engine: 'file' | 'postgres';
  /** Brings the store up to the log's head (a no-op on the file); resolves to the events copied. */
  refresh(): Promise<number>;
  close(): Promise<void>;
}

export async function openClubStore(config: ClubStoreConfig): Promise<ClubStore> {
  const { databaseUrl, clubId, schema, upcasters, file, mustExist, ...sqlite } = config;
  if (databaseUrl === undefined || databaseUrl === '') {
    const store = openEventStore({
      ...sqlite,
      file,
      mustExist: mustExist ?? false,
      ...(upcasters ? { upcasters } : {}),
    });
    return {
      store,
      commands: store,
      engine: 'file',
      refresh: async () => 0,
      close: async () => store.close(),
    };
  }
  if (!isPostgresUrl(databaseUrl))
    throw new InvalidArgumentError(
      `CLUB_DATABASE_URL must start with postgres:// or postgresql://, got ${databaseUrl}`,
    );
  if (clubId === undefined)
    throw new InvalidArgumentError('a PostgreSQL log holds many clubs: name the club (CLUB_ID)');
  // Stored form, no upcasters: the copy keeps each event as recorded and upcasts on its own reads.
  const log = await openPostgresEventLog({ url: databaseUrl, clubId, ...(schema ? { schema } : {}) });
  const folder = mkdtempSync(join(tmpdir(), 'club-copy-'));
  let store: EventStore | undefined;
  const discard = async () => {
    store?.close();
    rmSync(folder, { recursive: true, force: true });
    await log.close();
  };
  let copy: WorkingCopy;
  try {
    store = openEventStore({ ...sqlite, file: join(folder, 'club.db'), ...(upcasters ? { upcasters } : {}) });
    claimSqliteClub(store.sqlite, clubId);
    copy = workingCopy(store, log);
    // Opened as the log is now: whatever reads the store first sees the club, not an empty copy.
    await copy.refresh();
  } catch (error) {
    await discard();
    throw error;
  }
  const opened = store;
  return {
    store: opened,
    engine: 'postgres',
    commands: {
      readStream: async (streamId) => {
        await copy.refresh();
        return opened.readStream(streamId);
      },
      append: async (streamId, events, expectedVersion) => {
        const result = await log.append(streamId, events, expectedVersion);
        await copy.refresh();
        return result;
      },
    },
    refresh: copy.refresh,
    close: async () => {
      await copy.stop();
      await discard();
    },
  };
}
