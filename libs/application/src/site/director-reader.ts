// What a director reads: his session's desk, its grid of table-boards with their results, one
// table-board live (calls, cards, the engine's irregularity flags, rulings), and the Law 77 score
// of an entry before he confirms it. Derived facts (results, rounds, open director calls) come from
// the read models, which his own commands bring up to date after their appends (director-commands.ts),
// so what he entered is what he sees; a reader never catches up itself.
import {
  auctionPhase,
  formatContract,
  parseContract,
  parsePbnDeal,
  rulingOptions,
  seatToCall,
  type Seat,
} from '@club/bridge';
import {
  artificialLabel,
  describeIncomplete,
  recordResult,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type RecordedResult,
  type SessionScheduled,
  type TableBoardRef,
  type TableBoardStreamEvent,
} from '@club/club';
import {
  BRIDGE_SESSION_PROJECTION,
  directorRounds,
  directorSessionOf,
  openDirectorCalls,
  sessionIncomplete,
  sessionStatus,
  sessionViewFrom,
  type BridgeSessionDocument,
} from '@club/read-models';
import type { RecordedEvent } from '@club/events';
import type { Club } from '../club';
import { penaltyUnitsOf } from './director-penalty-units';
import { pendingRectification, type PendingRectification } from './director-rectification';

type Vulnerability = 'None' | 'NS' | 'EW' | 'All';
type Status = 'scheduled' | 'running' | 'over';

export interface ResultLine {
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly scoreNs: number;
}

export interface DirectorSlot {
  readonly section: string;
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly result: ResultLine | null;
  readonly corrected: boolean;
  readonly rulings: number;
  /** 'A60/40', 'assigned', 'weighted' or null. */
  readonly adjustment: string | null;
}

export interface DirectorSessionView {
  readonly sessionId: string;
  readonly name: string;
  readonly startsAt: string;
  readonly status: Status;
  /** What publishing now would leave out: rounds not ended, results missing (0 and 0: complete). */
  readonly incomplete: { readonly roundsRemaining: number; readonly missingResults: number };
  /** The same in words ("3 rounds not ended and 11 results missing"), '' when complete. */
  readonly whatIsMissing: string;
  readonly scoring: string;
  readonly lawsEdition: string;
  readonly rounds: number;
  readonly sections: {
    readonly section: string;
    readonly movement: string;
    readonly pairs: { readonly pair: string; readonly players: string[] }[];
  }[];
  readonly publications: {
    readonly version: number;
    readonly availableAt: string;
    readonly correctionDeadline: string;
    readonly appealDeadline: string;
    readonly incomplete?: { readonly roundsRemaining: number; readonly missingResults: number };
    /** The same in words. */
    readonly leftOut?: string;
  }[];
  readonly slots: DirectorSlot[];
  /** The round in play, the next one the director may start (null after the last), each round's times. */
  readonly currentRound: number | null;
  readonly nextRound: number | null;
  readonly roundTimes: { readonly round: number; readonly startedAt: string; readonly endedAt: string | null }[];
  readonly closedAt: string | null;
  /** The units a procedural penalty takes in this session's scoring. */
  readonly penaltyUnits: string[];
}

export interface LiveTableBoardView {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
  readonly board: number;
  readonly round: number;
  readonly ns: string;
  readonly ew: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly opened: boolean;
  readonly phase: 'not-started' | 'auction' | 'play' | 'over';
  readonly calls: { readonly seat: Seat; readonly call: string }[];
  readonly cards: { readonly seat: Seat; readonly card: string }[];
  readonly toAct: Seat | null;
  /** Cards not yet played, per seat ('SA', 'H10'...): what the card picker offers. */
  readonly hands: Record<Seat, string[]> | null;
  readonly irregularities: { readonly law: string; readonly kind: string; readonly offender: Seat }[];
  readonly directorRequired: boolean;
  /** The engine's rectification options for the pending auction irregularity (Laws 27–39), for the ruling. */
  readonly rulingOptions: { readonly option: string; readonly laws: string[]; readonly description: string }[];
  readonly result: ResultLine | null;
  readonly directorCalls: { readonly callId: string; readonly irregularity: string; readonly at: string }[];
  readonly rulings: {
    readonly rulingId: string;
    readonly laws: string[];
    readonly rulingType: string;
    readonly text: string;
    readonly edition: string;
  }[];
  readonly adjustment: string | null;
  /** The irregularity waiting for the director, with the rectifications the Laws offer. */
  readonly rectification: PendingRectification | null;
  readonly penalties: {
    readonly rulingId: string | null;
    readonly contestant: string;
    readonly amount: number;
    readonly unit: string;
    readonly law: string;
    readonly at: string;
  }[];
  readonly penaltyUnits: string[];
  /** Law 79C2 authorisations on this board and whether a correction used each. */
  readonly authorizations: {
    readonly authorizationId: string;
    readonly directorId: string;
    readonly organizerId: string;
    readonly attestation: string;
    readonly at: string;
    readonly used: boolean;
  }[];
  /** The latest publication's 79C1 deadline, null before publication. */
  readonly correctionDeadline: string | null;
}

