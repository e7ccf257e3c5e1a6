// Projections `bridge.session` (one document per bridge session: its session stream, and the
// opening of each of its table-boards, the session id read from the stream id) and
// `bridge.table-board` (one document per table-board stream).
import { eventOf, type RecordedEvent } from '@club/events';
import {
  correctionRequestId,
  reviewedEntrants,
  sessionIdOfStream,
  tableBoardKey,
  type SessionEvent,
  type SessionScheduled,
  type TableBoardStreamEvent,
  SESSION_EVENT_TYPES,
} from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { rememberLast } from '../framework/remember-last';
import { tableBoardRefOf } from './table-board-ref';
import type { BridgeSessionDocument, SessionSectionSummary, TableBoardEntry } from './session-document';

export const BRIDGE_SESSION_PROJECTION = 'bridge.session';

export const TABLE_BOARD_PROJECTION = 'bridge.table-board';
const TABLE_TYPES = [
  'TableBoardOpened',
  'OpeningLeadFaced',
  'TableResultEntered',
  'TableResultRecorded',
  'TricksAgreed',
  'ResultCorrected',
  'ScoreCorrected',
  'RulingGiven',
  'ScoreAdjusted',
  'ProceduralPenaltyAssessed',
  'ResultCorrectionRequested',
  'ResultCorrectionDeclined',
];

const streamKeys = rememberLast((streamId): readonly string[] => [streamId]);

export function emptyBridgeSession(sessionId: string): BridgeSessionDocument {
  return {
    sessionId,
    status: 'none',
    name: null,
    leagueId: null,
    startsAt: null,
    form: null,
    scoring: null,
    lawsEdition: null,
    sectionScoring: 'per-section',
    sections: [],
    boards: [],
    entrants: [],
    currentRound: null,
    roundsEnded: 0,
    publications: [],
    tableBoards: [],
  };
}

/**
 * A section's pairs without opponents and the boards of their round. A recorded movement (an
 * imported file) names those boards itself: a single-copy movement's resting set is played by no
 * table that round, and the file's program gave the pair its own average on them.
 */
function sitOutsOf(s: SessionScheduled['sections'][number]): SessionSectionSummary['sitOuts'] {
  if (s.spec.kind === 'recorded')
    return s.spec.sitOuts.map((o) => ({ round: o.round, pair: o.pair, boards: [...o.boards] }));
  return s.movement.sitOuts.map((o) => ({
    round: o.round,
    pair: o.pair,
    boards: s.movement.assignments.find((a) => a.round === o.round && a.boardSet === o.boardSet)?.boards ?? [],
  }));
}

/** Each board's number of table plays in the section (sit-outs are no table). */
function boardTablesOf(s: SessionScheduled['sections'][number]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of s.movement.assignments) for (const b of a.boards) out[b] = (out[b] ?? 0) + 1;
  return out;
}

