// openEventLog(config): the adapter the configuration asks for. A PostgreSQL URL
// (CLUB_DATABASE_URL=postgres://…) opens the log there; none opens the SQLite file. Callers get
// an EventLog and never learn which adapter runs.
import type { UpcasterRegistry } from '@club/events';
import type { SqliteSettings } from '../connection/open-database';
import { InvalidArgumentError } from '../errors/errors';
import { openPostgresEventLog } from '../postgres/postgres-event-log';
import type { EventLog } from './event-log';
import { openSqliteEventLog } from './sqlite-event-log';

export interface EventLogConfig extends SqliteSettings {
  /** postgres:// or postgresql:// (CLUB_DATABASE_URL); absent: the SQLite `file`. */
  readonly databaseUrl?: string;
  /** The SQLite file, used when there is no databaseUrl. */
  readonly file: string;
  /**
   * The club whose log this is. PostgreSQL: required, the database holds many clubs and shows a
   * connection only its club's rows. SQLite: one file is one club, so it names no column: the first
   * open that names a club writes it in the file, later ones must name the same club.
   */
  readonly clubId?: string;
  /** PostgreSQL: the schema that holds the log (default 'public'). */
  readonly schema?: string;
  readonly upcasters?: UpcasterRegistry;
  readonly now?: () => Date;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export async function openEventLog(config: EventLogConfig): Promise<EventLog> {
  const { databaseUrl, schema, clubId, ...sqlite } = config;
  if (databaseUrl === undefined || databaseUrl === '') return openSqliteEventLog({ ...sqlite, clubId });
  if (!isPostgresUrl(databaseUrl))
    throw new InvalidArgumentError(`databaseUrl must start with postgres:// or postgresql://, got ${databaseUrl}`);
  if (clubId === undefined)
    throw new InvalidArgumentError('a PostgreSQL log holds many clubs: openEventLog needs the clubId');
  return openPostgresEventLog({
    url: databaseUrl,
    clubId,
    ...(schema === undefined ? {} : { schema }),
    ...(config.upcasters ? { upcasters: config.upcasters } : {}),
    ...(config.now ? { now: config.now } : {}),
  });
}
