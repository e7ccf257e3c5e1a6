// The CSV `mdb-export` prints for one table: a header row of column names, then one row per record,
// text quoted with `"` (a quote inside doubled), numbers and booleans bare. A quoted value may span lines.
import { ImportError } from '../errors/import-error';

export interface BwsRow {
  /** The row's values by column name, as printed (quotes removed). */
  readonly values: Readonly<Record<string, string>>;
  /** Line of the CSV text where the row starts (the header is line 1), for messages. */
  readonly line: number;
}

export interface BwsTable {
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly BwsRow[];
}

/** Splits CSV text into records of cells, each with the line it starts on. */
function records(text: string): { cells: string[]; line: number }[] {
  const out: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== '') out.push({ cells, line: start });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== '') out.push({ cells, line: start });
  return out;
}

/**
 * One table's CSV read into rows by column name; `required` are the columns the import reads
 * (a real database may carry more, from a later Bridgemate version). Errors name file, table and field.
 */
export function parseBwsTable(text: string, name: string, required: readonly string[], file: string): BwsTable {
  const [header, ...body] = records(text.replace(/^\uFEFF/, ''));
  if (header === undefined)
    throw new ImportError({ file, line: null, field: `table ${name}` }, 'the table is empty: no header row');
  const columns = header.cells.map((c) => c.trim());
  for (const column of required)
    if (!columns.includes(column))
      throw new ImportError(
        { file, line: null, field: `table ${name}, column ${column}` },
        `the column is missing (the table has ${columns.join(', ')})`,
      );
  const rows = body.map(({ cells, line }) => {
    if (cells.length !== columns.length)
      throw new ImportError(
        { file, line: null, field: `table ${name}, row at line ${line}` },
        `${cells.length} values for ${columns.length} columns`,
      );
    return { line, values: Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) };
  });
  return { name, columns, rows };
}
