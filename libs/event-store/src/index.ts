export * from './event-store';
export { openClubStore, type ClubStore, type ClubStoreConfig } from './club-store/club-store';
export * from './errors/errors';
export * from './append/expected-version';
export type { Append } from './append/append';
export type { ImportRecorded } from './append/import-recorded';
export type { AppendedEvent, AppendResult } from './append/idempotency';
export type { IterateAllOptions, ReadAllOptions, ReadStreamOptions } from './read/read';
export * from './hash-chain/canonical-json';
export { GENESIS_HASH } from './hash-chain/event-hash';
export { recordedEventHash } from './hash-chain/recorded-hash';
export type { ImportResult } from './postgres/pg-import';
export type { ChainReport } from './hash-chain/verify-chain';
export type { Projection, ProjectionContext } from './subscription/projection';
export type { CatchUpOptions } from './subscription/catch-up';
export type { SubscribeOptions, Subscription } from './subscription/subscription';
export { poll, type Polling } from './subscription/poll';
export * from './command/event-codec';
export * from './command/command-handler';
export type { SqliteSettings, Synchronous } from './connection/open-database';
export { applyDrizzleMigrations, MIGRATIONS_FOLDER, type MigrationSet } from './connection/migrations';
export * as schema from './schema/schema';
export type * from './log/event-log';
export { openEventLog, isPostgresUrl, type EventLogConfig } from './log/open-event-log';
export { sqliteEventLog, openSqliteEventLog } from './log/sqlite-event-log';
export {
  openPostgresEventLog,
  type PostgresEventLog,
  type PostgresEventLogOptions,
} from './postgres/postgres-event-log';
export {
  asOwner,
  clubConnectionConfig,
  federationConnectionConfig,
  type ClubConnectionOptions,
} from './postgres/club-connection';
export { clubsInDatabase, type ClubsInDatabaseOptions } from './postgres/clubs-in-database';
export { applyPostgresMigrations, type PostgresMigrationSet } from './postgres/migrate';
export { withConnection } from './postgres/pooled';
export { sharedRuns, type SharedRuns } from './club-store/shared-runs';
export { checkClubId, checkSchemaName, FEDERATION_ROLE, quoteIdentifier, WRITER_ROLE } from './postgres/schema-name';
