// The file's database id (read_model_identity), which names the club's job queues: made with the
// file, kept by the file across opens (and by a file made before migration 0002, from its first
// open on), and new in a copy of the file, so that two clubs started from one file never share a queue.
import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../../src';
import { sessionScores } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();
const idOf = (file: string) => {
  const store = temp.open(file);
  const id = createProjectionRunner(store, { projections: [sessionScores] }).databaseId;
  store.close();
  return id;
};

describe('database identity', () => {
  it('is made with the file and kept across opens', () => {
    const id = idOf(temp.path('club.db'));
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(idOf(temp.path('club.db'))).toBe(id);
  });

  it('a copy of the file gets its own id on its first open, then keeps it; the original keeps its own', () => {
    const original = idOf(temp.path('club.db'));
    copyFileSync(temp.path('club.db'), temp.path('copy.db'));
    const copy = idOf(temp.path('copy.db'));
    expect(copy).not.toBe(original);
    expect(idOf(temp.path('copy.db'))).toBe(copy);
    expect(idOf(temp.path('club.db'))).toBe(original);
  });

  it('a file whose id the migration just made (no inode recorded yet) keeps that id', () => {
    const file = temp.path('club.db');
    const store = temp.open(file);
    createProjectionRunner(store, { projections: [sessionScores] });
    store.sqlite.prepare('UPDATE read_model_identity SET database_id = ?, file_inode = NULL').run('0123456789abcdef');
    store.close();
    expect(idOf(file)).toBe('0123456789abcdef');
    const reopened = temp.open(file);
    expect(
      reopened.sqlite.prepare('SELECT count(*) FROM read_model_identity WHERE file_inode IS NOT NULL').pluck().get(),
    ).toBe(1);
  });
});