function onSession(doc: BridgeSessionDocument, e: SessionEvent): BridgeSessionDocument {
  switch (e.type) {
    case 'SessionScheduled':
      return {
        ...doc,
        status: 'scheduled',
        name: e.name,
        leagueId: e.leagueId,
        startsAt: e.startsAt,
        form: e.form,
        scoring: e.scoring,
        lawsEdition: e.lawsEdition,
        sectionScoring: e.sectionScoring ?? 'per-section',
        sections: e.sections.map((s) => ({
          section: s.section,
          movement: s.movement.name,
          rounds: s.movement.rounds,
          pairs: s.movement.pairs,
          sitOuts: sitOutsOf(s),
          boardTables: boardTablesOf(s),
        })),
        boards: e.boards,
        entrants: e.entrants,
        ...(e.scoringConventions ? { scoringConventions: e.scoringConventions } : {}),
        ...(e.importedFrom ? { importedFrom: e.importedFrom } : {}),
        ...(e.carriedOver ? { carriedOver: e.carriedOver } : {}),
      };
    case 'RoundStarted':
      return { ...doc, currentRound: e.round };
    case 'RoundEnded':
      return { ...doc, currentRound: null, roundsEnded: e.round };
    case 'OfficialScoreMadeAvailable':
      return {
        ...doc,
        publications: [
          ...doc.publications,
          {
            version: e.version,
            availableAt: e.availableAt,
            correctionDeadline: e.correctionDeadline,
            appealDeadline: e.appealDeadline,
            ...(e.publishedIncomplete ? { incomplete: e.publishedIncomplete } : {}),
          },
        ],
      };
    case 'SessionClosed':
      return { ...doc, status: 'closed' };
    case 'TableEntryOpened':
      return { ...doc, tableEntry: { confirmation: e.confirmation, openedAt: e.at, confirmed: [] } };
    case 'TableMoved':
      // The table's round is the table page's (read from the session stream), not this document's.
      return doc;
    case 'TableResultsConfirmed': {
      const entry = doc.tableEntry;
      if (!entry) return doc;
      const keys = e.boards.map((b) => tableBoardKey(e.section, e.table, b));
      return { ...doc, tableEntry: { ...entry, confirmed: [...new Set([...entry.confirmed, ...keys])] } };
    }
    case 'ImportedPlayersReviewed': {
      const entrants = reviewedEntrants(e);
      const playing = new Set(entrants.flatMap((x) => x.players));
      const unlinked = [...new Set([...(doc.playerReview?.unlinked ?? []), ...e.unlinked])].filter(
        (m) => !playing.has(m),
      );
      return { ...doc, entrants, playerReview: { reviews: e.review, entrants: e.entrants, unlinked } };
    }
  }
}

/** Who acts for the table itself: its phone, or a member seated there with his own account. */
const TABLE_ROLES = new Set(['table', 'player']);

function onTable(
  entry: TableBoardEntry | undefined,
  e: TableBoardStreamEvent,
  stream: string,
  role: string,
): TableBoardEntry | undefined {
  if (e.type === 'TableBoardOpened') {
    return {
      stream,
      section: e.section,
      table: e.table,
      round: e.round,
      board: e.board,
      ns: e.ns,
      ew: e.ew,
      result: null,
      lead: null,
      history: [],
      rulings: [],
      adjustment: null,
      penalties: [],
    };
  }
  if (!entry) return undefined;
  switch (e.type) {
    // The lead that stands is the last one faced (a lead out of turn that was not accepted is led again, 41A/54–56).
    case 'OpeningLeadFaced':
      return { ...entry, lead: e.card };
    case 'TableResultEntered':
      return { ...entry, lead: e.lead };
    case 'TableResultRecorded':
      return {
        ...byWhom(entry, role),
        result: e.result,
        history: [...entry.history, { type: e.type, result: e.result, law: null, reason: null, at: null }],
      };
    case 'TricksAgreed':
      return {
        ...byWhom(entry, role),
        result: e.result,
        history: [...entry.history, { type: e.type, result: e.result, law: '79A', reason: null, at: e.at }],
      };
    case 'ResultCorrectionRequested': {
      // Numbered as the board's decider numbers them; a new request replaces an earlier answer.
      const n = (entry.correctionRequests ?? 0) + 1;
      const { correctionDeclined: _replaced, ...rest } = entry;
      return {
        ...rest,
        correctionRequests: n,
        correctionRequest: { requestId: correctionRequestId(n), requested: e.requested, at: e.at },
      };
    }
    case 'ResultCorrectionDeclined': {
      const { correctionRequest: request, ...rest } = entry;
      if (request?.requestId !== e.requestId) return entry;
      const declined = { requestId: e.requestId, requested: request.requested, reason: e.reason, at: e.at };
      return { ...rest, correctionDeclined: declined };
    }
    case 'ResultCorrected':
    case 'ScoreCorrected': {
      // The director's correction decides any request the table made, replaces an earlier decline,
      // and is his result, not the table's.
      const { correctionRequest: _decided, correctionDeclined: _kept, enteredAtTable: _table, ...rest } = entry;
      return {
        ...rest,
        result: e.after,
        history: [...entry.history, { type: e.type, result: e.after, law: e.law, reason: e.reason, at: e.at }],
      };
    }
    case 'RulingGiven':
      return {
        ...entry,
        rulings: [
          ...entry.rulings,
          { rulingId: e.rulingId, laws: e.laws, rulingType: e.rulingType, text: e.text, edition: e.edition, at: e.at },
        ],
      };
    case 'ScoreAdjusted':
      return {
        ...entry,
        adjustment: {
          rulingId: e.rulingId,
          adjustment: e.adjustment,
          balanced: e.balanced,
          laws: e.laws,
          appealId: e.appealId,
        },
      };
    case 'ProceduralPenaltyAssessed':
      return {
        ...entry,
        penalties: [
          ...entry.penalties,
          { contestant: e.contestant, amount: e.amount, unit: e.unit, law: e.law, rulingId: e.rulingId },
        ],
      };
    default:
      return entry;
  }
}

