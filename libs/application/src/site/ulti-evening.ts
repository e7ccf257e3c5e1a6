// The Ulti evening as the site runs it: the session commands (ulti-session-commands.ts) behind the
// organiser's authority, and the score-keeper's preview. A league administrator acts for the league
// he names; a session of another league is refused here, so his grant reaches no further.
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import { settleUltiRecord, type UltiRecord } from '@club/ulti';
import type { Club } from '../club';
import { refusedBy, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
import { ultiSessionSiteCommands, type UltiActor, type UltiSessionUseCases } from './ulti-session-commands';
import type {
  PreviewUltiDealInput,
  UltiCheckInInput,
  UltiCloseSessionInput,
  UltiCorrectDealInput,
  UltiDealPreview,
  UltiDrawRoundInput,
  UltiEndRoundInput,
  UltiWithdrawInput,
} from './ulti-evening-shapes';

type Organised<Input> = (input: Input, by: UltiActor) => Promise<SiteCommandOutcome>;

export interface UltiEveningUseCases {
  openUltiSession: UltiSessionUseCases['openUltiSession'];
  checkInUltiPlayer: Organised<UltiCheckInInput>;
  withdrawUltiPlayer: Organised<UltiWithdrawInput>;
  drawUltiRound: Organised<UltiDrawRoundInput>;
  recordUltiDeal: UltiSessionUseCases['recordUltiDeal'];
  correctUltiDeal: Organised<UltiCorrectDealInput>;
  recordUltiJuryRuling: UltiSessionUseCases['recordUltiJuryRuling'];
  endUltiRound: Organised<UltiEndRoundInput>;
  closeUltiSession: Organised<UltiCloseSessionInput>;
  /** The forints of a deal as entered, before Confirm: settled by the engine, nothing recorded. */
  previewUltiDeal(
    input: PreviewUltiDealInput,
  ): Promise<{ readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal>;
}

/** A deal settled by the engine, or the sheet's refusal naming the field (pure: nothing is recorded). */
export function ultiDealPreview(
  record: UltiRecord,
): { readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal {
  try {
    const { outcome, declarer, contract, deltas } = settleUltiRecord(record);
    return { ok: true, preview: { outcome, declarer, contract, deltas: { ...deltas } } };
  } catch (error) {
    return refusedBy(error);
  }
}

export function ultiEveningUseCases(club: Club): UltiEveningUseCases {
  const commands = ultiSessionSiteCommands(club);
  /** Runs the command when the league named (if any) is the session's own. */
  const inLeague =
    <Input extends { readonly sessionId: string; readonly leagueId?: string | undefined }>(
      command: (input: Omit<Input, 'leagueId'>, by: UltiActor) => Promise<SiteCommandOutcome>,
    ) =>
    async ({ leagueId, ...input }: Input, by: UltiActor): Promise<SiteCommandOutcome> => {
      if (leagueId !== undefined) {
        await club.settle();
        const session = club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, input.sessionId);
        const own = session?.leagueId ?? null;
        if (own !== leagueId)
          return {
            ok: false,
            error: `Ulti session ${input.sessionId} is not a session of league ${leagueId}${own ? ` (it belongs to ${own})` : ''}`,
            code: 'not-this-league',
            params: { sessionId: input.sessionId, leagueId },
          };
      }
      return command(input, by);
    };
  return {
    openUltiSession: commands.openUltiSession,
    checkInUltiPlayer: inLeague(commands.checkInUltiPlayer),
    withdrawUltiPlayer: inLeague(commands.withdrawUltiPlayer),
    drawUltiRound: inLeague(commands.drawUltiRound),
    recordUltiDeal: commands.recordUltiDeal,
    correctUltiDeal: inLeague(commands.correctUltiDeal),
    recordUltiJuryRuling: commands.recordUltiJuryRuling,
    endUltiRound: inLeague(commands.endUltiRound),
    closeUltiSession: inLeague(commands.closeUltiSession),
    previewUltiDeal: async ({ record }) => ultiDealPreview(record),
  };
}
