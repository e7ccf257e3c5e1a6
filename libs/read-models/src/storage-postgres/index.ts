// The read models on PostgreSQL, many clubs in one schema (README: "Read models on PostgreSQL").
export {
  openPostgresReadModels,
  rebuildReadModelsOnLog,
  type FederationConsent,
  type PostgresReadModels,
  type PostgresReadModelsOptions,
  type StoredDerivedDocument,
} from './postgres-read-models';
export type { PostgresRebuildOptions, ReadModelRegistry } from './rebuild-on-log';
export {
  openFederationReader,
  type FederationReader,
  type FederationReaderOptions,
  type SharedLeagueTable,
} from './federation-reader';
export { POSTGRES_READ_MODEL_MIGRATIONS_FOLDER } from './migrate';
export { openSharedJobs, type SharedJobs, type SharedJobsOptions } from './shared-jobs';
