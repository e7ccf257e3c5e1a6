// What a director decides beyond entering results: the rectification of an irregularity on a live
// board (the option the Laws offer, from libs/bridge), a procedural penalty (Law 90, or a
// disciplinary one in points under 91A, recorded as a ruling with its reason and the penalty hung on it), a Law 79C2 authorisation for a late score
// correction, and the session's rounds and close. Each goes through club.execute and the deciders.
import type { SiteActor } from './site-actor';
import type { Club } from '../club';
import { clockOf, directorStreams, type BoardAt, type DirectorCommandOptions } from './director-commands';
import { sessionScheduleOf, tableBoardEventsOf, tableBoardStateOf } from './director-stream-reads';
import { rulingIdOf } from './ruling-id-of';
import { DIRECTOR_OPTION } from '@club/bridge';
import { rectificationCommand } from './director-rectification';
import type {
  AssessPenaltyInput,
  AuthorizeLateCorrectionInput,
  LateCorrectionAuthorized,
  PenaltyAssessed,
  Rectified,
  RectifyInput,
  RoundInput,
  RoundMarked,
  SessionClosedAt,
} from './director-control-shapes';
import { penaltyUnitsOf } from './director-penalty-units';
import type { DirectorSessionInput } from './director-read-shapes';
import { refuseSite } from './site-refusal';

/** The director's control: the API's procedures take and answer exactly these shapes (director-control-shapes.ts). */
export interface DirectorControlUseCases {
  rectify(input: RectifyInput, by: SiteActor): Promise<Rectified>;
  assessPenalty(input: AssessPenaltyInput, by: SiteActor): Promise<PenaltyAssessed>;
  authorizeLateCorrection(input: AuthorizeLateCorrectionInput, by: SiteActor): Promise<LateCorrectionAuthorized>;
  startRound(input: RoundInput, by: SiteActor): Promise<RoundMarked>;
  endRound(input: RoundInput, by: SiteActor): Promise<RoundMarked>;
  closeSession(input: DirectorSessionInput, by: SiteActor): Promise<SessionClosedAt>;
}

export function directorControl(club: Club, options: DirectorCommandOptions = {}): DirectorControlUseCases {
  const now = clockOf(options);
  const { open, onBoard, session } = directorStreams(club, now);
  const boardState = (ref: BoardAt) => tableBoardStateOf(tableBoardEventsOf(club.store, ref));
  const scheduled = (sessionId: string) =>
    sessionScheduleOf(club.store, sessionId) ??
    refuseSite('session-not-scheduled', `sessionId: session '${sessionId}' is not scheduled`, { sessionId });

  return {
    async rectify(input, by) {
      const board = boardState(input).board;
      const own = input.option === DIRECTOR_OPTION ? { laws: input.laws ?? [], text: input.text ?? '' } : undefined;
      const command = rectificationCommand(board, input.option, input.choice, own);
      const events = (await onBoard(input, by, command)).events.map((e) => e.type);
      if (!own || command.type !== 'Rectify') return { events };
      // The words are the director's: they go on the board as his ruling, next to the engine's record.
      const offender = board!.auction.pending!.offender;
      const ruling = {
        type: 'GiveRuling' as const,
        laws: [...command.laws!],
        rulingType: 'rectification' as const,
        offendingSide: offender === 'N' || offender === 'S' ? ('NS' as const) : ('EW' as const),
        rectifications: [],
        text: own.text.trim(),
        appealRightNotified: true,
        at: now(),
      };
      return { events: [...events, ...(await onBoard(input, by, ruling)).events.map((e) => e.type)] };
    },

    async assessPenalty(input, by) {
      const units = penaltyUnitsOf(scheduled(input.sessionId).scoring);
      if (!units.includes(input.unit))
        refuseSite(
          'unit-not-of-scoring',
          `unit: ${input.unit} is not a unit of this session's scoring (${units.join(' or ')})`,
          { unit: input.unit, units: [...units] },
        );
      if (!/^9[01]/.test(input.law))
        refuseSite(
          'penalty-law',
          `law: a procedural penalty is assessed under Law 90 or 91 (e.g. 90B2), not ${input.law}`,
          { law: input.law },
        );
      // Opened first, so the contestant is the pair (team) at the table on that side.
      await open(input, by);
      const state = boardState(input);
      const opened = state.opened!;
      const contestant = input.side === 'NS' ? opened.ns : opened.ew;
      const given = await onBoard(input, by, {
        type: 'GiveRuling',
        laws: [input.law],
        rulingType: input.law.startsWith('91') ? 'disciplinary-penalty' : 'procedural-penalty',
        offendingSide: input.side,
        rectifications: [],
        text: input.reason,
        appealRightNotified: true,
        at: now(),
      });
      const rulingId = rulingIdOf(given.events);
      await onBoard(input, by, {
        type: 'AssessProceduralPenalty',
        rulingId,
        contestant,
        amount: input.amount,
        unit: input.unit,
        law: input.law,
        at: now(),
      });
      return { rulingId, contestant };
    },

    async authorizeLateCorrection(input, by) {
      const result = await onBoard(input, by, {
        type: 'AuthorizeLateScoreCorrection',
        directorId: by.memberId,
        organizerId: input.organizerId,
        attestation: input.attestation,
        at: now(),
      });
      // The decider records exactly one authorisation when it accepts the command.
      const [authorizationId] = result.events.flatMap((e) =>
        e.type === 'LateScoreCorrectionAuthorized' ? [e.authorizationId] : [],
      );
      return { authorizationId: authorizationId! };
    },

    async startRound(input, by) {
      const at = now();
      await session(input.sessionId, by, { type: 'StartRound', round: input.round, at });
      return { round: input.round, at };
    },

    async endRound(input, by) {
      const at = now();
      await session(input.sessionId, by, { type: 'EndRound', round: input.round, at });
      return { round: input.round, at };
    },

    async closeSession(input, by) {
      const at = now();
      await session(input.sessionId, by, { type: 'CloseSession', at });
      return { at };
    },
  };
}
