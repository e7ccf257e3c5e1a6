// What a member reads about bridge results, over the read models: the latest sessions, a session's
// ranking per section and direction (or a teams match), a board's hands and traveller with the
// facts the hand-record secrecy rule needs, the calls and cards of a board played card by card (from
// its table-board stream), and a member's history, shaped as results-shapes.ts (the API checks
// them with those schemas); this layer decides nothing about who may see it.
import { formatCall, formatContract, parsePbnDeal, type Card, type Seat } from '@club/bridge';
import { parseTableBoardStreamId, tableBoardStreamId, type TableBoardStreamEvent } from '@club/club';
import { versionedEventOf } from '@club/events';
import {
  awaitsConfirmation,
  BRIDGE_PLAYER_PROJECTION,
  BRIDGE_RESULTS,
  BRIDGE_TRAVELLER,
  travellerKey,
  type Traveller,
  BRIDGE_SESSION_PROJECTION,
  boardSecrecyFacts,
  computeSessionResults,
  sessionStatus,
  playerHistoryFrom,
  sessionViewFrom,
  type BridgePlayerDocument,
  type BridgeSessionDocument,
  type SessionResults as StoredResults,
  type SessionView,
  type TableBoardEntry,
  TABLE_BOARD_PROJECTION,
  adjustedScoreParts,
} from '@club/read-models';
import type { Club } from '../club';
import { nameOfWith } from './member-names';
import { createMembersReader } from './members';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import type {
  BoardPlayRecord,
  BoardRecord,
  Hand,
  PlayStep,
  SessionOrigin,
  SessionResults,
  SessionSummary,
} from './results-shapes';
import type { ResultsUseCases } from './results-use-cases';
import { boardNeighbours } from './board-neighbours';
import { boardDoubleDummy, ddTricksOf, playAnalysisOf } from './double-dummy-reader';

const SEATS = ['N', 'E', 'S', 'W'] as const;

function handText(cards: readonly Card[] | null | undefined, suit: string): string {
  return (cards ?? [])
    .filter((c) => c[0] === suit)
    .map((c) => c.slice(1))
    .join('');
}

export function handsOfPbn(deal: string | null): Record<Seat, Hand> | null {
  if (!deal) return null;
  const parsed = parsePbnDeal(deal, { complete: false });
  const out = {} as Record<Seat, Hand>;
  for (const seat of SEATS) {
    const cards = parsed[seat];
    out[seat] = {
      spades: handText(cards, 'S'),
      hearts: handText(cards, 'H'),
      diamonds: handText(cards, 'D'),
      clubs: handText(cards, 'C'),
    };
  }
  return out;
}

const EMPTY_HAND: Hand = { spades: '', hearts: '', diamonds: '', clubs: '' };

function originOf(from: BridgeSessionDocument['importedFrom']): SessionOrigin | null {
  return from
    ? {
        fileName: from.fileName,
        format: from.format,
        program: from.program,
        eventName: from.eventName,
        eventDate: from.eventDate,
      }
    : null;
}

/** A table's adjusted North-South score as numbers (the page writes them in its language); null when none or a grade. */
function adjustedScoreOf(entry: TableBoardEntry | undefined) {
  const parts = entry?.adjustment ? adjustedScoreParts(entry.adjustment.adjustment) : null;
  return parts ? [...parts] : null;
}

const isPlayedCardByCard = (events: { readonly type: string }[]) =>
  events.some((e) => e.type === 'CardPlayed' || e.type === 'CallMade');

