// The derived documents' position index: new files and files made before it get it when a runner
// opens them, and the position read (derivedHead) uses it instead of scanning the table.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDrizzleMigrations } from '@club/event-store';
import { createProjectionRunner } from '../../src';
import { prepareStatements } from '../../src/storage/statements';
import { READ_MODEL_MIGRATIONS_FOLDER, READ_MODEL_MIGRATIONS_TABLE } from '../../src/storage/migrations';
import { resultsJob, scoreRecorded, sessionScores } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';
import type Database from 'better-sqlite3';

const temp = useTempStore();
const INDEX = 'read_model_derived_position';

const indexExists = (sqlite: Database.Database) =>
  sqlite.prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?`).pluck().get(INDEX) === 1;

const plan = (sqlite: Database.Database, sql: string) =>
  sqlite
    .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => row.detail)
    .join('\n');

/** A migrations folder holding only the first migration: the read models as they were before the index. */
function firstMigrationOnly(folder: string): string {
  mkdirSync(join(folder, 'meta'), { recursive: true });
  copyFileSync(join(READ_MODEL_MIGRATIONS_FOLDER, '0000_read_models.sql'), join(folder, '0000_read_models.sql'));
  const journal = {
    version: '7',
    dialect: 'sqlite',
    entries: [{ idx: 0, version: '6', when: 1795258186549, tag: '0000_read_models', breakpoints: true }],
  };
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('derived documents position index', () => {
  it('a file made before the index gets it when a runner opens it', () => {
    const store = temp.open();
    const old = firstMigrationOnly(temp.path('old-migrations'));
    expect(
      applyDrizzleMigrations(store.sqlite, { migrationsFolder: old, migrationsTable: READ_MODEL_MIGRATIONS_TABLE }),
    ).toBe(1);
    expect(indexExists(store.sqlite)).toBe(false);
    const head = prepareStatements(store.sqlite).derivedHead.source;
    expect(plan(store.sqlite, head)).not.toContain(INDEX);
    createProjectionRunner(store, { projections: [sessionScores], jobKinds: [resultsJob] });
    expect(indexExists(store.sqlite)).toBe(true);
    expect(plan(store.sqlite, head)).toBe(`SEARCH read_model_derived USING COVERING INDEX ${INDEX}`);
  });

  it('derivedHead reads the index, not the table, and still answers the newest position', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, { projections: [sessionScores], jobKinds: [resultsJob] });
    expect(indexExists(store.sqlite)).toBe(true);
    // The runner's own statement, not a copy of its SQL.
    const head = prepareStatements(store.sqlite).derivedHead.source;
    expect(head).toContain('max(source_position)');
    expect(plan(store.sqlite, head)).toBe(`SEARCH read_model_derived USING COVERING INDEX ${INDEX}`);
    // Rows after a position (what a reader catching up from a position asks) seek the index too.
    expect(plan(store.sqlite, 'SELECT kind, key FROM read_model_derived WHERE source_position > 1')).toBe(
      `SEARCH read_model_derived USING INDEX ${INDEX} (source_position>?)`,
    );
    store.append('session-s1', [scoreRecorded('p1', 3)], 'any');
    store.append('session-s2', [scoreRecorded('p2', 5)], 'any');
    runner.catchUp();
    for (const job of runner.jobs.pending()) runner.jobs.run(job.jobId);
    expect(runner.derivedHead()).toBe(2);
  });
});
