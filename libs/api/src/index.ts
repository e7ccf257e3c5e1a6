// @club/api: the members' site's tRPC API (README.md). Pure parts and the router only; the
// services that open the club's file are created by the web server (apps/web/src/server/open-site.ts).
export * from './roles/role';
export * from './policy/policy';
export * from './secrecy/hand-record-secrecy';
export * from './navigation/navigation';
export * from './input/text-limits';
export * from './reader/club-reader';
export * from './reader/in-memory-club-reader';
export * from './auth/auth-store';
export * from './auth/cookies';
export * from './auth/csrf';
export * from './auth/demo-accounts';
export * from './auth/password-hash';
export * from './auth/sign-in-rate-limit';
export * from './auth/sign-in-settings';
export type { SqliteDatabase, SqliteStatement } from './auth/sqlite';
export { ApiError, isApiError, type ApiErrorCode } from './trpc/api-error';
export * from './trpc/context';
export type { ProcedureMeta } from './trpc/init';
export { appRouter, createCaller, type AppRouter } from './router';
