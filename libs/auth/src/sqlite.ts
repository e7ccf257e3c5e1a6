// The part of a better-sqlite3 connection the auth tables use. The web opens the club's SQLite
// file once (through @club/application) and hands its connection in.

export interface SqliteStatement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

export interface SqliteDatabase {
  exec(sql: string): unknown;
  prepare(sql: string): SqliteStatement;
  /** `.immediate` takes the write lock at BEGIN: a check and its write see no other writer in between. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): { (...args: A): R; immediate(...args: A): R };
}
