// Durable checkpoints live in the same file as the events and the projections' own tables,
// so a projection's writes and its checkpoint commit in one transaction.
import type Database from 'better-sqlite3';

export interface Checkpoints {
  /** The last global position the projection has applied (0: none yet). */
  get(projection: string): number;
  set(projection: string, position: number, at: string): void;
}

export function createCheckpoints(sqlite: Database.Database): Checkpoints {
  const select = sqlite.prepare('SELECT position FROM projection_checkpoints WHERE projection = ?').pluck();
  const upsert = sqlite.prepare(
    'INSERT INTO projection_checkpoints (projection, position, updated_at) VALUES (?, ?, ?) ' +
      'ON CONFLICT (projection) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at',
  );
  return {
    get: (projection) => (select.get(projection) as number | undefined) ?? 0,
    set: (projection, position, at) => void upsert.run(projection, position, at),
  };
}
