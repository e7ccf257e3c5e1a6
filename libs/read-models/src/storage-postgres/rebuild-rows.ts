// A replay's results as the column arrays the bulk INSERTs take (documents as they are: they are
// made JSON chunk by chunk as they are written): every document of the rebuilt projections, and
// every derived document of the latest jobs. Two jobs writing the same derived
// (kind, key) end as SQLite's upsert ends them: the later write wins unless its source is older.
import type { DerivedJobKind } from '../framework/derived-job';
import type { AnyDocumentProjection } from '../framework/document-projection';
import type { Replay } from '../framework/replay';
import type { DerivedRows, DocumentRows } from './write-rows';

export function documentRows(replay: Replay, projections: readonly AnyDocumentProjection[]): DocumentRows {
  const rows: DocumentRows = { projection: [], key: [], doc: [] };
  const documents = replay.documents;
  for (const { name } of projections) {
    for (const [key, doc] of documents.get(name)!) {
      rows.projection.push(name);
      rows.key.push(key);
      rows.doc.push(doc);
    }
  }
  return rows;
}

export function derivedRows(derived: ReturnType<Replay['derive']>): DerivedRows {
  const kept = new Map<
    string,
    { write: { kind: string; key: string; doc: unknown }; job: (typeof derived)[0]['job'] }
  >();
  for (const { job, writes } of derived) {
    for (const write of writes) {
      const id = `${write.kind}\u0000${write.key}`;
      const before = kept.get(id);
      if (before === undefined || job.sourcePosition >= before.job.sourcePosition) kept.set(id, { write, job });
    }
  }
  const rows: DerivedRows = {
    kind: [],
    key: [],
    doc: [],
    jobId: [],
    sourceStream: [],
    sourceVersion: [],
    sourcePosition: [],
  };
  for (const { write, job } of kept.values()) {
    rows.kind.push(write.kind);
    rows.key.push(write.key);
    rows.doc.push(write.doc);
    rows.jobId.push(job.jobId);
    rows.sourceStream.push(job.sourceStream);
    rows.sourceVersion.push(job.sourceVersion);
    rows.sourcePosition.push(job.sourcePosition);
  }
  return rows;
}

/** Analyses (kinds that need a service) are not replayed: their documents depend on their subject alone. */
export const replayedKinds = (kinds: readonly DerivedJobKind[]) => kinds.filter((kind) => kind.needs === undefined);
