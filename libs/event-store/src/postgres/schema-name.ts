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

const CLUB_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** A club id goes into connection options and lock keys, so only plain lower-case names are accepted. */
export function checkClubId(clubId: string): string {
  if (typeof clubId !== 'string' || !CLUB_ID.test(clubId))
    throw new InvalidArgumentError(
      `clubId must be lower-case letters, digits, _ and - (at most 63 characters), got ${JSON.stringify(clubId)}`,
    );
  return clubId;
}

export const quoteIdentifier = (name: string) => `"${checkSchemaName(name)}"`;

/** The channel appends NOTIFY and subscriptions LISTEN on. */
export const notifyChannel = (schema: string) => `club_log_${checkSchemaName(schema)}`;

/**
 * The advisory lock every append of this club's log takes: it orders the club's commits as its
 * positions. Each club has its own, so clubs never wait for each other.
 */
export const appendLockSql = (schema: string, clubId: string) =>
  `SELECT pg_advisory_xact_lock(hashtextextended('club-event-log:${checkSchemaName(schema)}:${checkClubId(clubId)}', 0))`;

/** The role the adapter's connections run as: SELECT and INSERT on events, no UPDATE or DELETE. */
export const WRITER_ROLE = 'club_log_writer';

/** The federation's role: it reads across clubs only through the views granted to it, never a table. */
export const FEDERATION_ROLE = 'club_federation_reader';