export interface DirectorDeskView {
  readonly sessionId: string;
  readonly name: string;
  readonly status: Status;
  readonly tables: number;
  readonly boards: number;
  readonly openDirectorCalls: number;
}

export interface DirectorReaderSet {
  directorDesk(sessionId: string): DirectorDeskView | undefined;
  directorSession(sessionId: string): DirectorSessionView | undefined;
  liveTableBoard(ref: TableBoardRef): LiveTableBoardView | undefined;
  scorePreview(input: {
    readonly sessionId: string;
    readonly board: number;
    readonly contract: string;
    readonly declarer: Seat | null;
    readonly tricks: number | null;
  }): { readonly scoreNs: number } | undefined;
}

const line = (r: RecordedResult): ResultLine => ({
  contract: formatContract(r.contract),
  declarer: r.declarer,
  tricks: r.tricks,
  scoreNs: r.nsScore,
});

const callText = (call: { kind: string; level?: number; strain?: string }): string =>
  call.kind === 'Bid'
    ? `${call.level}${call.strain}`
    : call.kind === 'Double'
      ? 'X'
      : call.kind === 'Redouble'
        ? 'XX'
        : 'Pass';

const decode = (e: RecordedEvent) =>
  ({ ...(e.data as object), type: e.type, schemaVersion: e.schemaVersion }) as unknown as TableBoardStreamEvent;

export function directorReader(club: Club): DirectorReaderSet {
  const scheduleOf = (sessionId: string): SessionScheduled | undefined => {
    const e = club.store.readStream(sessionStreamId(sessionId)).find((x) => x.type === 'SessionScheduled');
    return e ? ({ ...(e.data as object), type: e.type } as SessionScheduled) : undefined;
  };
  const viewOf = (sessionId: string) => sessionViewFrom(club.runner, sessionId);
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
        tables: schedule.sections.reduce((n, s) => n + s.movement.tables, 0),
        boards: schedule.boards.length,
        openDirectorCalls: openDirectorCalls(directorSessionOf(club.runner, sessionId)),
      };
    },

    directorSession(sessionId) {
      const view = viewOf(sessionId);
      const schedule = scheduleOf(sessionId);
      if (!view || !schedule) return undefined;
      const rounds = Math.max(...schedule.sections.map((s) => s.movement.rounds));
      const entries = new Map(view.tables.map((t) => [t.stream, t]));
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
              result: entry?.result ? line(entry.result) : null,
              corrected:
                entry?.history.some((h) => h.type === 'ResultCorrected' || h.type === 'ScoreCorrected') ?? false,
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
        whatIsMissing: describeIncomplete(sessionIncomplete(view)),
        scoring: schedule.scoring,
        lawsEdition: schedule.lawsEdition,
        rounds,
        sections: schedule.sections.map((s) => ({
          section: s.section,
          movement: s.movement.name,
          pairs: schedule.entrants
            .filter((e) => e.section === s.section)
            .map((e) => ({ pair: e.pair, players: [...e.players] })),
        })),
        publications: view.session.publications.map((p) => ({
          ...p,
          ...(p.incomplete ? { leftOut: describeIncomplete(p.incomplete) } : {}),
        })),
        slots,
        ...directorRounds(directorSessionOf(club.runner, sessionId), rounds),
        penaltyUnits: [...penaltyUnitsOf(schedule.scoring)],
      };
    },

    liveTableBoard(ref) {
      const schedule = scheduleOf(ref.sessionId);
      const section = schedule?.sections.find((s) => s.section === ref.section);
      const seat = section?.movement.assignments.find((a) => a.table === ref.table && a.boards.includes(ref.board));
      if (!schedule || !seat) return undefined;
      const marks = schedule.boards.find((b) => b.board === ref.board)!;
      const events = club.store.readStream(tableBoardStreamId(ref)).map(decode);
      const state = events.reduce(tableBoardStreamDecider.evolve, tableBoardStreamDecider.initialState);
      const board = state.board;
      const calls = events.flatMap((e) => (e.type === 'CallMade' ? [{ seat: e.seat, call: callText(e.call) }] : []));
      const cards = events.flatMap((e) => (e.type === 'CardPlayed' ? [{ seat: e.seat, card: e.card as string }] : []));
      // The engine's flags: events carrying an irregularity object (IrregularityFound, LeadOutOfTurnMade, revokes...).
      const flagOf = (e: TableBoardStreamEvent) => {
        const found = (e as { irregularity?: unknown }).irregularity;
        return typeof found === 'object' && found !== null
          ? (found as { law: string; kind: string; offender: Seat })
          : undefined;
      };
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
      const sessionDoc = club.runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, ref.sessionId);
      const publication = sessionDoc?.publications.at(-1);
      return {
        ...ref,
        round: seat.round,
        ns: seat.ns,
        ew: seat.ew,
        dealer: marks.dealer,
        vulnerability: marks.vulnerability,
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
        result: state.result ? line(state.result) : null,
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
          attestation: a.attestation,
          at: a.at,
          used: state.usedAuthorizations.includes(a.authorizationId),
        })),
        correctionDeadline: publication?.correctionDeadline ?? null,
      };
    },

    scorePreview(input) {
      const marks = scheduleOf(input.sessionId)?.boards.find((b) => b.board === input.board);
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
