// What a director reads: his session's desk, its grid of table-boards with their results, one
// table-board live (calls, cards, the engine's irregularity flags, rulings), and the Law 77 score
// of an entry before he confirms it. Derived facts (results, rounds, open director calls) come from
// the read models, which his own commands bring up to date after their appends (director-commands.ts),
// so what he entered is what he sees; a reader never catches up itself.
import {
  auctionPhase,
  formatCall,
  formatContract,
  parseContract,
  parsePbnDeal,
  rulingOptions,
  seatToCall,
} from '@club/bridge';
import {
  artificialLabel,
  movementDescription,
  parseTableBoardStreamId,
  recordResult,
  tableBoardStreamId,
  type RecordedResult,
  type TableBoardRef,
  type TableBoardStreamEvent,
} from '@club/club';
import {
  awaitsConfirmation,
  BRIDGE_SESSION_PROJECTION,
  directorRounds,
  directorSessionOf,
  openDirectorCalls,
  sessionIncomplete,
  type DirectorSessionDocument,
  sessionStatus,
  sessionViewFrom,
  type BridgeSessionDocument,
  type TableBoardEntry,
} from '@club/read-models';
import type { Club } from '../club';
import { penaltyUnitsOf } from './director-penalty-units';
import type { LiveTableBoard } from './director-live-board-shapes';
import type {
  DirectorDesk,
  DirectorSession,
  DirectorSlot,
  FlaggedResult,
  ResultLine,
  ScorePreview,
  ScorePreviewInput,
} from './director-read-shapes';
import { pendingRectification } from './director-rectification';
import { sessionScheduleOf, tableBoardEventsOf, tableBoardStateOf } from './director-stream-reads';
import { nameOfWith, type MemberLookup } from './member-names';
import { tableSessionState } from './table-session';

/** The director's reads: the API's procedures serve exactly these shapes (director-read-shapes.ts). */
export interface DirectorReadUseCases {
  directorDesk(sessionId: string): DirectorDesk | undefined;
  directorSession(sessionId: string): DirectorSession | undefined;
  liveTableBoard(ref: TableBoardRef): LiveTableBoard | undefined;
  /** The Law 77 score of an entry on the board's stored vulnerability; throws naming a bad contract. */
  scorePreview(input: ScorePreviewInput): ScorePreview | undefined;
}

/** A recorded result as the pages write it (the director's desk, a table's page). */
export const resultLineOf = (r: RecordedResult): ResultLine => ({
  contract: formatContract(r.contract),
  declarer: r.declarer,
  tricks: r.tricks,
  scoreNs: r.nsScore,
});

/** The flagged results of the director-session document, each with its slot's table, pairs and result. */
function flaggedOf(facts: DirectorSessionDocument | undefined, slots: readonly DirectorSlot[]): FlaggedResult[] {
  return Object.entries(facts?.flagged ?? {})
    .sort(([, a], [, b]) => a.at.localeCompare(b.at))
    .flatMap(([stream, { flags, at }]) => {
      const ref = parseTableBoardStreamId(stream);
      const slot =
        ref && slots.find((s) => s.section === ref.section && s.table === ref.table && s.board === ref.board);
      if (!slot) return [];
      const { section, round, table, board, ns, ew, result } = slot;
      return [{ section, round, table, board, ns, ew, result, flags: [...flags], at }];
    });
}

