// What a member reads about bridge results, over the read models: the latest sessions, a session's
// ranking per section and direction (or a teams match), a board's hands and traveller with the
// facts the hand-record secrecy rule needs, the calls and cards of a board played card by card (from
// its table-board stream), and a member's history. Plain data shaped as @club/api's ResultsReader
// (the API checks the shapes with its zod schemas); this layer decides nothing about who may see it.
import { formatCall, formatContract, parsePbnDeal, type Call, type Card, type Seat } from '@club/bridge';
import { parseTableBoardStreamId, tableBoardStreamId } from '@club/club';
import {
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
  type SessionResults,
  type SessionView,
  type TableBoardEntry,
  TABLE_BOARD_PROJECTION,
} from '@club/read-models';
import type { Club } from '../club';
import { createMembersReader } from './members';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';

type Status = 'scheduled' | 'running' | 'over';
const SEATS = ['N', 'E', 'S', 'W'] as const;

export interface SiteHand {
  readonly spades: string;
  readonly hearts: string;
  readonly diamonds: string;
  readonly clubs: string;
}

export interface SiteSessionSummary {
  readonly sessionId: string;
  readonly name: string;
  readonly date: string;
  readonly game: 'bridge' | 'ulti';
  readonly status: Status;
}

export interface SiteTravellerRow {
  readonly section: string;
  readonly table: number;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly lead: string | null;
  readonly scoreNs: number | null;
  readonly adjusted: string | null;
  readonly pctNs: number | null;
  readonly pctEw: number | null;
  readonly impNs: number | null;
  /** The board was called and played card by card at this table: a replay exists. */
  readonly played: boolean;
}

export interface SiteBoardRecord {
  readonly sessionId: string;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: 'None' | 'NS' | 'EW' | 'All';
  readonly hands: Record<Seat, SiteHand>;
  readonly traveller: SiteTravellerRow[];
  readonly revealedToAll: boolean;
  readonly finishedBy: readonly (readonly string[])[];
}

export interface SiteRankingRow {
  readonly rank: string;
  readonly pair: string;
  readonly players: string[];
  /** The players' names from the club's members (the id when unknown). */
  readonly names: string[];
  readonly total: number;
  readonly percentage: number | null;
  readonly boardsPlayed: number;
}

/** An imported session's origin as the results page shows it (the import id stays internal). */
export interface SiteSessionOrigin {
  readonly fileName: string;
  readonly format: 'PBN' | 'USEBIO';
  readonly program: string | null;
  readonly eventName: string | null;
  readonly eventDate: string | null;
}

export interface SiteSessionResults {
  readonly sessionId: string;
  readonly name: string;
  readonly date: string;
  readonly status: Status;
  readonly scoring: string | null;
  readonly form: string | null;
  readonly publishedAt: string | null;
  /** An imported session's file, program and event; null for a session run in the club. */
  readonly importedFrom: SiteSessionOrigin | null;
  readonly boards: number[];
  readonly sections: {
    readonly section: string;
    readonly method: string;
    /** Mitchell: NS and EW; Howell and teams: one field ('all'). */
    readonly fields: { readonly field: string; readonly rows: SiteRankingRow[] }[];
    readonly match: {
      readonly home: string;
      readonly away: string;
      readonly impsHome: number;
      readonly impsAway: number;
      readonly vpHome: number;
      readonly vpAway: number;
      readonly boards: { readonly board: number; readonly imps: number }[];
    } | null;
  }[];
}

export type SitePlayStep =
  | { readonly kind: 'call'; readonly seat: Seat; readonly call: string }
  | { readonly kind: 'card'; readonly seat: Seat; readonly card: Card; readonly trick: number };

export interface SiteBoardPlay {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: 'None' | 'NS' | 'EW' | 'All';
  readonly ns: string;
  readonly ew: string;
  readonly hands: Record<Seat, SiteHand> | null;
  readonly steps: SitePlayStep[];
  readonly result: string | null;
  readonly revealedToAll: boolean;
  readonly finishedBy: readonly (readonly string[])[];
}

export interface SiteHistoryPoint {
  readonly sessionId: string;
  readonly name: string;
  readonly date: string;
  readonly percentage: number | null;
  readonly rank: string;
  readonly fieldSize: number;
  readonly partners: string[];
}

export interface SitePlayerHistory {
  readonly memberId: string;
  readonly sessions: SiteHistoryPoint[];
  readonly averagePercentage: number | null;
}

function handText(cards: readonly Card[] | null | undefined, suit: string): string {
  return (cards ?? [])
    .filter((c) => c[0] === suit)
    .map((c) => c.slice(1))
    .join('');
}

