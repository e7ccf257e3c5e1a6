// A table's entries are throttled like sign-ins (rate-limit.ts's rule), keyed by the table of the
// session (whoever holds its phone: the table's code or a seated member's account): more than a
// person enters in the window is a script or a stuck phone, refused naming the limit before
// anything is recorded. The attempts live in the auth tables, never in the event log.
import { authRefusal } from './auth-refusal';
import { windowVerdict, type RateLimitRule } from './rate-limit';
import type { SqliteDatabase } from './sqlite';
import type { TableSeat } from './table-codes';

/** Ten boards a minute: a table plays one board in about seven minutes, a person enters one in a few seconds. */
export const DEFAULT_TABLE_ENTRY_LIMIT: RateLimitRule = { max: 10, windowMs: 60_000 };

export const TABLE_ENTRY_ATTEMPTS_SQL = `
CREATE TABLE IF NOT EXISTS auth_table_entry_attempts (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_table_entry_attempts_key ON auth_table_entry_attempts(key, at);
`;

export interface TableEntryLimit {
  /** Counts an entry from the table, or refuses it (`too-many-table-entries`) when the table is past the limit. */
  admit(seat: TableSeat): Promise<void>;
  readonly rule: RateLimitRule;
}

const seconds = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 1000));
  return `${n} second${n === 1 ? '' : 's'}`;
};

/** The throttled key of a table: its session, section and number. */
export const tableEntryKey = (seat: TableSeat) => `${seat.sessionId}/${seat.section}/${seat.table}`;

export function tooManyTableEntries(seat: TableSeat, rule: RateLimitRule, retryAtMs: number, at: number) {
  return authRefusal(
    'too-many-table-entries',
    `Too many entries from table ${seat.table} of section ${seat.section}: at most ${rule.max} in ${seconds(rule.windowMs)}. Nothing was recorded; enter it again in ${seconds(retryAtMs - at)}.`,
    { retryAt: new Date(retryAtMs).toISOString() },
  );
}

export function tableEntryLimit(
  sqlite: SqliteDatabase,
  now: () => number,
  rule: RateLimitRule = DEFAULT_TABLE_ENTRY_LIMIT,
): TableEntryLimit {
  sqlite.exec(TABLE_ENTRY_ATTEMPTS_SQL);
  const statements = {
    attempts: sqlite.prepare('SELECT at FROM auth_table_entry_attempts WHERE key = ? AND at > ?'),
    add: sqlite.prepare('INSERT INTO auth_table_entry_attempts (key, at) VALUES (?, ?)'),
    prune: sqlite.prepare('DELETE FROM auth_table_entry_attempts WHERE at <= ?'),
  };
  // The check and the attempt's record in one immediate transaction: entries sent together each
  // see the ones before them.
  const admit = sqlite.transaction((key: string, at: number) => {
    const times = (statements.attempts.all(key, at - rule.windowMs) as { at: number }[]).map((row) => row.at);
    const verdict = windowVerdict(times, at, rule);
    if (!verdict.allowed) return verdict;
    statements.prune.run(at - rule.windowMs);
    statements.add.run(key, at);
    return verdict;
  });
  return {
    rule,
    async admit(seat) {
      const at = now();
      const verdict = admit.immediate(tableEntryKey(seat), at);
      if (!verdict.allowed) throw tooManyTableEntries(seat, rule, verdict.retryAt, at);
    },
  };
}