export function directorReader(
  club: Club,
  /** The club's members, to name who authorised a late correction (none: ids stand as names). */
  member: MemberLookup = () => undefined,
): DirectorReadUseCases {
  const nameOf = nameOfWith(member);
  const scheduleOf = (sessionId: string) => sessionScheduleOf(club.store, sessionId);
  const viewOf = (sessionId: string) => sessionViewFrom(club.runner, sessionId);
  // The session's own document (schedule, boards, publications) without its table-boards'.
  const sessionDocOf = (sessionId: string) =>
    club.runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
  // The members' pages use the same definition (@club/read-models sessionStatus).
  const statusOf = sessionStatus;

  return {
    directorDesk(sessionId) {
      const view = viewOf(sessionId);
      const schedule = scheduleOf(sessionId);
      if (!view || !schedule) return undefined;
      return {
        sessionId,
        name: view.session.name ?? sessionId,
        status: statusOf(view),
        // The session's document keeps no movement's tables: those come from the schedule.
        tables: schedule.sections.reduce((n, s) => n + s.movement.tables, 0),
        boards: view.session.boards.length,
        openDirectorCalls: openDirectorCalls(directorSessionOf(club.runner, sessionId)),
      };
    },

    directorSession(sessionId) {
      const view = viewOf(sessionId);
      const schedule = scheduleOf(sessionId);
      if (!view || !schedule) return undefined;
      const rounds = Math.max(...schedule.sections.map((s) => s.movement.rounds));
      const facts = directorSessionOf(club.runner, sessionId);
      const entries = new Map(view.tables.map((t) => [t.stream, t]));
      const { tableEntry, confirmed } = tableSessionState(club, sessionId);
      const unconfirmed = (entry: TableBoardEntry | undefined) =>
        awaitsConfirmation(entry, tableEntry?.confirmation, (key) => confirmed.has(key));
      const slots = schedule.sections.flatMap((section) =>
        section.movement.assignments.flatMap((a) =>
          a.boards.map((board): DirectorSlot => {
            const entry = entries.get(
              tableBoardStreamId({ sessionId, section: section.section, table: a.table, board }),
            );
            const marks = schedule.boards.find((b) => b.board === board)!;
            const adj = entry?.adjustment ?? null;
            return {
              section: section.section,
              round: a.round,
              table: a.table,
              board,
              ns: a.ns,
              ew: a.ew,
              dealer: marks.dealer,
              vulnerability: marks.vulnerability,
              result: entry?.result ? resultLineOf(entry.result) : null,
              corrected:
                entry?.history.some((h) => h.type === 'ResultCorrected' || h.type === 'ScoreCorrected') ?? false,
              unconfirmed: unconfirmed(entry),
              correctionRequest: entry?.correctionRequest
                ? {
                    requestId: entry.correctionRequest.requestId,
                    requested: resultLineOf(entry.correctionRequest.requested),
                    at: entry.correctionRequest.at,
                  }
                : null,
              rulings: entry?.rulings.length ?? 0,
              adjustment: adj ? (artificialLabel(adj.adjustment) ?? adj.adjustment.ns.kind) : null,
            };
          }),
        ),
      );
      return {
        sessionId,
        name: schedule.name,
        startsAt: schedule.startsAt,
        status: statusOf(view),
        incomplete: sessionIncomplete(view),
        scoring: schedule.scoring,
        lawsEdition: schedule.lawsEdition,
        rounds,
        sections: schedule.sections.map((s) => ({
          section: s.section,
          movement: movementDescription(s),
          pairs: schedule.entrants
            .filter((e) => e.section === s.section)
            .map((e) => ({ pair: e.pair, players: [...e.players] })),
        })),
        publications: view.session.publications.map((p) => ({ ...p })),
        slots,
        flagged: flaggedOf(facts, slots),
        ...directorRounds(facts, rounds),
        penaltyUnits: [...penaltyUnitsOf(schedule.scoring)],
      };
    },

    liveTableBoard(ref) {
      const schedule = scheduleOf(ref.sessionId);
      const section = schedule?.sections.find((s) => s.section === ref.section);
      const seat = section?.movement.assignments.find((a) => a.table === ref.table && a.boards.includes(ref.board));
      if (!schedule || !seat) return undefined;
      const marks = schedule.boards.find((b) => b.board === ref.board)!;
      const events = tableBoardEventsOf(club.store, ref);
      const state = tableBoardStateOf(events);
      const board = state.board;
      const calls = events.flatMap((e) =>
        e.type === 'CallMade'
          ? [{ seat: e.seat, call: formatCall(e.call), ...(e.alert ? { alert: e.alert } : {}) }]
          : [],
      );
      const cards = events.flatMap((e) => (e.type === 'CardPlayed' ? [{ seat: e.seat, card: e.card }] : []));
      // The engine's flags: events carrying an irregularity object (IrregularityFound, LeadOutOfTurnMade, revokes...).
      const flagOf = (e: TableBoardStreamEvent) =>
        'irregularity' in e && typeof e.irregularity === 'object' ? e.irregularity : undefined;
      const irregularities = events.flatMap((e) => {
        const found = flagOf(e);
        return found ? [{ law: found.law, kind: found.kind, offender: found.offender }] : [];
      });
      const lastIrregular = events.findLastIndex((e) => flagOf(e) !== undefined);
      const lastRuled = events.findLastIndex(
        (e) =>
          e.type === 'RectificationApplied' ||
          e.type === 'RulingGiven' ||
          e.type.endsWith('Chosen') ||
          e.type.endsWith('Rectified'),
      );
      const auctionDirector = board ? auctionPhase(board.auction) === 'director-required' : false;
      const playDirector = board?.play?.pending ? true : false;
      const over = state.result !== null;
      const phase = !board ? 'not-started' : over ? 'over' : board.play ? 'play' : 'auction';
      const toAct = !board
        ? marks.dealer
        : over
          ? null
          : board.play
            ? board.play.turn
            : (seatToCall(board.auction) ?? null);
      // Before the board is opened the hand record comes from the schedule.
      const hands = board?.play ? board.play.hands : board ? board.deal : marks.deal ? parsePbnDeal(marks.deal) : null;
      const adj = state.adjustment;
      const rectification = state.result ? null : pendingRectification(board);
      const publication = sessionDocOf(ref.sessionId)?.publications.at(-1);
      return {
        ...ref,
        round: seat.round,
        ns: seat.ns,
        ew: seat.ew,
        dealer: marks.dealer,
        vulnerability: marks.vulnerability,
        edition: state.opened?.edition ?? schedule.lawsEdition,
        opened: state.opened !== null,
        phase,
        calls,
        cards,
        toAct,
        // A hand unknown in the record (PBN '-') offers no cards.
        hands: hands
          ? { N: [...(hands.N ?? [])], E: [...(hands.E ?? [])], S: [...(hands.S ?? [])], W: [...(hands.W ?? [])] }
          : null,
        irregularities,
        directorRequired: auctionDirector || playDirector || rectification !== null || lastIrregular > lastRuled,
        rulingOptions: board
          ? rulingOptions(board.auction).map((o) => ({
              option: o.option,
              laws: [...o.laws],
              description: o.description,
            }))
          : [],
        result: state.result ? resultLineOf(state.result) : null,
        directorCalls: events.flatMap((e) =>
          e.type === 'DirectorCalled' ? [{ callId: e.callId, irregularity: e.irregularity, at: e.at }] : [],
        ),
        rulings: state.rulings.map((r) => ({
          rulingId: r.rulingId,
          laws: [...r.laws],
          rulingType: r.rulingType,
          text: r.text,
          edition: r.edition,
        })),
        adjustment: adj ? (artificialLabel(adj.adjustment) ?? adj.adjustment.ns.kind) : null,
        rectification,
        penalties: events.flatMap((e) =>
          e.type === 'ProceduralPenaltyAssessed'
            ? [{ rulingId: e.rulingId, contestant: e.contestant, amount: e.amount, unit: e.unit, law: e.law, at: e.at }]
            : [],
        ),
        penaltyUnits: [...penaltyUnitsOf(schedule.scoring)],
        authorizations: state.authorizations.map((a) => ({
          authorizationId: a.authorizationId,
          directorId: a.directorId,
          organizerId: a.organizerId,
          directorName: nameOf(a.directorId),
          organizerName: nameOf(a.organizerId),
          attestation: a.attestation,
          at: a.at,
          used: state.usedAuthorizations.includes(a.authorizationId),
        })),
        correctionDeadline: publication?.correctionDeadline ?? null,
      };
    },

    scorePreview(input) {
      // The board's stored markings are in the session's document (bridge.session).
      const marks = sessionDocOf(input.sessionId)?.boards.find((b) => b.board === input.board);
      if (!marks) return undefined;
      return {
        scoreNs: recordResult(
          { contract: parseContract(input.contract), declarer: input.declarer, tricks: input.tricks },
          marks.vulnerability,
        ).nsScore,
      };
    },
  };
}
