// Bulk writes of a rebuild: one multi-row INSERT per chunk, the rows as column arrays unnested by
// the server (one statement and one round trip per chunk rather than per document). club_id is
// left to its default, the connection's club.
import type pg from 'pg';

/** Rows per statement: large enough to amortise the round trip, small enough for one message. */
export const ROWS_PER_STATEMENT = 5_000;

export interface DocumentRows {
  readonly projection: string[];
  readonly key: string[];
  readonly doc: string[];
}

export interface DerivedRows {
  readonly kind: string[];
  readonly key: string[];
  readonly doc: string[];
  readonly jobId: string[];
  readonly sourceStream: string[];
  readonly sourceVersion: number[];
  readonly sourcePosition: number[];
}

const INSERT_DOCUMENTS =
  'INSERT INTO read_model_documents (projection, key, doc) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])';

const INSERT_DERIVED =
  'INSERT INTO read_model_derived (kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) ' +
  'SELECT k, y, d, j, s, v, p, $8 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], ' +
  '$6::bigint[], $7::bigint[]) AS r(k, y, d, j, s, v, p)';

const chunk = <T>(values: readonly T[], from: number) => values.slice(from, from + ROWS_PER_STATEMENT);

export async function insertDocuments(client: pg.PoolClient, rows: DocumentRows): Promise<void> {
  for (let from = 0; from < rows.key.length; from += ROWS_PER_STATEMENT)
    await client.query(INSERT_DOCUMENTS, [chunk(rows.projection, from), chunk(rows.key, from), chunk(rows.doc, from)]);
}

export async function insertDerived(client: pg.PoolClient, rows: DerivedRows, computedAt: string): Promise<void> {
  for (let from = 0; from < rows.key.length; from += ROWS_PER_STATEMENT)
    await client.query(INSERT_DERIVED, [
      chunk(rows.kind, from),
      chunk(rows.key, from),
      chunk(rows.doc, from),
      chunk(rows.jobId, from),
      chunk(rows.sourceStream, from),
      chunk(rows.sourceVersion, from),
      chunk(rows.sourcePosition, from),
      computedAt,
    ]);
}
