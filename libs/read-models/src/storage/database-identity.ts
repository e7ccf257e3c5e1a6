// The file's database id (read_model_identity): the queues of several clubs on one Redis are told
// apart by it (with the club id), so it must follow the file, not its path. A copy of the file is
// a new database (another club may run it): when the file's inode is not the one recorded, a new
// id is made, in a write transaction so that a site and a worker opening the copy together agree.
import { statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

interface IdentityRow {
  readonly databaseId: string;
  readonly fileInode: string | null;
}

/** The inode of the file, or null for ':memory:' and files that cannot be looked at. */
export function inodeOf(file: string): string | null {
  if (file === ':memory:' || file === '') return null;
  try {
    return String(statSync(file, { bigint: true }).ino);
  } catch {
    return null;
  }
}

export function databaseIdentity(sqlite: Database.Database, inode: string | null): string {
  const read = sqlite.prepare<[], IdentityRow>(
    'SELECT database_id AS databaseId, file_inode AS fileInode FROM read_model_identity LIMIT 1',
  );
  const settle = sqlite.transaction((): string => {
    const row = read.get();
    if (!row) {
      const id = randomBytes(8).toString('hex');
      sqlite.prepare('INSERT INTO read_model_identity (database_id, file_inode) VALUES (?, ?)').run(id, inode);
      return id;
    }
    if (inode === null || row.fileInode === inode) return row.databaseId;
    // First open since the migration made the id (no inode yet): this file is the original.
    const id = row.fileInode === null ? row.databaseId : randomBytes(8).toString('hex');
    sqlite.prepare('UPDATE read_model_identity SET database_id = ?, file_inode = ?').run(id, inode);
    return id;
  });
  const row = read.get();
  if (row && (inode === null || row.fileInode === inode)) return row.databaseId;
  if (sqlite.readonly) return row?.databaseId ?? 'read-only';
  return settle.immediate();
}
