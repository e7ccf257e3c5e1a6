// tRPC set-up: every procedure carries its Policy in meta; the one base middleware refuses a
// procedure without a policy (deny by default), checks the CSRF verdict on mutations, decides the
// policy on the raw input (scope fields are plain strings), and maps refusals (ApiErrors, any
// library's DomainError: refusal.ts) to tRPC codes, so a procedure just calls its use case.
import { initTRPC, TRPCError } from '@trpc/server';
import { decide, type Policy } from '../policy/policy';
import { API_ERROR_CODES, ApiError, isApiError } from './api-error';
import type { ApiContext } from './context';
import { issuesInWords } from './field-words';
import { badInput, inputRefused } from './not-found';
import { refusalOf } from './refusal';

export interface ProcedureMeta {
  readonly policy?: Policy;
  /** Refused inside a batch of calls: one HTTP request, one attempt (sign-in throttling counts requests' calls one by one). */
  readonly alone?: boolean;
}

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const issues = error.code === 'BAD_REQUEST' ? issuesInWords(cause) : undefined;
      return {
        ...shape,
        message: issues ?? shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          apiCode: isApiError(cause) ? cause.code : null,
          retryAt: isApiError(cause) ? (cause.retryAt ?? null) : null,
          refusal: isApiError(cause) ? (cause.refusal ?? null) : null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A refusal with its code and params (the page words it), its English message the tRPC error's. */
const refusedWith = (code: TRPCError['code'], cause: ApiError) =>
  new TRPCError({ code, message: cause.message, cause });

export const guardedProcedure = t.procedure.use(async ({ meta, ctx, type, path, getRawInput, next }) => {
  const policy = meta?.policy;
  if (!policy)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: `${path} has no access policy, so nobody may call it`,
    });
  if (type === 'mutation' && !ctx.csrf.ok)
    throw refusedWith(
      'FORBIDDEN',
      new ApiError('CSRF', `Refused: ${ctx.csrf.reason}.`, undefined, { code: ctx.csrf.code, params: ctx.csrf.params }),
    );
  if (meta.alone && ctx.batchSize > 1)
    throw refusedWith(
      'BAD_REQUEST',
      badInput('call-not-alone', `${path} must be sent alone, not in a batch of ${ctx.batchSize} calls.`, {
        procedure: path,
        calls: ctx.batchSize,
      }),
    );
  const decision = decide(
    policy,
    ctx.member,
    await getRawInput(),
    {
      leagueOfUltiSession: (sessionId) => ctx.services.site.ultiEvening(sessionId)?.leagueId ?? null,
      memberSeatedAt: (memberId, seat) => ctx.services.site.memberSeatedAt(memberId, seat),
    },
    ctx.table,
  );
  if (!decision.allowed)
    throw new TRPCError({
      code: decision.code === 'NOT_SIGNED_IN' ? 'UNAUTHORIZED' : 'FORBIDDEN',
      message: decision.message,
      cause: new ApiError(decision.code, decision.message, undefined, decision.refusal),
    });
  const result = await next();
  // Bad input (the procedure's schema refused it) answers with its fields in words, to a caller too.
  if (result.ok) return result;
  const issues = result.error.code === 'BAD_REQUEST' ? issuesInWords(result.error.cause) : undefined;
  if (issues)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: issues,
      // issuesInWords found the issues: the cause is zod's error.
      cause: inputRefused(result.error.cause as unknown as Parameters<typeof inputRefused>[0], issues),
    });
  const refusal = refusalOf(result.error.cause);
  if (refusal) throw new TRPCError({ code: API_ERROR_CODES[refusal.code], message: refusal.message, cause: refusal });
  return result;
});

/** A procedure with its policy: the only way procedures are built here. */
export const procedureWith = (policy: Policy) => guardedProcedure.meta({ policy });