export function createResultsReader(
  club: Club,
  options: { readonly clubId?: string } = {},
): Omit<ResultsUseCases, 'resultsLag'> {
  const runner = club.runner;
  const members = createMembersReader(club, options.clubId ?? DEMO_CLUB_ID);
  const nameOf = nameOfWith(members.member);
  const sessionDoc = (sessionId: string) => {
    const doc = runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
    return doc && doc.status !== 'none' ? doc : undefined;
  };
  const summaryOf = (doc: BridgeSessionDocument): SessionSummary => ({
    sessionId: doc.sessionId,
    name: doc.name ?? doc.sessionId,
    date: doc.startsAt ?? '',
    game: 'bridge',
    // The one status definition, the director's too (@club/read-models sessionStatus).
    status: sessionStatus(sessionViewFrom(runner, doc.sessionId) ?? { session: doc, tables: [] }),
  });
  // The results job's derived document (computed once per change, as the worker publishes it);
  // computed here only when the job has not run yet.
  const resultsOf = (sessionId: string): StoredResults | undefined => {
    const derived = runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults | undefined;
    if (derived) return derived;
    const view = sessionViewFrom(runner, sessionId);
    return view ? computeSessionResults(view) : undefined;
  };
  /** A board's travellers (one per scoring field): the job's small per-board documents when it has run. */
  const travellersOf = (session: BridgeSessionDocument, board: number): readonly Traveller[] | undefined => {
    const sections = session.sections.map((x) => x.section);
    const labels = session.sectionScoring === 'across-field' && sections.length > 1 ? [sections.join('+')] : sections;
    const stored = labels.map(
      (label) =>
        runner.derived(BRIDGE_TRAVELLER, travellerKey(session.sessionId, label, board))?.doc as Traveller | undefined,
    );
    if (stored.every((t) => t !== undefined)) return stored as Traveller[];
    return resultsOf(session.sessionId)?.sections.flatMap((x) => x.travellers.filter((t) => t.board === board));
  };
  /** The session with only the table-boards of one board: a page reads a few documents, not the whole session. */
  const boardView = (sessionId: string, board: number): SessionView | undefined => {
    const session = sessionDoc(sessionId);
    if (!session) return undefined;
    const tables = session.tableBoards.flatMap((stream) => {
      if (parseTableBoardStreamId(stream)?.board !== board) return [];
      const entry = runner.document<TableBoardEntry | null>(TABLE_BOARD_PROJECTION, stream);
      return entry ? [entry] : [];
    });
    return { session, tables };
  };
  // Whether a table-board was called and played card by card: read once from its stream, and
  // remembered when it was (it stays so) or when the session is over (nothing more is played).
  const played = new Map<string, boolean>();
  const playedCardByCard = (stream: string, over: boolean) => {
    const known = played.get(stream);
    if (known !== undefined) return known;
    const answer = isPlayedCardByCard(club.store.readStream(stream));
    if (answer || over) played.set(stream, answer);
    return answer;
  };

  return {
    latestSessions(limit) {
      // The status reads the session's table-boards: worked out for the sessions shown only.
      return runner
        .keys(BRIDGE_SESSION_PROJECTION)
        .flatMap((id) => {
          const doc = sessionDoc(id);
          return doc ? [doc] : [];
        })
        .sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? '') || a.sessionId.localeCompare(b.sessionId))
        .slice(0, limit)
        .map(summaryOf);
    },

    sessionResults(sessionId): SessionResults | undefined {
      const session = sessionDoc(sessionId);
      const results = session ? resultsOf(sessionId) : undefined;
      if (!session || !results) return undefined;
      return {
        ...summaryOf(session),
        scoring: session.scoring,
        form: session.form,
        publishedAt: results.publication?.availableAt ?? null,
        importedFrom: originOf(session.importedFrom),
        boards: session.boards.map((b) => b.board),
        sections: results.sections.map((s) => {
          const fields = [...new Set(s.totals.map((t) => t.field))];
          return {
            section: s.section,
            method: s.method,
            fields: fields.map((field) => ({
              field,
              rows: s.totals
                .filter((t) => t.field === field)
                .map((t) => ({
                  rank: t.rank,
                  pair: t.pair,
                  players: [...t.players],
                  names: [...t.players.map(nameOf), ...(t.guests ?? [])],
                  total: t.total,
                  percentage: t.percentage,
                  boardsPlayed: t.boardsPlayed,
                })),
            })),
            match: s.match
              ? {
                  home: s.match.home,
                  away: s.match.away,
                  impsHome: s.match.impsHome,
                  impsAway: s.match.impsAway,
                  carriedOver: s.match.carriedOver ?? null,
                  vpHome: s.match.vp.home,
                  vpAway: s.match.vp.away,
                  boards: s.match.boardImps.map((b) => ({ board: b.board, imps: b.imps })),
                }
              : null,
          };
        }),
      };
    },

    board(sessionId, board): BoardRecord | undefined {
      const view = boardView(sessionId, board);
      const record = view?.session.boards.find((b) => b.board === board);
      const travellers = view && record ? travellersOf(view.session, board) : undefined;
      if (!view || !record || !travellers) return undefined;
      const secrecy = boardSecrecyFacts(view, board);
      // Nothing more is played on a board every table has finished: its replay flags may be kept.
      const over = secrecy.revealedToAll;
      const asked = view.session.tableEntry;
      const doubleDummy = boardDoubleDummy(runner, record);
      const traveller = travellers.flatMap((t) =>
        t.rows.map((r) => {
          const entry = view.tables.find((t) => t.section === r.section && t.table === r.table && t.board === board);
          return {
            section: r.section,
            table: r.table,
            ns: r.ns,
            ew: r.ew,
            contract: r.contract ?? (r.adjusted ? 'Adjusted' : '—'),
            declarer: r.declarer,
            tricks: r.tricks,
            lead: r.lead ?? null,
            scoreNs: r.nsScore,
            adjusted: r.adjusted,
            // As numbers from the table-board's adjustment, for the page to write in its language.
            adjustedScore: adjustedScoreOf(entry),
            decidedOnAppeal: r.decidedOnAppeal ?? null,
            pctNs: r.pctNS,
            pctEw: r.pctEW,
            impNs: r.impNS,
            penalties: [...(r.penalties ?? [])],
            played: entry ? playedCardByCard(entry.stream, over) : false,
            unconfirmed: awaitsConfirmation(
              entry,
              asked?.confirmation,
              (key) => asked?.confirmed.includes(key) ?? false,
            ),
            ddTricks: r.contract ? ddTricksOf(doubleDummy?.table, r.contract, r.declarer) : null,
            versusPar: doubleDummy?.par && r.nsScore !== null ? r.nsScore - doubleDummy.par.scoreNs : null,
          };
        }),
      );
      return {
        sessionId,
        board,
        dealer: record.dealer,
        vulnerability: record.vulnerability,
        neighbours: boardNeighbours(
          view.session.boards.map((b) => b.board),
          board,
        ),
        hands: handsOfPbn(record.deal) ?? { N: EMPTY_HAND, E: EMPTY_HAND, S: EMPTY_HAND, W: EMPTY_HAND },
        traveller,
        doubleDummy,
        revealedToAll: secrecy.revealedToAll,
        finishedBy: secrecy.finishedBy,
      };
    },

    boardPlay(sessionId, section, table, board): BoardPlayRecord | undefined {
      const view = boardView(sessionId, board);
      if (!view || section.includes('-') || section === '') return undefined;
      const stream = tableBoardStreamId({ sessionId, section, table, board });
      const entry = view.tables.find((t) => t.stream === stream);
      const record = view.session.boards.find((b) => b.board === board);
      if (!entry || !record || parseTableBoardStreamId(stream) === undefined) return undefined;
      const steps: PlayStep[] = [];
      for (const recorded of club.store.readStream(stream)) {
        const e = versionedEventOf<TableBoardStreamEvent>(recorded);
        if (e.type === 'CallMade')
          steps.push({ kind: 'call', seat: e.seat, call: formatCall(e.call), ...(e.alert ? { alert: e.alert } : {}) });
        if (e.type === 'CardPlayed') steps.push({ kind: 'card', seat: e.seat, card: e.card, trick: e.trickNo });
      }
      const secrecy = boardSecrecyFacts(view, board);
      const r = entry.result;
      // Facts, worded by the page in its language.
      const result = r
        ? { contract: formatContract(r.contract), declarer: r.declarer, tricks: r.tricks, scoreNs: r.nsScore }
        : null;
      return {
        sessionId,
        section,
        table,
        board,
        dealer: record.dealer,
        vulnerability: record.vulnerability,
        ns: entry.ns,
        ew: entry.ew,
        hands: handsOfPbn(record.deal),
        steps,
        result,
        analysis: playAnalysisOf(runner, stream),
        revealedToAll: secrecy.revealedToAll,
        finishedBy: secrecy.finishedBy,
      };
    },

    playerHistory(memberId) {
      const sessions = runner.document<BridgePlayerDocument>(BRIDGE_PLAYER_PROJECTION, memberId)?.sessions ?? [];
      const history = playerHistoryFrom(memberId, sessions, (kind, key) => runner.derived(kind, key));
      return {
        memberId,
        name: nameOf(memberId),
        averagePercentage: history.averagePercentage,
        sessions: history.sessions.map((s) => ({
          sessionId: s.sessionId,
          name: s.name ?? s.sessionId,
          date: s.startsAt ?? '',
          percentage: s.percentage,
          rank: s.rank,
          fieldSize: s.fieldSize,
          partners: s.partners.map(nameOf),
        })),
      };
    },
  };
}
