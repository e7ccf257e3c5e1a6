// Table codes: a table's phone signs in with the code printed on the director's sheet, for one
// table of one session. Codes are secrets, so they live here and never in the event log. Unlike a
// password they are kept readable: the director prints the sheet again whenever he needs it. A
// sign-in with a code is a cookie session of kind "table" (its token's SHA-256 stored, as for a
// member's); it answers for its table only, and ends when the session's entry ends (endTableEntry).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { authRefusal } from './auth-refusal';
import type { SqliteDatabase } from './sqlite';

export const TABLE_COOKIE = 'club_table';
/** Letters and digits a player cannot misread: no 0/O, no 1/I. */
export const TABLE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TABLE_CODE_LENGTH = 6;

export const TABLE_CODE_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS auth_table_codes (
  session_id TEXT NOT NULL,
  section TEXT NOT NULL,
  table_no INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  ended_at INTEGER,
  PRIMARY KEY (session_id, section, table_no)
);
CREATE TABLE IF NOT EXISTS auth_table_sessions (
  token_hash TEXT PRIMARY KEY,
  code TEXT NOT NULL REFERENCES auth_table_codes(code) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
`;

/** One table of one session: what a table sign-in answers for. */
export interface TableSeat {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
}

export interface TableCode extends TableSeat {
  readonly code: string;
}

export interface TableCodes {
  /** A code for each table (a table that has one keeps it): the director's sheet. */
  issue(
    sessionId: string,
    tables: readonly { readonly section: string; readonly table: number }[],
  ): Promise<TableCode[]>;
  /** The session's codes, by section and table. */
  of(sessionId: string): Promise<TableCode[]>;
  /** The table a code is for; refused when no table has it or its session's entry has ended. */
  seatOfCode(code: string): Promise<TableSeat>;
  /** Signs a table in with its code: the token for its cookie. */
  signIn(code: string): Promise<{ readonly token: string; readonly seat: TableSeat }>;
  /** The table a cookie's token signs in, or null (unknown, or its entry ended). */
  seatForToken(token: string | null | undefined): Promise<TableSeat | null>;
  /** The session's entry at the tables ended (published or closed): its codes and sign-ins stop working. */
  endTableEntry(sessionId: string): Promise<void>;
}

export interface CodeRow {
  session_id: string;
  section: string;
  table_no: number;
  code: string;
  ended_at: number | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const seatOf = (row: CodeRow): TableSeat => ({
  sessionId: row.session_id,
  section: row.section,
  table: row.table_no,
});

/** A code as a player types it: case and spaces do not matter. */
export const normalTableCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The table of a code's row; refused when there is none or its session's entry has ended. */
export function seatOfCodeRow(code: string, row: CodeRow | undefined): TableSeat {
  if (!row)
    throw authRefusal('table-code-unknown', `No table has the code '${code}': check the code on the table's card.`);
  if (row.ended_at !== null)
    throw authRefusal(
      'table-entry-ended',
      'This table code no longer works: the session is over, results are no longer entered at the tables.',
    );
  return seatOf(row);
}

export function newTableCode(): string {
  return Array.from(
    { length: TABLE_CODE_LENGTH },
    () => TABLE_CODE_ALPHABET[randomInt(TABLE_CODE_ALPHABET.length)],
  ).join('');
}

export function tableCodes(sqlite: SqliteDatabase, now: () => number): TableCodes {
  sqlite.exec(TABLE_CODE_TABLES_SQL);
  const statements = {
    insert: sqlite.prepare(
      'INSERT OR IGNORE INTO auth_table_codes (session_id, section, table_no, code, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    codeTaken: sqlite.prepare('SELECT 1 FROM auth_table_codes WHERE code = ?'),
    of: sqlite.prepare('SELECT * FROM auth_table_codes WHERE session_id = ? ORDER BY section, table_no'),
    byCode: sqlite.prepare('SELECT * FROM auth_table_codes WHERE code = ?'),
    insertSession: sqlite.prepare('INSERT INTO auth_table_sessions (token_hash, code, created_at) VALUES (?, ?, ?)'),
    byToken: sqlite.prepare(
      'SELECT c.* FROM auth_table_sessions s JOIN auth_table_codes c ON c.code = s.code WHERE s.token_hash = ? AND c.ended_at IS NULL',
    ),
    end: sqlite.prepare('UPDATE auth_table_codes SET ended_at = ? WHERE session_id = ? AND ended_at IS NULL'),
  };
  const unusedCode = (): string => {
    for (;;) {
      const code = newTableCode();
      if (!statements.codeTaken.get(code)) return code;
    }
  };
  const seatOfCode = (code: string): TableSeat =>
    seatOfCodeRow(code, statements.byCode.get(normalTableCode(code)) as CodeRow | undefined);
  const of = (sessionId: string) =>
    (statements.of.all(sessionId) as CodeRow[]).map((row) => ({ ...seatOf(row), code: row.code }));
  return {
    async issue(sessionId, tables) {
      sqlite.transaction(() => {
        for (const t of tables) statements.insert.run(sessionId, t.section, t.table, unusedCode(), now());
      })();
      return of(sessionId);
    },
    async of(sessionId) {
      return of(sessionId);
    },
    async seatOfCode(code) {
      return seatOfCode(code);
    },
    async signIn(code) {
      const seat = seatOfCode(code);
      const token = randomBytes(32).toString('base64url');
      statements.insertSession.run(hashOf(token), normalTableCode(code), now());
      return { token, seat };
    },
    async seatForToken(token) {
      if (!token) return null;
      const row = statements.byToken.get(hashOf(token)) as CodeRow | undefined;
      return row ? seatOf(row) : null;
    },
    async endTableEntry(sessionId) {
      statements.end.run(now(), sessionId);
    },
  };
}
