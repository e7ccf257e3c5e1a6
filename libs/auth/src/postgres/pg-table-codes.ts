// Table codes and a table's entry throttle in PostgreSQL: table-codes.ts and table-entry-limit.ts
// on the club's connections (club_id from the connection, row-level security), the same rules.
import { tokenHash, newToken } from '../auth-rules';
import type { RateLimitRule } from '../rate-limit';
import { windowVerdict } from '../rate-limit';
import { newTableCode, normalTableCode, seatOf, seatOfCodeRow, type CodeRow, type TableCodes } from '../table-codes';
import {
  DEFAULT_TABLE_ENTRY_LIMIT,
  tableEntryKey,
  tooManyTableEntries,
  type TableEntryLimit,
} from '../table-entry-limit';
import { attemptTimes, lockThrottle, type PgQueries, type Run } from './pg-queries';

const CODE_COLUMNS = 'session_id, section, table_no, code, ended_at';

export function pgTableCodes(db: PgQueries, now: () => number): TableCodes {
  const byCode = async (code: string) =>
    (await db.run<CodeRow>(`SELECT ${CODE_COLUMNS} FROM auth_table_codes WHERE code = $1`, [code])).rows[0];
  const unusedCode = async (run: Run): Promise<string> => {
    for (;;) {
      const code = newTableCode();
      if ((await run('SELECT 1 FROM auth_table_codes WHERE code = $1', [code])).rowCount === 0) return code;
    }
  };
  const of = async (sessionId: string) =>
    (
      await db.run<CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM auth_table_codes WHERE session_id = $1 ORDER BY section, table_no`,
        [sessionId],
      )
    ).rows.map((row) => ({ ...seatOf(row), code: row.code }));
  const seatOfCode = async (code: string) => seatOfCodeRow(code, await byCode(normalTableCode(code)));
  return {
    async issue(sessionId, tables) {
      await db.transaction(async (run) => {
        for (const t of tables)
          await run(
            'INSERT INTO auth_table_codes (session_id, section, table_no, code, created_at) VALUES ($1, $2, $3, $4, $5) ' +
              'ON CONFLICT DO NOTHING',
            [sessionId, t.section, t.table, await unusedCode(run), now()],
          );
      });
      return of(sessionId);
    },
    of,
    seatOfCode,
    async signIn(code) {
      const seat = await seatOfCode(code);
      const token = newToken();
      await db.run('INSERT INTO auth_table_sessions (token_hash, code, created_at) VALUES ($1, $2, $3)', [
        tokenHash(token),
        normalTableCode(code),
        now(),
      ]);
      return { token, seat };
    },
    async seatForToken(token) {
      if (!token) return null;
      const { rows } = await db.run<CodeRow>(
        'SELECT c.session_id, c.section, c.table_no, c.code, c.ended_at FROM auth_table_sessions s ' +
          'JOIN auth_table_codes c ON c.club_id = s.club_id AND c.code = s.code ' +
          'WHERE s.token_hash = $1 AND c.ended_at IS NULL',
        [tokenHash(token)],
      );
      return rows[0] ? seatOf(rows[0]) : null;
    },
    async endTableEntry(sessionId) {
      await db.run('UPDATE auth_table_codes SET ended_at = $1 WHERE session_id = $2 AND ended_at IS NULL', [
        now(),
        sessionId,
      ]);
    },
  };
}

export function pgTableEntryLimit(
  db: PgQueries,
  now: () => number,
  rule: RateLimitRule = DEFAULT_TABLE_ENTRY_LIMIT,
): TableEntryLimit {
  return {
    rule,
    async admit(seat) {
      const at = now();
      const key = tableEntryKey(seat);
      const verdict = await db.transaction(async (run) => {
        await lockThrottle(run, 'table-entries');
        const times = await attemptTimes(run, 'auth_table_entry_attempts', [key], at - rule.windowMs);
        const verdict = windowVerdict(times.get(key) ?? [], at, rule);
        if (!verdict.allowed) return verdict;
        await run('DELETE FROM auth_table_entry_attempts WHERE at <= $1', [at - rule.windowMs]);
        await run('INSERT INTO auth_table_entry_attempts (key, at) VALUES ($1, $2)', [key, at]);
        return verdict;
      });
      if (!verdict.allowed) throw tooManyTableEntries(seat, rule, verdict.retryAt, at);
    },
  };
}
