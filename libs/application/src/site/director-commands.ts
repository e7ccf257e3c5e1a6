// What a director does through the site: open a session, enter results, record calls and cards,
// director calls, rulings and adjusted scores, corrections, publication. Each is one command
// decided by libs/club's deciders (on a table-board's first use, together with its opening from the
// session's movement: one decision, one append, nothing written when refused); the time facts come from the session stream (scoreClockOf), the clock from `now`.
import { formatPbnDeal, generateDeal, defaultDealer, parseContract } from '@club/bridge';
import {
  adjustedSideOf,
  artificialLabel,
  buildMovement,
  clubDecider,
  clubStreamId,
  onTableBoardDecider,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type ClubTableBoardCommand,
  type RoundsSoFar,
  type ScheduleSession,
  type SessionCommand,
  type TableBoardRef,
} from '@club/club';
import type { CommandMetadata } from '@club/event-store';
import { sessionIncomplete, sessionViewFrom } from '@club/read-models';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';
import { openTableBoardCommand, roundsOf, scoreClockOf } from '../bridge/session-facts';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import { rulingIdOf } from './ruling-id-of';
import { refuseSite } from './site-refusal';
import type {
  AdjustScoreInput,
  AdjustScoreOutput,
  CallDirectorInput,
  CallDirectorOutput,
  CorrectResultInput,
  CorrectResultOutput,
  DeclineCorrectionInput,
  DeclineCorrectionOutput,
  EnterResultInput,
  EnterResultOutput,
  GiveRulingInput,
  GiveRulingOutput,
  PublishInput,
  PublishOutput,
  TableActionInput,
  TableActionOutput,
} from './director-command-shapes';
import type { MovementInput, OpenSessionInput, OpenSessionOutput } from './open-session-shapes';
import type { SiteActor } from './site-actor';

/** A board at a table a command names (the director's control commands take it too). */
export interface BoardAt extends TableBoardRef {}

/** The director's commands, each taking its input as the API's schema parsed it. */
export interface DirectorCommandUseCases {
  openSession(input: OpenSessionInput, by: SiteActor): Promise<OpenSessionOutput>;
  enterResult(input: EnterResultInput, by: SiteActor): Promise<EnterResultOutput>;
  tableAction(input: TableActionInput, by: SiteActor): Promise<TableActionOutput>;
  callDirector(input: CallDirectorInput, by: SiteActor): Promise<CallDirectorOutput>;
  giveRuling(input: GiveRulingInput, by: SiteActor): Promise<GiveRulingOutput>;
  adjustScore(input: AdjustScoreInput, by: SiteActor): Promise<AdjustScoreOutput>;
  correctResult(input: CorrectResultInput, by: SiteActor): Promise<CorrectResultOutput>;
  /** Keeps the recorded result a table asked to change (its request leaves the desk; the table is told). */
  declineCorrection(input: DeclineCorrectionInput, by: SiteActor): Promise<DeclineCorrectionOutput>;
  publish(input: PublishInput, by: SiteActor): Promise<PublishOutput>;
}

const metadataOf = (by: SiteActor): CommandMetadata => ({ actor: { id: by.memberId, role: 'director' } });

/** The movement's boards as numbers 1..n (the highest board any table plays). */
function boardsOf(movement: ReturnType<typeof buildMovement>): number {
  return Math.max(...movement.assignments.flatMap((a) => a.boards));
}

export interface DirectorCommandOptions {
  /** The clock (default the system's): every command's time and its ScoreClock. */
  readonly now?: () => Date;
  /** The club whose stream records who directs a new session (default DEMO_CLUB_ID). */
  readonly clubId?: string;
}

/**
 * The director's two streams: a table-board (opened from the session's movement on first use) and the session.
 * Commands arrive typed (their input was validated once, at the API's edge): the deciders check the rules.
 */
