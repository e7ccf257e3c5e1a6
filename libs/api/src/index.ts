// @club/api: the members' site's tRPC API (README.md). Pure parts and the router only; the
// services that open the club's file are created by the web server (apps/web/src/server/open-site.ts).
export * from './policy/policy';
export * from './policy/api-refusal-codes';
export * from './secrecy/hand-record-secrecy';
export * from './navigation/navigation';
export * from './input/text-limits';
export { ApiError, isApiError, type ApiErrorCode } from './trpc/api-error';
export * from './trpc/context';
export type { ProcedureMeta } from './trpc/init';
export { appRouter, createCaller, type AppRouter } from './router';
