// The club's derived jobs done once for all its processes (0003_shared_jobs.sql). Each process
// folds the log in its own working copy and finds the same jobs; run() computes a job there and
// records it in PostgreSQL only if no process has, then writes it into the copy; pull() brings
// into the copy what the other processes recorded, and marks their jobs done there.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  asOwner,
  checkClubId,
  clubConnectionConfig,
  sharedRuns,
  withConnection,
  type ClubConnectionOptions,
} from '@club/event-store';
import type { JobOutcome } from '../storage/run-job';
import type { ProjectionRunner } from '../storage/runner';
import type { DerivedRow } from '../storage/statements';
import { migratePostgresReadModels } from './migrate';

export interface SharedJobsOptions extends ClubConnectionOptions {
  /** Names this process in the ledger (done_by): host and pid, say. */
  readonly processName: string;
  /** This process's read models (of its working copy): jobs are computed there, the others' copied in. */
  readonly runner: ProjectionRunner;
  readonly poolSize?: number;
  readonly now?: () => Date;
}

export interface SharedJobs {
  /** The club's id in this database, the same for all its processes: names its queue. */
  readonly databaseId: string;
  /** Computes the job in the runner's store and records it once ('already-done' when another process did). */
  run(jobId: string): Promise<JobOutcome | 'unknown'>;
  /** Copies what other processes recorded since the last pull into the runner's store; resolves to the rows copied. */
  pull(): Promise<number>;
  close(): Promise<void>;
}

const PAGE = 2_000;
const DERIVED_COLUMNS = 'kind, key, doc, job_id, source_stream, source_version, source_position, computed_at, seq';

const NEXT_SEQ = 'UPDATE read_model_job_sequence SET seq = seq + 1 RETURNING seq';
// The guard as in SQLite: a late repeat of an old job never moves a document back to an older source.
const PUT_DERIVED =
  'INSERT INTO read_model_derived (kind, key, doc, job_id, source_stream, source_version, source_position, computed_at, seq) ' +
  'SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::text[]) ' +
  'CROSS JOIN (SELECT $9::bigint) AS s ' +
  'ON CONFLICT (club_id, kind, key) DO UPDATE SET doc = excluded.doc, job_id = excluded.job_id, source_stream = excluded.source_stream, ' +
  'source_version = excluded.source_version, source_position = excluded.source_position, computed_at = excluded.computed_at, seq = excluded.seq ' +
  'WHERE excluded.source_position >= read_model_derived.source_position';

function rowOf(r: unknown[]): DerivedRow {
  return {
    kind: r[0] as string,
    key: r[1] as string,
    doc: r[2] as string,
    jobId: r[3] as string,
    sourceStream: r[4] as string,
    sourceVersion: r[5] as number,
    sourcePosition: r[6] as number,
    computedAt: r[7] as string,
  };
}

export async function openSharedJobs(options: SharedJobsOptions): Promise<SharedJobs> {
  const clubId = checkClubId(options.clubId);
  const schema = options.schema ?? 'public';
  await asOwner(options.url, (owner) => migratePostgresReadModels(owner, schema, clubId));
  const pool = new pg.Pool({
    ...clubConnectionConfig({ url: options.url, schema, clubId }),
    max: options.poolSize ?? 2,
  });
  pool.on('error', () => undefined);
  const now = options.now ?? (() => new Date());
  const runner = options.runner;
  const query = async (text: string, values: unknown[] = []) =>
    (await pool.query({ text, values, rowMode: 'array' })).rows as unknown[][];

  // The club's counter row, made by whichever process comes first (its random id then names the queue).
  await query(
    'INSERT INTO read_model_job_sequence (seq, database_id) VALUES (0, $1) ON CONFLICT (club_id) DO NOTHING',
    [randomBytes(8).toString('hex')],
  );
  const [identity] = await query('SELECT database_id FROM read_model_job_sequence');
  const databaseId = identity![0] as string;

  /** Records the rows and the job in one transaction; false when the job was already recorded. */
  const record = (jobId: string, rows: readonly DerivedRow[]): Promise<boolean> =>
    withConnection(pool, async (client) => {
      await client.query('BEGIN');
      // First the club's counter: its row lock orders the club's job commits (see the migration).
      const seq = (await client.query({ text: NEXT_SEQ, rowMode: 'array' })).rows[0]![0] as number;
      const inserted = await client.query(
        'INSERT INTO read_model_job_runs (job_id, seq, done_by, finished_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [jobId, seq, options.processName, now().toISOString()],
      );
      if (inserted.rowCount === 0) {
        await client.query('ROLLBACK');
        return false;
      }
      if (rows.length > 0)
        await client.query(PUT_DERIVED, [
          rows.map((r) => r.kind),
          rows.map((r) => r.key),
          rows.map((r) => r.doc),
          rows.map((r) => r.jobId),
          rows.map((r) => r.sourceStream),
          rows.map((r) => r.sourceVersion),
          rows.map((r) => r.sourcePosition),
          rows.map((r) => r.computedAt),
          seq,
        ]);
      await client.query('COMMIT');
      return true;
    });

  // Rows up to this counter are in this process's store (-1: none yet; a rebuild writes 0).
  let mark = -1;
  const pullOnce = async (): Promise<number> => {
    let copied = 0;
    for (;;) {
      const found = await query(
        `SELECT ${DERIVED_COLUMNS} FROM read_model_derived WHERE seq > $1 ORDER BY seq LIMIT $2`,
        [mark, PAGE],
      );
      if (found.length === 0) break;
      // A full page may end inside one transaction's rows: those of its last counter are read whole.
      const last = found.at(-1)![8] as number;
      const whole =
        found.length < PAGE
          ? found
          : [
              ...found.filter((r) => (r[8] as number) < last),
              ...(await query(`SELECT ${DERIVED_COLUMNS} FROM read_model_derived WHERE seq = $1`, [last])),
            ];
      runner.jobs.accept(whole.map(rowOf), []);
      copied += whole.length;
      mark = last;
      if (found.length < PAGE) break;
    }
    // Jobs this store still waits for that some process has done (their documents came above, or
    // were replaced by a later job's).
    const pending = runner.jobs.pending().map((j) => j.jobId);
    if (pending.length > 0) {
      const done = await query('SELECT job_id FROM read_model_job_runs WHERE job_id = ANY($1::text[])', [pending]);
      if (done.length > 0)
        runner.jobs.accept(
          [],
          done.map((r) => r[0] as string),
        );
    }
    return copied;
  };

  const pulls = sharedRuns(pullOnce);
  return {
    databaseId,
    async run(jobId) {
      const prepared = runner.jobs.prepare(jobId);
      if (prepared === undefined) return 'unknown';
      if ('outcome' in prepared) return prepared.outcome;
      if (!(await record(jobId, prepared.rows))) {
        runner.jobs.accept([], [jobId]);
        return 'already-done';
      }
      runner.jobs.accept(prepared.rows, [jobId]);
      return 'done';
    },
    pull: pulls.call,
    close: () => pool.end(),
  };
}
