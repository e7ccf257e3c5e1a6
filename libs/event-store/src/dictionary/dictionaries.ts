// The three dictionaries of one connection: stream ids, event kinds (type and schema version) and actors. Reads map an
// event row's keys to values held once per process (an actor is one frozen object, shared by
// every event it caused); appends map values to keys, inserting new ones under the write lock.
import type Database from 'better-sqlite3';
import type { Actor } from '@club/events';
import { Dictionary, type DictionaryWriter } from './dictionary';

/** What an event type key stands for: one schema version of one event type. */
export interface EventKind {
  readonly type: string;
  readonly schemaVersion: number;
}

export interface Dictionaries {
  readonly streams: Dictionary<string>;
  readonly types: Dictionary<EventKind>;
  readonly actors: Dictionary<Actor>;
  /** Used by appends only (inside their transaction). */
  readonly typeWriter: DictionaryWriter<EventKind>;
  readonly actorWriter: DictionaryWriter<Actor>;
  /** After an append's transaction: see Dictionary.settle. */
  settle(committed: boolean): void;
}

/** Unambiguous for any two strings (the length says where the id ends). */
const actorText = (actor: Actor) => `${actor.id.length}:${actor.id}${actor.role}`;
/** Unambiguous: the version is digits, ended by the colon. */
const kindText = (kind: EventKind) => `${kind.schemaVersion}:${kind.type}`;
const identity = (value: string) => value;

export function createDictionaries(sqlite: Database.Database): Dictionaries {
  const streamById = sqlite.prepare<[number], string>('SELECT stream_id FROM streams WHERE stream_key = ?').pluck();
  const kindByKey = sqlite
    .prepare<[number], [string, number]>('SELECT type, schema_version FROM event_types WHERE type_key = ?')
    .raw();
  const kindKeyOf = sqlite
    .prepare<[string, number], number>('SELECT type_key FROM event_types WHERE type = ? AND schema_version = ?')
    .pluck();
  const insertKind = sqlite.prepare(
    'INSERT INTO event_types (type, schema_version) VALUES (?, ?) ON CONFLICT (type, schema_version) DO NOTHING',
  );
  const actorByKey = sqlite
    .prepare<[number], [string, string]>('SELECT actor_id, actor_role FROM actors WHERE actor_key = ?')
    .raw();
  const actorKeyOf = sqlite
    .prepare<[string, string], number>('SELECT actor_key FROM actors WHERE actor_id = ? AND actor_role = ?')
    .pluck();
  const insertActor = sqlite.prepare(
    'INSERT INTO actors (actor_id, actor_role) VALUES (?, ?) ON CONFLICT (actor_id, actor_role) DO NOTHING',
  );

  const streamTable = { name: 'streams', load: (key: number) => streamById.get(key), textOf: identity, own: identity };
  const typeWriter: DictionaryWriter<EventKind> = {
    name: 'event_types',
    load(key) {
      const row = kindByKey.get(key);
      return row && Object.freeze({ type: row[0], schemaVersion: row[1] });
    },
    textOf: kindText,
    own: (kind) => Object.freeze({ type: kind.type, schemaVersion: kind.schemaVersion }),
    insertIfMissing(kind) {
      insertKind.run(kind.type, kind.schemaVersion);
      return kindKeyOf.get(kind.type, kind.schemaVersion)!;
    },
  };
  const actorWriter: DictionaryWriter<Actor> = {
    name: 'actors',
    load(key) {
      const row = actorByKey.get(key);
      return row && Object.freeze({ id: row[0], role: row[1] });
    },
    textOf: actorText,
    own: (actor) => Object.freeze({ id: actor.id, role: actor.role }),
    insertIfMissing(actor) {
      insertActor.run(actor.id, actor.role);
      return actorKeyOf.get(actor.id, actor.role)!;
    },
  };
  const streams = new Dictionary(sqlite, streamTable);
  const types = new Dictionary(sqlite, typeWriter);
  const actors = new Dictionary(sqlite, actorWriter);
  return {
    streams,
    types,
    actors,
    typeWriter,
    actorWriter,
    settle(committed) {
      streams.settle(committed);
      types.settle(committed);
      actors.settle(committed);
    },
  };
}
