// The auth store's way to its club's PostgreSQL connections: one statement on the pool, or several
// in one transaction (rolled back on failure; a connection whose ROLLBACK fails is thrown away).
// A throttle's check and its attempt's record hold the club's advisory lock of that throttle, so
// attempts sent together, from any web host, each see the ones before them (as SQLite's BEGIN
// IMMEDIATE does on one file).
import type pg from 'pg';
import { withConnection } from '@club/event-store';

export type Run = <Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values?: unknown[],
) => Promise<pg.QueryResult<Row>>;

export interface PgQueries {
  readonly run: Run;
  transaction<T>(work: (run: Run) => Promise<T>): Promise<T>;
}

export function pgQueries(pool: pg.Pool): PgQueries {
  return {
    run: (text, values) => pool.query(text, values),
    transaction: (work) =>
      withConnection(pool, async (client) => {
        await client.query('BEGIN');
        const result = await work((text, values) => client.query(text, values));
        await client.query('COMMIT');
        return result;
      }),
  };
}

/** Takes the club's lock of one throttle until the transaction ends. */
export async function lockThrottle(run: Run, throttle: string): Promise<void> {
  await run("SELECT pg_advisory_xact_lock(hashtextextended($1 || current_setting('club.id', true), 0))", [
    `club-auth-${throttle}:`,
  ]);
}

/** The times of each key's attempts after `since`, from one of the attempts tables. */
export async function attemptTimes(
  run: Run,
  table: string,
  keys: readonly string[],
  since: number,
): Promise<Map<string, number[]>> {
  const { rows } = await run<{ key: string; at: number }>(
    `SELECT key, at FROM ${table} WHERE key = ANY($1::text[]) AND at > $2`,
    [keys, since],
  );
  const times = new Map<string, number[]>(keys.map((key) => [key, []]));
  for (const row of rows) times.get(row.key)?.push(row.at);
  return times;
}
