// The club's job ledger in PostgreSQL: processes that each fold the log in their own store find
// the same jobs; whichever runs a job first records it, the others' runs of it record nothing and
// take its documents instead, and a late run of an older job never puts back an older document.
// A database of its own, created here and dropped after.
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { clubConnectionConfig } from '@club/event-store';
import { createProjectionRunner, openSharedJobs, type ProjectionRunner, type SharedJobs } from '../../src';
import { postgresAvailable, useTestDatabase } from '../../../event-store/test/support/postgres';
import { resultsJob, testProjections } from '../framework/fixtures';
import { appendScores } from '../storage/support/season';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const registry = { projections: testProjections, jobKinds: [resultsJob] };
const DERIVED = 'SELECT kind, key, doc, job_id FROM read_model_derived ORDER BY kind, key';

/** A process: its own store of the club's first `scores` events, folded. */
function process(name: string, scores: number): ProjectionRunner {
  const store = temp.open(temp.path(`${name}.db`));
  appendScores(store, 0, scores);
  const runner = createProjectionRunner(store, registry);
  runner.catchUp();
  return runner;
}
const derivedOf = (runner: ProjectionRunner) => runner.derivedDocuments('ranking').map((d) => [d.key, d.jobId, d.doc]);

describe.skipIf(!postgresAvailable)("the club's job ledger in PostgreSQL", () => {
  const database = useTestDatabase();
  const ledger = async (clubId: string, processName: string, runner: ProjectionRunner): Promise<SharedJobs> =>
    database.closeAtEnd(await openSharedJobs({ url: database.url, clubId, processName, runner }));
  async function clubRows(clubId: string, sql: string): Promise<Array<Record<string, unknown>>> {
    const client = new pg.Client(clubConnectionConfig({ url: database.url, clubId }));
    await client.connect();
    try {
      return (await client.query(sql)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  }

  test('two processes running the same jobs at once: each job is recorded once, both hold its documents', async () => {
    const a = process('a', 30);
    const b = process('b', 30);
    const ledgerA = await ledger('ledger', 'a', a);
    const ledgerB = await ledger('ledger', 'b', b);
    expect(ledgerA.databaseId).toBe(ledgerB.databaseId);
    const jobs = a.jobs.pending().map((j) => j.jobId);
    expect(jobs).toEqual(b.jobs.pending().map((j) => j.jobId));
    expect(jobs.length).toBe(3);
    for (const jobId of jobs) {
      const outcomes = await Promise.all([ledgerA.run(jobId), ledgerB.run(jobId)]);
      expect(outcomes.sort()).toEqual(['already-done', 'done']);
    }
    const runs = await clubRows('ledger', 'SELECT job_id, done_by FROM read_model_job_runs ORDER BY job_id');
    expect(runs.map((r) => r['job_id'])).toEqual([...jobs].sort());
    // Each process's store: the job done, and after a pull every document, its own or the other's.
    await ledgerA.pull();
    await ledgerB.pull();
    expect(a.jobs.pending()).toEqual([]);
    expect(b.jobs.pending()).toEqual([]);
    expect(derivedOf(a)).toHaveLength(3);
    expect(derivedOf(b)).toEqual(derivedOf(a));
    expect(await clubRows('ledger', DERIVED)).toHaveLength(3);
    // Another club's connection sees none of it.
    expect(await clubRows('elsewhere', 'SELECT * FROM read_model_job_runs')).toEqual([]);
    expect(await clubRows('elsewhere', DERIVED)).toEqual([]);
  });

  test('a process that has not run a job takes it, and its documents, from the ledger', async () => {
    const a = process('first', 12);
    const ledgerA = await ledger('late', 'first', a);
    for (const job of a.jobs.pending()) expect(await ledgerA.run(job.jobId)).toBe('done');
    const late = process('late', 12);
    expect(late.jobs.pending()).toHaveLength(3);
    const ledgerLate = await ledger('late', 'late', late);
    expect(await ledgerLate.pull()).toBe(3);
    expect(late.jobs.pending()).toEqual([]);
    expect(derivedOf(late)).toEqual(derivedOf(a));
    // Nothing new: a pull copies nothing.
    expect(await ledgerLate.pull()).toBe(0);
  });

  test("an older job run late never replaces a later job's document", async () => {
    const ahead = process('ahead', 60);
    const behind = process('behind', 30);
    const ledgerAhead = await ledger('order', 'ahead', ahead);
    const ledgerBehind = await ledger('order', 'behind', behind);
    const latest = ahead.jobs.pending().find((j) => j.subject === 's0')!;
    const older = behind.jobs.pending().find((j) => j.subject === 's0')!;
    expect(older.sourcePosition).toBeLessThan(latest.sourcePosition);
    expect(await ledgerAhead.run(latest.jobId)).toBe('done');
    // The older job is another job: recorded, but the document stays the later one's.
    expect(await ledgerBehind.run(older.jobId)).toBe('done');
    const [row] = await clubRows('order', "SELECT job_id FROM read_model_derived WHERE key = 's0'");
    expect(row?.['job_id']).toBe(latest.jobId);
    await ledgerBehind.pull();
    expect(behind.derived('ranking', 's0')?.jobId).toBe(latest.jobId);
  });
});
