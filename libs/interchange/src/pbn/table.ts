// PBN tables (standard §5): a tag whose value is a column header `Col\widthL|R;Col...` (optional
// `+`/`-` sort mark before the name) followed by one row per line.
import { ImportError } from '../errors/import-error';
import type { PbnTag } from './pbn-file';
import { toCell, type Cell } from './table-cell';

export type SortOrder = 'ascending' | 'descending';
export type Alignment = 'L' | 'R';

export interface TableColumn {
  readonly name: string;
  readonly sort: SortOrder | null;
  readonly width: number | null;
  readonly align: Alignment | null;
}

export interface TableRow {
  /** 1-based position in the table, as in error messages. */
  readonly index: number;
  readonly line: number;
  readonly cells: readonly Cell[];
  /** The same cells keyed by column name. */
  readonly byColumn: Readonly<Record<string, Cell>>;
}

export interface PbnTable {
  readonly name: string;
  readonly line: number;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
}

const COLUMN = /^([+-]?)([A-Za-z][A-Za-z0-9_]*)(?:\\(\d+)([LR])?)?$/;

/** Parses a column header; returns null when the text is not one. */
export function parseColumnHeader(header: string): TableColumn[] | null {
  const columns: TableColumn[] = [];
  for (const part of header.split(';')) {
    const match = COLUMN.exec(part.trim());
    if (!match) return null;
    const sort = match[1] === '+' ? 'ascending' : match[1] === '-' ? 'descending' : null;
    const width = match[3] === undefined ? null : Number(match[3]);
    columns.push({ name: match[2]!, sort, width, align: (match[4] as Alignment | undefined) ?? null });
  }
  return columns;
}

/**
 * A table tag: PBN names its tables `...Table` (their header must then be valid); another tag counts
 * when its value is a multi-column header and section lines follow it.
 */
export function isTableTag(tag: PbnTag): boolean {
  // `Table` itself is the table number of a game, not a table.
  if (tag.name !== 'Table' && tag.name.endsWith('Table')) return true;
  const looksLikeHeader = tag.value.includes(';') || tag.value.includes('\\');
  return looksLikeHeader && tag.section.length > 0 && parseColumnHeader(tag.value) !== null;
}

export function parseTable(tag: PbnTag, file: string): PbnTable {
  const columns = parseColumnHeader(tag.value);
  if (columns === null) {
    throw new ImportError(
      { file, line: tag.line, field: `${tag.name} header` },
      `'${tag.value}' is not a column header Col\\widthL|R;Col...`,
    );
  }
  const rows: TableRow[] = [];
  for (const sectionLine of tag.section) {
    const tokens = sectionLine.tokens.filter((token) => token.kind !== 'comment');
    if (tokens.length === 0) continue;
    const index = rows.length + 1;
    if (tokens.length !== columns.length) {
      throw new ImportError(
        { file, line: sectionLine.line, field: `${tag.name} row ${index}` },
        `${tokens.length} cells, but the header has ${columns.length} columns`,
      );
    }
    const cells = tokens.map(toCell);
    const byColumn: Record<string, Cell> = {};
    columns.forEach((column, i) => (byColumn[column.name] = cells[i]!));
    rows.push({ index, line: sectionLine.line, cells, byColumn });
  }
  return { name: tag.name, line: tag.line, columns, rows };
}

export function hasColumn(table: PbnTable, name: string): boolean {
  return table.columns.some((column) => column.name === name);
}