export function handsOfPbn(deal: string | null): Record<Seat, SiteHand> | null {
  if (!deal) return null;
  const parsed = parsePbnDeal(deal, { complete: false });
  const out = {} as Record<Seat, SiteHand>;
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

const EMPTY_HAND: SiteHand = { spades: '', hearts: '', diamonds: '', clubs: '' };

function originOf(from: BridgeSessionDocument['importedFrom']): SiteSessionOrigin | null {
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

const isPlayedCardByCard = (events: { readonly type: string }[]) =>
  events.some((e) => e.type === 'CardPlayed' || e.type === 'CallMade');

export function createResultsReader(club: Club, options: { readonly clubId?: string } = {}) {
  const runner = club.runner;
  const members = createMembersReader(club, options.clubId ?? DEMO_CLUB_ID);
  const nameOf = (memberId: string) => members.member(memberId)?.name ?? memberId;
  const sessionDoc = (sessionId: string) => {
    const doc = runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
    return doc && doc.status !== 'none' ? doc : undefined;
  };
  const summaryOf = (doc: BridgeSessionDocument): SiteSessionSummary => ({
    sessionId: doc.sessionId,
    name: doc.name ?? doc.sessionId,
    date: doc.startsAt ?? '',
    game: 'bridge',
    // The one status definition, the director's too (@club/read-models sessionStatus).
    status: sessionStatus(sessionViewFrom(runner, doc.sessionId) ?? { session: doc, tables: [] }),
  });
  // The results job's derived document (computed once per change, as the worker publishes it);
  // computed here only when the job has not run yet.
  const resultsOf = (sessionId: string): SessionResults | undefined => {
    const derived = runner.derived(BRIDGE_RESULTS, sessionId)?.doc as SessionResults | undefined;
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
    latestSessions(limit: number): SiteSessionSummary[] {
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

    sessionResults(sessionId: string): SiteSessionResults | undefined {
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
                  vpHome: s.match.vp.home,
                  vpAway: s.match.vp.away,
                  boards: s.match.boardImps.map((b) => ({ board: b.board, imps: b.imps })),
                }
              : null,
          };
        }),
      };
    },

    board(sessionId: string, board: number): SiteBoardRecord | undefined {
      const view = boardView(sessionId, board);
      const record = view?.session.boards.find((b) => b.board === board);
      const travellers = view && record ? travellersOf(view.session, board) : undefined;
      if (!view || !record || !travellers) return undefined;
      const secrecy = boardSecrecyFacts(view, board);
      // Nothing more is played on a board every table has finished: its replay flags may be kept.
      const over = secrecy.revealedToAll;
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
            pctNs: r.pctNS,
            pctEw: r.pctEW,
            impNs: r.impNS,
            played: entry ? playedCardByCard(entry.stream, over) : false,
          };
        }),
      );
      return {
        sessionId,
        board,
        dealer: record.dealer,
        vulnerability: record.vulnerability,
        hands: handsOfPbn(record.deal) ?? { N: EMPTY_HAND, E: EMPTY_HAND, S: EMPTY_HAND, W: EMPTY_HAND },
        traveller,
        revealedToAll: secrecy.revealedToAll,
        finishedBy: secrecy.finishedBy,
      };
    },

    boardPlay(sessionId: string, section: string, table: number, board: number): SiteBoardPlay | undefined {
      const view = boardView(sessionId, board);
      if (!view || section.includes('-') || section === '') return undefined;
      const stream = tableBoardStreamId({ sessionId, section, table, board });
      const entry = view.tables.find((t) => t.stream === stream);
      const record = view.session.boards.find((b) => b.board === board);
      if (!entry || !record || parseTableBoardStreamId(stream) === undefined) return undefined;
      const steps: SitePlayStep[] = [];
      for (const e of club.store.readStream(stream)) {
        const data = e.data as { seat?: Seat; call?: Call; card?: Card; trickNo?: number };
        if (e.type === 'CallMade' && data.seat && data.call)
          steps.push({ kind: 'call', seat: data.seat, call: formatCall(data.call) });
        if (e.type === 'CardPlayed' && data.seat && data.card)
          steps.push({ kind: 'card', seat: data.seat, card: data.card, trick: data.trickNo ?? 0 });
      }
      const secrecy = boardSecrecyFacts(view, board);
      const r = entry.result;
      const result = r
        ? `${formatContract(r.contract)}${r.declarer ? ` by ${r.declarer}` : ''}${r.tricks !== null ? `, ${r.tricks} tricks` : ''}, NS ${r.nsScore}`
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
        revealedToAll: secrecy.revealedToAll,
        finishedBy: secrecy.finishedBy,
      };
    },

    playerHistory(memberId: string): SitePlayerHistory {
      const sessions = runner.document<BridgePlayerDocument>(BRIDGE_PLAYER_PROJECTION, memberId)?.sessions ?? [];
      const history = playerHistoryFrom(memberId, sessions, (kind, key) => runner.derived(kind, key));
      return {
        memberId,
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
