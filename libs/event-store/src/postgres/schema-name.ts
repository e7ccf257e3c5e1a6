// A log lives in one PostgreSQL schema. Its name is put into SQL text (search_path, lock keys,
// the NOTIFY channel), so only plain lower-case identifiers are accepted.
import { InvalidArgumentError } from '../errors/errors';

const PLAIN = /^[a-z_][a-z0-9_]{0,47}$/;

export function checkSchemaName(schema: string): string {
  if (!PLAIN.test(schema))
    throw new InvalidArgumentError(
      `schema must be a lower-case identifier (a-z, 0-9, _; at most 48 characters), got ${JSON.stringify(schema)}`,
    );
  return schema;
}

export const quoteIdentifier = (name: string) => `"${checkSchemaName(name)}"`;

/** The channel appends NOTIFY and subscriptions LISTEN on. */
export const notifyChannel = (schema: string) => `club_log_${checkSchemaName(schema)}`;

/** The advisory lock every append of this log takes: it orders commits as positions. */
export const appendLockSql = (schema: string) =>
  `SELECT pg_advisory_xact_lock(hashtextextended('club-event-log:${checkSchemaName(schema)}', 0))`;

/** The role the adapter's connections run as: SELECT and INSERT on events, no UPDATE or DELETE. */
export const WRITER_ROLE = 'club_log_writer';
