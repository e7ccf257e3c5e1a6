// What an Ulti organiser, the score-keepers and the jury do to run a club evening, each through
// the Ulti session decider (libs/club): open the session, check players in, draw each round
// (strength order from the league table, ties by the previous session; all-play-all shuffled by
// this computer; or given), enter and correct deals, rule, end rounds, close. Each answers done or
// the decider's refusal (code and params). The site's procedures and pages call them later.
import { randomInt } from 'node:crypto';
import type { CommandMetadata } from '@club/event-store';
import { type UltiSessionCommand } from '@club/club';
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import { MAUSZ_2017 } from '@club/ulti';
import type { Club } from '../club';
import { executeUltiSession } from '../ulti/ulti-commands';
import { refusedBy, type SiteCommandOutcome } from './site-outcome';
import { ultiStrengthRanking } from './ulti-strength-ranking';
import type {
  CheckInUltiPlayerInput,
  CloseUltiSessionInput,
  CorrectUltiDealInput,
  DrawUltiRoundInput,
  EndUltiRoundInput,
  OpenUltiSessionInput,
  RecordUltiDealInput,
  RecordUltiJuryRulingInput,
  WithdrawUltiPlayerInput,
} from './ulti-session-shapes';
import type { SiteActor } from './site-actor';

export interface UltiSessionUseCases {
  openUltiSession(input: OpenUltiSessionInput, by: SiteActor): Promise<SiteCommandOutcome>;
  checkInUltiPlayer(input: CheckInUltiPlayerInput, by: SiteActor): Promise<SiteCommandOutcome>;
  withdrawUltiPlayer(input: WithdrawUltiPlayerInput, by: SiteActor): Promise<SiteCommandOutcome>;
  drawUltiRound(input: DrawUltiRoundInput, by: SiteActor): Promise<SiteCommandOutcome>;
  recordUltiDeal(input: RecordUltiDealInput, by: SiteActor): Promise<SiteCommandOutcome>;
  correctUltiDeal(input: CorrectUltiDealInput, by: SiteActor): Promise<SiteCommandOutcome>;
  recordUltiJuryRuling(input: RecordUltiJuryRulingInput, by: SiteActor): Promise<SiteCommandOutcome>;
  endUltiRound(input: EndUltiRoundInput, by: SiteActor): Promise<SiteCommandOutcome>;
  closeUltiSession(input: CloseUltiSessionInput, by: SiteActor): Promise<SiteCommandOutcome>;
}

/** A fair shuffle for the all-play-all schedule's places (the draw itself is then fixed by the event). */
function shuffled(players: readonly string[]): string[] {
  const out = [...players];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function ultiSessionSiteCommands(club: Club, role = 'ulti-organiser'): UltiSessionUseCases {
  const metadataOf = (by: SiteActor): CommandMetadata => ({ actor: { id: by.memberId, role } });
  const run = async (sessionId: string, command: UltiSessionCommand, by: SiteActor): Promise<SiteCommandOutcome> => {
    try {
      await executeUltiSession(club, sessionId, command, metadataOf(by));
    } catch (error) {
      return refusedBy(error);
    }
    await club.settle();
    return { ok: true };
  };
  const stateOf = (sessionId: string) => club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
  return {
    openUltiSession: ({ ruleSet: _ruleSet, ...input }, by) =>
      run(input.sessionId, { type: 'ScheduleUltiSession', ...input, ruleSet: MAUSZ_2017 }, by),
    checkInUltiPlayer: ({ sessionId, ...input }, by) => run(sessionId, { type: 'CheckInUltiPlayer', ...input }, by),
    withdrawUltiPlayer: ({ sessionId, ...input }, by) => run(sessionId, { type: 'WithdrawUltiPlayer', ...input }, by),
    async drawUltiRound({ sessionId, ...input }, by) {
      await club.settle();
      const extra =
        input.method === 'strength-order'
          ? { ranking: ultiStrengthRanking(club, sessionId) }
          : input.method === 'all-play-all' && !input.order
            ? { order: shuffled(stateOf(sessionId)?.checkedIn ?? []) }
            : {};
      return run(sessionId, { type: 'DrawUltiRound', ...input, ...extra }, by);
    },
    recordUltiDeal: ({ sessionId, ...input }, by) => run(sessionId, { type: 'RecordUltiDeal', ...input }, by),
    correctUltiDeal: ({ sessionId, ...input }, by) =>
      run(sessionId, { type: 'CorrectUltiDeal', ...input, by: by.memberId }, by),
    recordUltiJuryRuling: ({ sessionId, rulingId, ...input }, by) =>
      run(
        sessionId,
        {
          type: 'RecordUltiJuryRuling',
          ...input,
          // The next free id of the session: rulings are few, and the decider refuses a taken one.
          rulingId: rulingId ?? `j${(stateOf(sessionId)?.rulings.length ?? 0) + 1}`,
        },
        by,
      ),
    endUltiRound: ({ sessionId, ...input }, by) => run(sessionId, { type: 'EndUltiRound', ...input }, by),
    closeUltiSession: ({ sessionId }, by) => run(sessionId, { type: 'CloseUltiSession' }, by),
  };
}
