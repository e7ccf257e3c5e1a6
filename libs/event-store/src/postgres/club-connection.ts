// How a process connects to the PostgreSQL database of many clubs, for the log and for whatever
// else keeps a club's rows there (the read models): the owner's connection applies migrations;
// a club's connections run as the writer role with club.id set at connection start, so every
// row-level security policy keyed on club.id binds them and no checkout can forget its club.
import pg from 'pg';
import { checkClubId, checkSchemaName, FEDERATION_ROLE, WRITER_ROLE } from './schema-name';

export interface ClubConnectionOptions {
  /** postgres://user@host:port/database: the user owns the schema's tables (migrations). */
  readonly url: string;
  /** The schema that holds the club's tables (default 'public'). */
  readonly schema?: string;
  readonly clubId: string;
}

// bigint (int8) as a JavaScript number: positions stay far below 2^53.
const INT8_OID = 20;
export const PG_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as never,
};

/** The owner's connection (migrations run as the URL's user). */
export function ownerConnectionConfig(url: string): pg.ClientConfig {
  return { connectionString: url, types: PG_TYPES };
}

/** Runs `work` (migrations) on a connection of the URL's own user, closed after. */
export async function asOwner<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const owner = new pg.Client(ownerConnectionConfig(url));
  await owner.connect();
  try {
    return await work(owner);
  } finally {
    await owner.end();
  }
}

/** A connection of the club: the writer role, the schema as search_path, club.id the club's. */
export function clubConnectionConfig(options: ClubConnectionOptions): pg.ClientConfig {
  const schema = checkSchemaName(options.schema ?? 'public');
  const clubId = checkClubId(options.clubId);
  return {
    connectionString: options.url,
    types: PG_TYPES,
    options: `-c role=${WRITER_ROLE} -c search_path=${schema} -c club.id=${clubId}`,
  };
}

/** A connection of the federation: its role (the views granted to it, no table), no club. */
export function federationConnectionConfig(options: {
  readonly url: string;
  readonly schema?: string;
}): pg.ClientConfig {
  const schema = checkSchemaName(options.schema ?? 'public');
  return {
    connectionString: options.url,
    types: PG_TYPES,
    options: `-c role=${FEDERATION_ROLE} -c search_path=${schema}`,
  };
}
