// Bulk writes of a rebuild: one multi-row INSERT … VALUES per chunk, every value its own bound
// parameter. Not unnest over text arrays: the client escapes each element of an array literal
// (quotes and backslashes, which JSON is full of), and for a club's documents that escaping cost
// ten times the whole write (measured: 5,000 documents of 3 KB, 13 s as one array, 0.9 s as
// parameters). A bound parameter goes over the wire as it is. club_id is left to its default, the
// connection's club.
import type pg from 'pg';

/** Rows per statement: a round trip amortised over many rows, well under the 65,535 parameters. */
export const ROWS_PER_STATEMENT = 1_000;

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

/** `INSERT INTO table (columns) VALUES ($1, …), …` for `rows` rows of the columns, then the `fixed` columns (one value each, bound once). */
function insertText(table: string, columns: readonly string[], rows: number, fixed: readonly string[]): string {
  const width = columns.length;
  const tuples = new Array<string>(rows);
  for (let r = 0; r < rows; r++) {
    const params = columns.map((_, c) => `$${r * width + c + 1}`);
    tuples[r] = `(${[...params, ...fixed.map((_, f) => `$${rows * width + f + 1}`)].join(',')})`;
  }
  return `INSERT INTO ${table} (${[...columns, ...fixed].join(', ')}) VALUES ${tuples.join(',')}`;
}

/** Writes rows given as columns, ROWS_PER_STATEMENT at a time; `fixed` values are the same for every row. */
async function insertColumns(
  client: pg.PoolClient,
  table: string,
  columns: ReadonlyArray<readonly [name: string, values: readonly unknown[]]>,
  fixed: ReadonlyArray<readonly [name: string, value: unknown]> = [],
): Promise<void> {
  const names = columns.map(([name]) => name);
  const fixedNames = fixed.map(([name]) => name);
  const total = columns[0]![1].length;
  let fullText: string | undefined;
  for (let from = 0; from < total; from += ROWS_PER_STATEMENT) {
    const rows = Math.min(ROWS_PER_STATEMENT, total - from);
    const values = new Array<unknown>(rows * names.length);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < names.length; c++) values[r * names.length + c] = columns[c]![1][from + r];
    for (const [, value] of fixed) values.push(value);
    const text =
      rows === ROWS_PER_STATEMENT
        ? (fullText ??= insertText(table, names, rows, fixedNames))
        : insertText(table, names, rows, fixedNames);
    await client.query(text, values);
  }
}

export function insertDocuments(client: pg.PoolClient, rows: DocumentRows): Promise<void> {
  return insertColumns(client, 'read_model_documents', [
    ['projection', rows.projection],
    ['key', rows.key],
    ['doc', rows.doc],
  ]);
}

export function insertDerived(client: pg.PoolClient, rows: DerivedRows, computedAt: string): Promise<void> {
  return insertColumns(
    client,
    'read_model_derived',
    [
      ['kind', rows.kind],
      ['key', rows.key],
      ['doc', rows.doc],
      ['job_id', rows.jobId],
      ['source_stream', rows.sourceStream],
      ['source_version', rows.sourceVersion],
      ['source_position', rows.sourcePosition],
    ],
    [['computed_at', computedAt]],
  );
}