export function directorStreams(club: Club, now: () => string) {
  // The board's opening while its stream is empty (a concurrent opening is seen on the retry).
  const openingOf = (ref: BoardAt) =>
    club.store.readStream(tableBoardStreamId(ref)).length === 0 ? openTableBoardCommand(club.store, ref, now()) : null;
  // The read models are brought up to date after each append, so the director's pages (which
  // read them and never catch up themselves) show what he has just done.
  const caughtUp = async <T>(decision: Promise<T>): Promise<T> => {
    const result = await decision;
    club.runner.catchUp();
    return result;
  };
  const open = async (ref: BoardAt, by: SiteActor) => {
    const opening = openingOf(ref);
    if (opening)
      await caughtUp(executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, opening, metadataOf(by)));
  };
  return {
    open,
    /** A command on the board, with its opening on first use in the same decision; `rounds`: refused on a board of a round not started. */
    onBoard: (ref: BoardAt, by: SiteActor, command: ClubTableBoardCommand, rounds?: RoundsSoFar) => {
      const decision = { open: openingOf(ref), command, ...(rounds ? { rounds } : {}) };
      return caughtUp(executeBridge(club, tableBoardStreamId(ref), onTableBoardDecider, decision, metadataOf(by)));
    },
    session: (sessionId: string, by: SiteActor, command: SessionCommand) =>
      caughtUp(executeBridge(club, sessionStreamId(sessionId), sessionDecider, command, metadataOf(by))),
  };
}

/** What one entrant of a movement is, for messages. */
const ENTRANT: Record<MovementInput['kind'], string> = {
  mitchell: 'pair',
  howell: 'pair',
  teams: 'team',
  individual: 'player',
};

export const clockOf = (options: { readonly now?: () => Date }) => () =>
  (options.now ? options.now() : new Date()).toISOString();

