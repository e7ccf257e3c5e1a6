// @club/read-models: see README.md
// framework and storage (the projection runner)
export * from './framework/document-projection';
export * from './framework/derived-job';
export * from './framework/replay';
export * from './storage/runner';
export type { RebuildOptions, RebuildProgress, RebuildReport } from './storage/rebuild';
export type { Difference, VerifyReport } from './storage/verify';
export type { JobOutcome } from './storage/run-job';
export { UnknownJobError } from './storage/run-job';
export { DEFAULT_OUTBOX_RETENTION_MS, type OutboxPruning } from './storage/outbox-housekeeping';
export type { JobRow, CheckpointRow, DerivedRow } from './storage/statements';
export type { PreparedJob } from './storage/job-steps';
export type { DocumentListing, ListedDerived, ListedDocument } from './storage/listing';
export type { Polling } from '@club/event-store';
export { READ_MODEL_MIGRATIONS_TABLE } from './storage/migrations';
export * from './storage-postgres';
export * from './ulti';
export * from './appeal';
export * from './bridge';
export * from './club';
export * from './rubber';
export * from './federation';
