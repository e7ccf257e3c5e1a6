// One dictionary table (streams, event types, actors) as this connection knows it: key -> value
// for reads, value -> key for appends, both filled on demand from the table.
//
// Only committed rows are cached, because a key that was rolled back may be given to another
// value by the next writer (any process). An append records the keys it inserted and hands them
// to settle() after its transaction: cached when the commit is done, forgotten when it failed.
// An append made inside the caller's own transaction cannot know yet whether it will commit:
// its keys stay "unsettled" (never cached, always looked up) until a later call sees that no
// transaction is open any more. Keys other processes add are found by the lookup on a miss.
import type Database from 'better-sqlite3';
import { EventStoreError } from '../errors/errors';

export interface DictionaryTable<V> {
  /** The table's name, for error messages. */
  readonly name: string;
  /** The value stored under `key`, undefined when there is none. */
  load(key: number): V | undefined;
  /** The text that identifies a value in the value -> key map (unambiguous for composite values). */
  textOf(value: V): string;
  /** The value as the cache holds it (shared by every event read): a frozen copy of an object. */
  own(value: V): V;
}

export interface DictionaryWriter<V> extends DictionaryTable<V> {
  /** Inside a write transaction: the key of `value`, inserting the row when it is missing. */
  insertIfMissing(value: V): number;
}

export class Dictionary<V> {
  private readonly values = new Map<number, V>();
  private readonly keys = new Map<string, number>();
  /** Keys inserted by the current write transaction, not yet known to be committed. */
  private inserted: [number, V][] = [];
  /** Keys inserted inside a caller's transaction that had not ended when the append returned. */
  private unsettled: number[] = [];

  constructor(
    private readonly sqlite: Database.Database,
    private readonly table: DictionaryTable<V>,
  ) {}

  /** The value of a key read from an event row. */
  valueOf(key: number): V {
    const value = this.values.get(key);
    return value !== undefined ? value : this.lookUp(key);
  }

  /** The cached key of a value, or undefined: the caller looks it up or inserts it under the write lock. */
  cachedKey(text: string): number | undefined {
    return this.keys.get(text);
  }

  /** Inside the append transaction: the key of `value`, inserted when missing (see settle). */
  keyFor(value: V, writer: DictionaryWriter<V>): number {
    const text = writer.textOf(value);
    const known = this.keys.get(text);
    if (known !== undefined) return known;
    const key = writer.insertIfMissing(value);
    this.noteInserted(key, writer.own(value));
    return key;
  }

  /** A key this transaction looked up or inserted (its row may not be committed yet). */
  noteInserted(key: number, value: V): void {
    this.inserted.push([key, value]);
  }

  /** After the append transaction: cache its keys if it committed, forget them if it rolled back. */
  settle(committed: boolean): void {
    const inserted = this.inserted;
    if (inserted.length === 0) return;
    this.inserted = [];
    if (!committed) return;
    if (this.sqlite.inTransaction) {
      for (const [key] of inserted) this.unsettled.push(key);
      return;
    }
    this.unsettled = [];
    for (const [key, value] of inserted) this.remember(key, value);
  }

  private lookUp(key: number): V {
    const value = this.table.load(key);
    if (value === undefined) {
      throw new EventStoreError(
        `${this.table.name}: key ${key} is referenced by an event but not stored: the file is damaged`,
      );
    }
    if (this.mayCache(key)) this.remember(key, value);
    return value;
  }

  private mayCache(key: number): boolean {
    if (this.unsettled.length === 0) return true;
    if (!this.sqlite.inTransaction) {
      // The transaction those keys were written in has ended, one way or the other: what is
      // in the table now is committed.
      this.unsettled = [];
      return true;
    }
    return !this.unsettled.includes(key);
  }

  private remember(key: number, value: V): void {
    this.values.set(key, value);
    this.keys.set(this.table.textOf(value), key);
  }
}
