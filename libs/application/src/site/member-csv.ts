// A member list from a CSV file (a spreadsheet's export): a header line naming the columns (name,
// email, federation id — in any order, any case), then one member a line. Quoted fields may hold
// commas, quotes ("") and line breaks. Every bad value is named by its line and column; the list is
// taken whole or not at all, so a caller records nothing while any error remains. Pure.
import { federationIdSchema } from '@club/club';
import { TEXT_LIMITS } from '@club/events';
import { z } from 'zod';

export interface MemberCsvRow {
  /** The file's line the row starts on (the header is line 1). */
  readonly line: number;
  readonly name: string;
  readonly email: string;
  readonly federationId?: string;
}

export interface MemberCsvError {
  readonly line: number;
  /** The column as the header names it ('name', 'email', 'federation id'), or null for the whole line. */
  readonly column: string | null;
  readonly message: string;
}

export type MemberCsv =
  | { readonly ok: true; readonly rows: readonly MemberCsvRow[] }
  | { readonly ok: false; readonly errors: readonly MemberCsvError[] };

type Column = 'name' | 'email' | 'federation id';
const HEADERS: Readonly<Record<string, Column>> = {
  name: 'name',
  email: 'email',
  'e-mail': 'email',
  'federation id': 'federation id',
  federationid: 'federation id',
  'federation number': 'federation id',
};
const emailSchema = z.email();

/** The file's records, each with the line it starts on; quotes may span lines. */
function records(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') out.push({ line: start, fields });
    fields = [];
    field = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return out;
}

export function parseMemberCsv(text: string): MemberCsv {
  const [header, ...rest] = records(text);
  if (!header) return { ok: false, errors: [{ line: 1, column: null, message: 'the file is empty' }] };
  const columns = header.fields.map((h) => HEADERS[h.trim().toLowerCase()]);
  const errors: MemberCsvError[] = [];
  header.fields.forEach((h, i) => {
    if (!columns[i] && h.trim() !== '')
      errors.push({ line: 1, column: h.trim(), message: `'${h.trim()}' is not a column: name, email, federation id` });
  });
  for (const needed of ['name', 'email'] as const)
    if (!columns.includes(needed)) errors.push({ line: 1, column: needed, message: `no '${needed}' column` });
  if (errors.length > 0) return { ok: false, errors };
  const rows: MemberCsvRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of rest) {
    const value = (column: Column) => (record.fields[columns.indexOf(column)] ?? '').trim();
    const fail = (column: Column | null, message: string) => errors.push({ line: record.line, column, message });
    if (record.fields.length > columns.length)
      fail(null, `${record.fields.length} fields, the header names ${columns.length}`);
    const name = value('name');
    const email = value('email');
    const federationId = columns.includes('federation id') ? value('federation id') : '';
    if (name === '') fail('name', 'no name');
    else if (name.length > TEXT_LIMITS.name) fail('name', `at most ${TEXT_LIMITS.name} characters`);
    if (!emailSchema.safeParse(email).success)
      fail('email', email === '' ? 'no email' : `'${email}' is not an email address`);
    else if (firstLineOf.has(email.toLowerCase()))
      fail('email', `'${email}' is already on line ${firstLineOf.get(email.toLowerCase())}`);
    else firstLineOf.set(email.toLowerCase(), record.line);
    if (federationId !== '' && !federationIdSchema.safeParse(federationId).success)
      fail('federation id', `'${federationId}': letters, digits, '-' or '.' only`);
    rows.push({ line: record.line, name, email, ...(federationId ? { federationId } : {}) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
