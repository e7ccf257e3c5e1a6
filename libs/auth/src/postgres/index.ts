// @club/auth/postgres: the accounts in the club log's PostgreSQL schema (for the site's server and
// tests, outside the Next bundle: the migrations are found beside these files).
export { openPostgresAuthStore, type PostgresAuthStore, type PostgresAuthStoreOptions } from './postgres-auth-store';
export { migratePostgresAuth, POSTGRES_AUTH_MIGRATIONS_FOLDER } from './migrate';