export function directorCommands(club: Club, options: DirectorCommandOptions = {}): DirectorCommandUseCases {
  const now = clockOf(options);
  const { onBoard, session } = directorStreams(club, now);

  return {
    async openSession(input, by) {
      const sections = input.sections;
      const movement = buildMovement(input.movement);
      const boardCount = boardsOf(movement);
      if (input.deals && input.deals.length > 0 && input.deals.length !== boardCount) {
        refuseSite(
          'deals-count',
          `deals: ${input.deals.length} PBN deals given, the movement plays ${boardCount} boards`,
          { given: input.deals.length, boards: boardCount },
        );
      }
      const seed = input.dealSeed ?? 1;
      const boards = Array.from({ length: boardCount }, (_, i) => ({
        board: i + 1,
        deal: input.deals?.length
          ? input.deals[i]!
          : formatPbnDeal(generateDeal(seed * 1000 + i + 1, defaultDealer(i + 1))),
      }));
      // A team enters as a whole (its pairs in the two rooms are the movement's `<team>/<room>`).
      // An individual's entrants are single players in its seat numbers 1..n.
      const entries = input.movement.kind === 'teams' ? [input.movement.home, input.movement.away] : movement.pairs;
      const slots = sections.flatMap((section) => entries.map((pair) => ({ section, pair })));
      const entrant = ENTRANT[input.movement.kind];
      const entrants = input.entrants.map((e, i) => {
        const slot = e.pair ? { section: e.section ?? sections[0]!, pair: e.pair } : slots[i];
        if (!slot)
          refuseSite(
            'no-entrant-slot',
            `entrants: entrant ${i + 1} (${e.players.join(', ')}) has no ${entrant} left in the movement (${slots.length} ${entrant}s)`,
          );
        return { section: slot.section, pair: slot.pair, players: [...e.players] };
      });
      const command: ScheduleSession = {
        type: 'ScheduleSession',
        sessionId: input.sessionId,
        name: input.name,
        startsAt: input.startsAt,
        form: input.movement.kind === 'teams' ? 'teams' : input.movement.kind === 'individual' ? 'individual' : 'pairs',
        scoring: input.scoring,
        lawsEdition: input.lawsEdition,
        sections: sections.map((section) => ({ section, movement: input.movement })),
        boards,
        entrants,
        correctionPeriodMinutes: input.correctionPeriodMinutes,
        appealPeriodMinutes: input.appealPeriodMinutes,
      };
      await session(input.sessionId, by, command);
      // The club's record of who directs the session; a director who is not a member of the club
      // (a site account only) is not refused: the site keeps his grant with his account.
      const clubId = options.clubId ?? DEMO_CLUB_ID;
      try {
        await executeBridge(
          club,
          clubStreamId(clubId),
          clubDecider,
          {
            type: 'GrantRole',
            memberId: by.memberId,
            role: 'director',
            scope: { kind: 'session', id: input.sessionId },
            at: now(),
          },
          metadataOf(by),
        );
      } catch {
        // not a member of the club, or no such club: nothing to record there
      }
      return { sessionId: input.sessionId, tables: movement.tables * sections.length, boards: boardCount };
    },

    async enterResult(input, by) {
      const command = {
        type: 'EnterResult' as const,
        contract: parseContract(input.contract),
        declarer: input.declarer,
        tricks: input.tricks,
        ...(input.lead ? { lead: input.lead } : {}),
      };
      const result = await onBoard(input, by, command, roundsOf(club.store, input.sessionId));
      return { scoreNs: result.state.result?.nsScore ?? 0 };
    },

    async tableAction(input, by) {
      const command =
        input.action === 'call'
          ? {
              type: 'MakeCall' as const,
              seat: input.seat,
              call: input.call,
              ...(input.alert ? { alert: input.alert } : {}),
            }
          : { type: 'PlayCard' as const, seat: input.seat, card: input.card };
      return { events: (await onBoard(input, by, command)).events.map((e) => e.type) };
    },

    async callDirector(input, by) {
      // The decider numbers the call from the board's stream (c1, c2…), as it numbers rulings.
      const result = await onBoard(input, by, {
        type: 'CallDirector',
        calledBy: input.calledBy,
        stage: input.stage,
        irregularity: input.irregularity,
        at: now(),
      });
      const called = result.events.find((e) => e.type === 'DirectorCalled');
      if (called?.type !== 'DirectorCalled') throw new Error('the decision recorded no director call');
      return { callId: called.callId };
    },

    async giveRuling(input, by) {
      // The decider numbers the ruling from the board's stream (a retry after a concurrent ruling takes the next number).
      const result = await onBoard(input, by, {
        type: 'GiveRuling',
        laws: input.laws,
        rulingType: input.rulingType,
        offendingSide: input.offendingSide,
        rectifications: input.rectifications,
        text: input.text,
        appealRightNotified: input.appealRightNotified,
        at: now(),
      });
      return { rulingId: rulingIdOf(result.events) };
    },

    async adjustScore(input, by) {
      const result = await onBoard(input, by, {
        type: 'AdjustScore',
        rulingId: input.rulingId ?? null,
        laws: input.laws,
        ns: adjustedSideOf(input.ns),
        ew: adjustedSideOf(input.ew),
        appealId: null,
        clock: scoreClockOf(club.store, input.sessionId, now()),
      });
      const adjusted = result.events.find((e) => e.type === 'ScoreAdjusted');
      if (adjusted?.type !== 'ScoreAdjusted') return { label: null, balanced: false };
      return { label: artificialLabel(adjusted.adjustment), balanced: adjusted.balanced };
    },

    async correctResult(input, by) {
      const result = await onBoard(input, by, {
        type: 'CorrectResult',
        after: { contract: parseContract(input.contract), declarer: input.declarer, tricks: input.tricks },
        reason: input.reason,
        law: input.law ?? '79A',
        authorizationId: input.authorizationId ?? null,
        directorId: by.memberId,
        clock: scoreClockOf(club.store, input.sessionId, now()),
      });
      const corrected = result.events.at(-1);
      const law = corrected?.type === 'ResultCorrected' || corrected?.type === 'ScoreCorrected' ? corrected.law : '79A';
      return { law, scoreNs: result.state.result?.nsScore ?? 0 };
    },

    async declineCorrection(input, by) {
      const result = await onBoard(input, by, {
        type: 'DeclineResultCorrection',
        requestId: input.requestId,
        director: by.memberId,
        reason: input.reason ?? null,
        at: now(),
      });
      return { requestId: input.requestId, scoreNs: result.state.result?.nsScore ?? 0 };
    },

    async publish(input, by) {
      // The session stream does not hold the table results: their count comes from the read models, caught up first.
      club.runner.catchUp();
      const view = sessionViewFrom(club.runner, input.sessionId);
      const missingResults = view ? sessionIncomplete(view).missingResults : 0;
      const result = await session(input.sessionId, by, {
        type: 'MakeOfficialScoreAvailable',
        availableAt: now(),
        missingResults,
        ...(input.confirmIncomplete ? { confirmIncomplete: input.confirmIncomplete } : {}),
      });
      const published = result.events.find((e) => e.type === 'OfficialScoreMadeAvailable');
      if (published?.type !== 'OfficialScoreMadeAvailable') throw new Error('the decision made no score available');
      const { version, availableAt, correctionDeadline, appealDeadline } = published;
      return { version, availableAt, correctionDeadline, appealDeadline };
    },
  };
}
