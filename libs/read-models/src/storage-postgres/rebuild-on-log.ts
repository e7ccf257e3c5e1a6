// Rebuild of a club's read models in PostgreSQL: the club's log streamed (bounded pages, the next
// one read while this one is folded) into an in-memory replay of every projection and job kind, then, in one transaction on a
// connection of the club, that club's old documents, derived documents and checkpoints replaced
// by the replay's, written in bulk, its statements pipelined (./pipeline.ts). Readers see the old
// read models or the new ones, never a mix; other clubs' rows are out of the connection's reach
// (row-level security), so they stay as they are.
import type pg from 'pg';
import type { EventLog } from '@club/event-store';
import type { DerivedJobKind } from '../framework/derived-job';
import type { AnyDocumentProjection } from '../framework/document-projection';
import { createReplay, JOB_CHECKPOINT_PREFIX } from '../framework/replay';
import { JOB_TRIGGER_VERSION } from '../storage/context';
import type { RebuildProgress, RebuildReport } from '../storage/rebuild';
import { derivedRows, documentRows, replayedKinds } from './rebuild-rows';
import { pipeline } from './pipeline';
import { insertDerived, insertDocuments } from './write-rows';

export interface ReadModelRegistry {
  readonly projections: readonly AnyDocumentProjection[];
  readonly jobKinds: readonly DerivedJobKind[];
}

export interface PostgresRebuildOptions {
  /** Events read per page (default 10,000: a round trip per page). */
  readonly pageSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

const PROGRESS_EVERY = 10_000;

const UPSERT_CHECKPOINTS =
  'INSERT INTO read_model_projections (name, version, position, updated_at) ' +
  'SELECT n, v, $3, $4 FROM unnest($1::text[], $2::int[]) AS r(n, v) ' +
  'ON CONFLICT (club_id, name) DO UPDATE SET version = excluded.version, position = excluded.position, ' +
  'updated_at = excluded.updated_at';

/** `client`: a connection in pipeline mode, of the club, with no transaction open. */
export async function rebuildOnPostgres(
  client: pg.ClientBase,
  log: EventLog,
  registry: ReadModelRegistry,
  at: string,
  options: PostgresRebuildOptions = {},
): Promise<RebuildReport> {
  const { projections } = registry;
  const kinds = replayedKinds(registry.jobKinds);
  const pageSize = options.pageSize ?? 10_000;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);

  const head = await log.headPosition();
  const replay = createReplay(projections, kinds);
  let replayed = 0;
  options.onProgress?.({ replayed, total: head, phase: 'replay' });
  // Up to the head seen at the start: events appended meanwhile wait for the next catch-up. The
  // next page is asked for before this one is folded, so the server reads and sends it meanwhile.
  const page = (from: number) => log.readAll({ fromPosition: from, limit: Math.min(pageSize, head - from + 1) });
  let next = head > 0 ? page(1) : undefined;
  while (next !== undefined) {
    const events = await next;
    const last = events.at(-1)?.position ?? head;
    next = last < head && events.length > 0 ? page(last + 1) : undefined;
    for (const event of events) {
      replay.apply(event);
      if (++replayed % PROGRESS_EVERY === 0 || replayed === head)
        options.onProgress?.({ replayed, total: head, phase: 'replay' });
    }
  }
  const documents = documentRows(replay, projections);
  options.onProgress?.({ replayed, total: head, phase: 'write' });
  // Sent at once on the pipelined connection: the server deletes and writes the documents while
  // the client makes the next chunks, then the derived documents from the replay.
  const statements = pipeline(client);
  statements.send('BEGIN');
  // The club's rows only: the connection's club.id binds every statement (row-level security).
  statements.send('DELETE FROM read_model_documents WHERE projection = ANY($1::text[])', [
    projections.map((p) => p.name),
  ]);
  statements.send(
    "DELETE FROM read_model_derived d USING unnest($1::text[]) AS k(kind) WHERE starts_with(d.job_id, k.kind || '.')",
    [kinds.map((k) => k.kind)],
  );
  await insertDocuments(statements, documents);
  const derived = replay.derive();
  const derivedDocuments = derivedRows(derived);
  await insertDerived(statements, derivedDocuments, at);
  // The shared job ledger (0003_shared_jobs.sql) counts the replay's jobs as done, so the club's
  // processes do not compute them again.
  statements.send(
    "DELETE FROM read_model_job_runs r USING unnest($1::text[]) AS k(kind) WHERE starts_with(r.job_id, k.kind || '.')",
    [kinds.map((k) => k.kind)],
  );
  statements.send(
    "INSERT INTO read_model_job_runs (job_id, seq, done_by, finished_at) SELECT j, 0, 'rebuild', $2 FROM unnest($1::text[]) AS j ON CONFLICT DO NOTHING",
    [derived.map((d) => d.job.jobId), at],
  );
  statements.send(UPSERT_CHECKPOINTS, [
    [...projections.map((p) => p.name), ...kinds.map((k) => JOB_CHECKPOINT_PREFIX + k.kind)],
    [...projections.map((p) => p.version), ...kinds.map(() => JOB_TRIGGER_VERSION)],
    head,
    at,
  ]);
  statements.send('COMMIT');
  await statements.settle();
  const counts = new Map<string, number>();
  for (const name of documents.projection) counts.set(name, (counts.get(name) ?? 0) + 1);
  return {
    events: head,
    projections: projections.map((p) => ({ name: p.name, documents: counts.get(p.name) ?? 0 })),
    derived: derivedDocuments.key.length,
  };
}
