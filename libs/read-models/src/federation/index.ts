// The federation's views: pure combinations of the rows the sharing clubs' read models give
// (the SQL that fetches them: ../storage-postgres/federation-reader.ts).
export * from './federation-player';
export * from './federation-table';
export * from './published-documents';
