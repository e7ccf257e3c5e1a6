// Bulk writes of a rebuild: rows in chunks of about CHUNK_CHARS of JSON, each chunk one
// `INSERT … SELECT FROM unnest(arrays)` whose columns go as binary arrays (./binary-array.ts): a
// small statement the server plans at once, whatever the rows, and no value escaped on either
// side. Documents are stringified chunk by chunk and each chunk is sent on the pipeline
// (./pipeline.ts) as soon as it is made, so the server writes one while the client makes the
// next. (COPY FROM is not an option: PostgreSQL refuses it on tables with row-level security.)
// club_id is left to its default, the connection's club.
import { int8Array, textArray } from './binary-array';
import type { Pipeline } from './pipeline';

/** JSON characters per statement: a round trip amortised over many rows, the server's memory bounded. */
export const CHUNK_CHARS = 2_000_000;

export interface DocumentRows {
  readonly projection: string[];
  readonly key: string[];
  /** The documents, made JSON as they are written. */
  readonly doc: unknown[];
}

export interface DerivedRows {
  readonly kind: string[];
  readonly key: string[];
  readonly doc: unknown[];
  readonly jobId: string[];
  readonly sourceStream: string[];
  readonly sourceVersion: number[];
  readonly sourcePosition: number[];
}

const INSERT_DOCUMENTS =
  'INSERT INTO read_model_documents (projection, key, doc) ' +
  'SELECT * FROM unnest($1::text[], $2::text[], $3::text[])';

const INSERT_DERIVED =
  'INSERT INTO read_model_derived ' +
  '(kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) ' +
  'SELECT *, $8 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])';

/** The rows' `[from, to)` ranges and their documents as JSON, about CHUNK_CHARS at a time. */
function* jsonChunks(
  what: string,
  keys: readonly string[],
  docs: readonly unknown[],
): Generator<{ from: number; to: number; json: string[] }> {
  for (let from = 0; from < docs.length;) {
    const json: string[] = [];
    let chars = 0;
    let to = from;
    while (to < docs.length && chars < CHUNK_CHARS) {
      const text = JSON.stringify(docs[to]) as string | undefined;
      if (typeof text !== 'string') throw new TypeError(`${what} ${keys[to]}: the document is not JSON (${text})`);
      json.push(text);
      chars += text.length;
      to++;
    }
    yield { from, to, json };
    from = to;
  }
}

export async function insertDocuments(pipeline: Pipeline, rows: DocumentRows): Promise<void> {
  for (const { from, to, json } of jsonChunks('document', rows.key, rows.doc)) {
    pipeline.send(INSERT_DOCUMENTS, [
      textArray(rows.projection.slice(from, to)),
      textArray(rows.key.slice(from, to)),
      textArray(json),
    ]);
    await pipeline.flush();
  }
}

export async function insertDerived(pipeline: Pipeline, rows: DerivedRows, computedAt: string): Promise<void> {
  for (const { from, to, json } of jsonChunks('derived document', rows.key, rows.doc)) {
    pipeline.send(INSERT_DERIVED, [
      textArray(rows.kind.slice(from, to)),
      textArray(rows.key.slice(from, to)),
      textArray(json),
      textArray(rows.jobId.slice(from, to)),
      textArray(rows.sourceStream.slice(from, to)),
      int8Array(rows.sourceVersion.slice(from, to)),
      int8Array(rows.sourcePosition.slice(from, to)),
      computedAt,
    ]);
    await pipeline.flush();
  }
}