/** The result now standing came from the table (it waits for East-West's confirmation) or from the director. */
function byWhom(entry: TableBoardEntry, role: string): TableBoardEntry {
  const { enteredAtTable: _before, ...rest } = entry;
  return TABLE_ROLES.has(role) ? { ...rest, enteredAtTable: true } : rest;
}

export const bridgeSessionProjection: DocumentProjection<BridgeSessionDocument> = {
  name: BRIDGE_SESSION_PROJECTION,
  // 4: each section's tables per board (hand-record secrecy: a board every table has played is seen by all), and what an early publication left out.
  // 5: an imported session's player reviews.
  // 6: an imported session's guests as records with their federation ids.
  version: 6,
  types: [...SESSION_EVENT_TYPES, 'TableBoardOpened'],
  keysOf(event: RecordedEvent) {
    // Only the session stream's events count here (a claim's round end on a table-board stream was stored as RoundEnded once).
    if (event.type !== 'TableBoardOpened')
      return event.streamId.startsWith('session-') ? [sessionIdOfStream(event.streamId)!] : [];
    const ref = tableBoardRefOf(event.streamId);
    return ref ? [ref.sessionId] : [];
  },
  initial: emptyBridgeSession,
  evolve: (doc, recorded) => evolveSession(doc, [recorded]),
  evolveAll: evolveSession,
};

/**
 * The session after a run of its events: the table-board list (one entry per table-board, so it
 * grows with the session) is copied once per run, not once per opening, and checked for repeats
 * through one set, so catching up a large import in slices stays linear.
 */
function evolveSession(doc: BridgeSessionDocument, events: readonly RecordedEvent[]): BridgeSessionDocument {
  let folded = doc;
  let opened: Set<string> | undefined;
  let tableBoards: string[] | undefined; // the one copy, made at the first new table-board
  for (const recorded of events) {
    if (recorded.type !== 'TableBoardOpened') {
      folded = onSession(folded, eventOf<SessionEvent>(recorded));
      continue;
    }
    opened ??= new Set(doc.tableBoards);
    if (opened.has(recorded.streamId)) continue;
    opened.add(recorded.streamId);
    tableBoards ??= [...doc.tableBoards];
    tableBoards.push(recorded.streamId);
  }
  return tableBoards ? { ...folded, tableBoards } : folded;
}

/** Null until the board is opened. */
export const tableBoardProjection: DocumentProjection<TableBoardEntry | null> = {
  name: TABLE_BOARD_PROJECTION,
  // 2: the opening lead. 3: whether the result standing was entered at the table.
  // 4: the tables' correction requests numbered, and the director's declines.
  version: 4,
  types: TABLE_TYPES,
  keysOf: (event: RecordedEvent) => (tableBoardRefOf(event.streamId) ? streamKeys(event.streamId) : []),
  initial: () => null,
  evolve: (entry, recorded) =>
    onTable(
      entry ?? undefined,
      eventOf<TableBoardStreamEvent>(recorded),
      recorded.streamId,
      recorded.metadata.actor.role,
    ) ?? null,
};
