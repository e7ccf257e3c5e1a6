// The LodgeAppeal command built from what the streams say: the session's schedule (form, Laws
// edition, entrants) and its latest publication of the official score, and the board's opening
// (who sat there) and rulings. The application layer reads the streams and passes `now`; this
// stays pure so the same facts always make the same command.
import { refuse } from '../shared/refuse';
import type { SessionEvent } from '../session/session-events';
import type { TableBoardStreamEvent } from '../table-board/table-board-events';
import type { LodgeAppeal } from './appeal-commands';
import type { AppellantRole } from './appeal-events';

export interface AppealRequest {
  readonly appealId: string;
  readonly tableBoardStream: string;
  readonly rulingIds: readonly string[];
  readonly appellant: { readonly contestant: string; readonly memberId: string; readonly role?: AppellantRole };
  /** A team's captain (teams only; the session's entrants do not name one). */
  readonly captain?: string | null;
  readonly viaDirectorId: string;
  readonly grounds: string;
  /** Law 92D; default by the session's Laws edition. */
  readonly absentMemberDeemedToConcur?: boolean;
  /** The deposit the club asks for with an appeal (its setting); none when absent. */
  readonly deposit?: number | null;
}

export function lodgeAppealCommand(
  request: AppealRequest,
  sessionEvents: readonly SessionEvent[],
  boardEvents: readonly TableBoardStreamEvent[],
  now: string,
): LodgeAppeal {
  const opened =
    boardEvents.find((e) => e.type === 'TableBoardOpened') ??
    refuse('board-not-open', `tableBoardStream: '${request.tableBoardStream}' has no board opened`);
  const scheduled =
    sessionEvents.find((e) => e.type === 'SessionScheduled') ??
    refuse('no-session', `session '${opened.sessionId}' is not scheduled`);
  const publication = sessionEvents.filter((e) => e.type === 'OfficialScoreMadeAvailable').at(-1) ?? null;
  // A team's contestant at a table is `<team>/<room>`; its entrant is the team.
  const contestant = request.appellant.contestant;
  const entrant = scheduled.entrants.find(
    (e) => e.section === opened.section && (e.pair === contestant || contestant.startsWith(`${e.pair}/`)),
  );
  return {
    type: 'LodgeAppeal',
    appealId: request.appealId,
    sessionId: scheduled.sessionId,
    tableBoardStream: request.tableBoardStream,
    board: { ns: opened.ns, ew: opened.ew },
    boardRulings: boardEvents.flatMap((e) =>
      e.type === 'RulingGiven' ? [{ rulingId: e.rulingId, rulingType: e.rulingType, laws: [...e.laws] }] : [],
    ),
    rulingIds: [...request.rulingIds],
    appellant: { role: 'player', ...request.appellant },
    contestantMembers: entrant ? [...entrant.players] : [request.appellant.memberId],
    captain: request.captain ?? null,
    viaDirectorId: request.viaDirectorId,
    grounds: request.grounds,
    form: scheduled.form,
    edition: scheduled.lawsEdition,
    ...(request.absentMemberDeemedToConcur === undefined
      ? {}
      : { absentMemberDeemedToConcur: request.absentMemberDeemedToConcur }),
    deposit: request.deposit ?? null,
    now,
    publication: publication && {
      version: publication.version,
      availableAt: publication.availableAt,
      correctionDeadline: publication.correctionDeadline,
      appealDeadline: publication.appealDeadline,
      appealPeriodMinutes: publication.appealPeriodMinutes,
    },
  };
}
