// The three dictionaries of one connection: stream ids, event types and actors. Reads map an
// event row's keys to values held once per process (an actor is one frozen object, shared by
// every event it caused); appends map values to keys, inserting new ones under the write lock.
import type Database from 'better-sqlite3';
import type { Actor } from '@club/events';
import { Dictionary, type DictionaryWriter } from './dictionary';

export interface Dictionaries {
  readonly streams: Dictionary<string>;
  readonly types: Dictionary<string>;
  readonly actors: Dictionary<Actor>;
  /** Used by appends only (inside their transaction). */
  readonly typeWriter: DictionaryWriter<string>;
  readonly actorWriter: DictionaryWriter<Actor>;
  /** After an append's transaction: see Dictionary.settle. */
  settle(committed: boolean): void;
}

/** Unambiguous for any two strings (the length says where the id ends). */
const actorText = (actor: Actor) => `${actor.id.length}:${actor.id}${actor.role}`;
const identity = (value: string) => value;

export function createDictionaries(sqlite: Database.Database): Dictionaries {
  const streamById = sqlite.prepare<[number], string>('SELECT stream_id FROM streams WHERE stream_key = ?').pluck();
  const typeByKey = sqlite.prepare<[number], string>('SELECT type FROM event_types WHERE type_key = ?').pluck();
  const typeKeyOf = sqlite.prepare<[string], number>('SELECT type_key FROM event_types WHERE type = ?').pluck();
  const insertType = sqlite.prepare('INSERT INTO event_types (type) VALUES (?) ON CONFLICT (type) DO NOTHING');
  const actorByKey = sqlite.prepare<[number], [string, string]>('SELECT actor_id, actor_role FROM actors WHERE actor_key = ?').raw();
  const actorKeyOf = sqlite.prepare<[string, string], number>('SELECT actor_key FROM actors WHERE actor_id = ? AND actor_role = ?').pluck();
  const insertActor = sqlite.prepare('INSERT INTO actors (actor_id, actor_role) VALUES (?, ?) ON CONFLICT (actor_id, actor_role) DO NOTHING');

  const streamTable = { name: 'streams', load: (key: number) => streamById.get(key), textOf: identity, own: identity };
  const typeWriter: DictionaryWriter<string> = {
    name: 'event_types',
    load: (key) => typeByKey.get(key),
    textOf: identity,
    own: identity,
    insertIfMissing(type) {
      insertType.run(type);
      return typeKeyOf.get(type)!;
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
