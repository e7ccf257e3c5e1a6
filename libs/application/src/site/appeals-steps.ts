// The steps of an appeal after its lodging, through the site, each by whom the Laws give it to:
// the partner or captain concurs (92D); the director routes it (93A/B) or rejects it (92A/B) and
// records the regulating authority's decision and finality; the director or the committee refers
// it (93C2); the appellant's side withdraws it or appeals further (93C1). The decider judges the
// order of steps (a step out of order is refused naming the state); the site checks who.
import { type AppealLodged, type ParsedAppealCommand } from '@club/club';
import type { Club } from '../club';
import { executeAppealCommand, recordAuthorityDecisionAndAdjust } from '../appeal/appeal-area';
import { appealActor, appealAttempt, lodgedAppeal } from './appeals-attempt';
import type {
  AppealReferral,
  AppealRejecting,
  AppealRouting,
  AppealWithdrawal,
  AuthorityDecision,
  Concurring,
  FurtherAppeal,
} from './appeals-command-shapes';
import type { SiteActor } from './site-actor';
import { refuseSite } from './site-refusal';
import type { SiteCommandOutcome } from './site-outcome';

type Step<Input> = (by: SiteActor, appealId: string, input: Input) => Promise<SiteCommandOutcome>;

export interface AppealStepUseCases {
  concurInAppeal: Step<Concurring>;
  routeAppeal: Step<AppealRouting>;
  rejectAppeal: Step<AppealRejecting>;
  withdrawAppeal: Step<AppealWithdrawal>;
  referAppeal: Step<AppealReferral>;
  lodgeFurtherAppeal: Step<FurtherAppeal>;
  recordAuthorityDecision: Step<AuthorityDecision>;
  finalizeAppeal: Step<{ readonly sessionId: string }>;
}

/** The members of the appellant's side the appeal knows: the appellant and whose agreement it needed. */
const appellantSide = (lodged: AppealLodged) =>
  [lodged.appellant.memberId, lodged.concurrenceFrom].filter((m): m is string => m !== null);

export function appealSteps(club: Pick<Club, 'store' | 'execute' | 'settle'>, now: () => string): AppealStepUseCases {
  const attempt = appealAttempt(club);
  /** Runs a command on a known appeal; `check` refuses a caller the step is not his. */
  const step =
    <Input>(
      role: string,
      command: (input: Input, by: SiteActor) => ParsedAppealCommand,
      check?: (lodged: AppealLodged, by: SiteActor, input: Input) => void,
    ): Step<Input> =>
    (by, appealId, input) =>
      attempt(async () => {
        const lodged = lodgedAppeal(club, appealId);
        check?.(lodged, by, input);
        await executeAppealCommand(club, appealId, command(input, by), appealActor(by, role));
      });
  /** A director acts on the appeals of the session he directs (the API checked he directs it). */
  const ofSession = (lodged: AppealLodged, _by: SiteActor, input: { readonly sessionId: string }) => {
    if (lodged.sessionId !== input.sessionId)
      refuseSite(
        'not-of-this-session',
        `sessionId: appeal '${lodged.appealId}' is of session '${lodged.sessionId}', not '${input.sessionId}'`,
        { sessionId: input.sessionId },
      );
  };
  const ofAppellantSide = (lodged: AppealLodged, by: SiteActor) => {
    if (!appellantSide(lodged).includes(by.memberId))
      refuseSite(
        'not-the-appellant',
        `only the side that lodged appeal '${lodged.appealId}' (${lodged.appellant.contestant}) may do this`,
        { memberId: by.memberId },
      );
  };
  return {
    concurInAppeal: step<Concurring>('member', (input, by) => ({
      type: 'RecordConcurrence',
      memberId: by.memberId,
      concurrence: input.concurrence,
      at: now(),
    })),
    routeAppeal: step<AppealRouting>(
      'director',
      (input, by) => ({
        type: 'RouteAppeal',
        chiefDirectorId: by.memberId,
        committeeAvailable: input.committeeAvailable,
        parts: input.parts.map((p, i) => ({ partId: `part-${i + 1}`, kind: p.kind, question: p.question })),
        at: now(),
      }),
      ofSession,
    ),
    rejectAppeal: step<AppealRejecting>(
      'director',
      (input, by) => ({ type: 'RejectAppeal', reason: input.reason, by: by.memberId, text: input.text, at: now() }),
      ofSession,
    ),
    withdrawAppeal: step<AppealWithdrawal>(
      'member',
      (input, by) => ({ type: 'WithdrawAppeal', by: by.memberId, reason: input.reason, at: now() }),
      ofAppellantSide,
    ),
    referAppeal: step<AppealReferral>(
      'director',
      (input) => ({ type: 'ReferAppeal', by: input.body, authority: input.authority, at: now() }),
      ofSession,
    ),
    lodgeFurtherAppeal: step<FurtherAppeal>(
      'member',
      (input) => ({ type: 'LodgeFurtherAppeal', authority: input.authority, deadline: input.deadline, at: now() }),
      ofAppellantSide,
    ),
    // The authority's new adjusted score goes onto the board as the committee's does.
    recordAuthorityDecision: (by, appealId, input) =>
      attempt(async () => {
        ofSession(lodgedAppeal(club, appealId), by, input);
        const at = now();
        await recordAuthorityDecisionAndAdjust(
          club,
          appealId,
          {
            type: 'RecordAuthorityDecision',
            authority: input.authority,
            outcome: input.outcome,
            newAdjustedScore: input.newAdjustedScore,
            text: input.text,
            at,
          },
          at,
          appealActor(by, 'director'),
        );
      }),
    finalizeAppeal: step<{ readonly sessionId: string }>(
      'director',
      () => ({ type: 'FinalizeAppeal', basis: 'no-further-appeal', at: now() }),
      ofSession,
    ),
  };
}
