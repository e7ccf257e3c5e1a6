// A club session as a USEBIO 1.2 file (libs/interchange exportUsebio), for a federation's
// masterpoint upload: the pairs with their players' names and federation numbers where the club
// knows them, each board's hands, and every traveller line with the method's points (matchpoint
// units or IMPs) as the results page scores them; several sections each as a SECTION. An artificial adjustment is written `A6040`; an
// assigned one keeps the table's contract and score, its points the adjusted ones; a weighted one
// (Law 12C1c) is written as its points alone (libs/interchange/README.md).
import {
  exportUsebio,
  type UsebioEventType,
  type UsebioExport,
  type UsebioLine,
  type UsebioPair,
  type UsebioSection,
} from '@club/interchange';
import {
  boardSecrecyFacts,
  computeSessionResults,
  sessionViewFrom,
  type BoardSecrecyFacts,
  type PairResult,
  type TravellerRow,
} from '@club/read-models';
import { parseContract } from '@club/bridge';
import type { Club } from '../club';
import type { SessionResults } from './results-shapes';

const EVENT_TYPES: Record<string, UsebioEventType> = {
  MP: 'MP_PAIRS',
  'MP-NA': 'MP_PAIRS',
  'IMP-BUTLER': 'BUTLER_PAIRS',
  'IMP-CROSS': 'CROSS_IMP',
};

/** The file with each board's secrecy facts, or why USEBIO cannot carry the session. */
export type UsebioFileExport =
  { readonly fileName: string; readonly text: string; readonly boards: BoardSecrecyFacts[] } | UsebioRefusal;

/** Why USEBIO cannot carry the session: the English words, and a code and params for a page's language. */
export type UsebioRefusal =
  | {
      readonly refused: string;
      readonly code: 'usebio-not-pairs';
      readonly params: { readonly sessionId: string; readonly methods: string };
    }
  | { readonly refused: string; readonly code: 'usebio-individual'; readonly params: { readonly sessionId: string } };

export interface UsebioExportSources {
  readonly clubName: string;
  /** The session's ranking with the players' names, as its results page reads it. */
  readonly results?: SessionResults;
  /** A member's number with the national federation, when the club has it. */
  readonly federationIdOf: (memberId: string) => string | null;
}

export function exportSessionUsebio(
  club: Pick<Club, 'runner'>,
  sessionId: string,
  sources: UsebioExportSources,
): UsebioFileExport | undefined {
  const view = sessionViewFrom(club.runner, sessionId);
  if (!view) return undefined;
  const { session } = view;
  const sections = computeSessionResults(view).sections;
  const types = [...new Set(sections.map((s) => EVENT_TYPES[s.method]))];
  if (sections.length === 0 || types.length !== 1 || types[0] === undefined) {
    const methods = [...new Set(sections.map((s) => s.method))].join(' and ');
    return {
      refused: `Session '${sessionId}' is scored ${methods || 'not at all yet'}: a USEBIO file holds one pairs event scored by matchpoints, Butler or cross-IMPs.`,
      code: 'usebio-not-pairs',
      params: { sessionId, methods },
    };
  }
  // An individual's contestants are players, its travellers partnerships formed each round: no PAIRs to write.
  if (session.form === 'individual')
    return {
      refused: `Session '${sessionId}' is an individual event: a USEBIO pairs event holds pairs; export it as PBN.`,
      code: 'usebio-individual',
      params: { sessionId },
    };
  const eventType = types[0];
  const mp = eventType === 'MP_PAIRS';
  // Keyed by the scored section too: per section, `1NS` of A and `1NS` of B are two pairs.
  const names = new Map(
    (sources.results?.sections ?? []).flatMap((s) =>
      s.fields.flatMap((f) => f.rows.map((r) => [`${s.section}\u0000${r.pair}`, r])),
    ),
  );
  const pairOf = (scored: string, t: PairResult, id: string): UsebioPair => {
    const known = names.get(`${scored}\u0000${t.pair}`);
    return {
      id,
      direction: t.direction,
      players: (known?.names ?? t.players).map((name, i) => {
        const member = t.players[i];
        return { name, federationId: member === undefined ? null : sources.federationIdOf(member) };
      }),
      total: t.total,
      percentage: t.percentage,
      place: t.rank,
    };
  };
  // Each section of the session is a USEBIO SECTION with its pairs numbered within it. Scored across
  // the field, one ranking and one comparison span the sections: the points and places written are
  // those, and the pair `A:1NS` is written 1NS in section A.
  const usebioSections: UsebioSection[] = session.sections.map(({ section }) => {
    const scored = sections.find((s) => s.section === section || s.section.split('+').includes(section))!;
    const across = scored.section !== section;
    const own = (pair: string) => (across ? pair.startsWith(`${section}:`) : true);
    const numbered = (pair: string) => (across ? pair.slice(section.length + 1) : pair);
    return {
      id: section,
      pairs: scored.totals.filter((t) => own(t.pair)).map((t) => pairOf(scored.section, t, numbered(t.pair))),
      boards: session.boards.map(({ board }) => {
        const traveller = scored.travellers.find((t) => t.board === board);
        const rows = (traveller?.rows ?? []).filter((row) => row.section === section);
        return {
          board,
          ...(eventType === 'BUTLER_PAIRS' ? { average: traveller?.datum ?? null } : {}),
          lines: rows.map((row) => lineOf({ ...row, ns: numbered(row.ns), ew: numbered(row.ew) }, mp)),
        };
      }),
    };
  });
  const event: UsebioExport = {
    clubName: sources.clubName,
    eventName: session.name ?? sessionId,
    date: session.startsAt ? session.startsAt.slice(0, 10) : null,
    eventType,
    programName: 'Club platform',
    sections: usebioSections.map((s) => ({ ...s, boards: s.boards.filter((b) => b.lines.length > 0) })),
    deals: session.boards.map((b) => ({ board: b.board, deal: b.deal ?? null })),
  };
  return {
    fileName: `${sessionId}.xml`,
    text: exportUsebio(event),
    boards: session.boards.map((b) => boardSecrecyFacts(view, b.board)),
  };
}

function lineOf(row: TravellerRow, mp: boolean): UsebioLine {
  // `A60/40`: an artificial score for each side, written as USEBIO's A6040 with no contract.
  const artificial = /^A(\d+)\/(\d+)$/.exec(row.adjusted ?? '');
  // A weighted score (Law 12C1c) is no one score USEBIO 1.2 can write: its points alone, no contract or SCORE.
  const weighted = row.adjusted === 'weighted';
  const contract = artificial || weighted || row.contract === null ? null : parseContract(row.contract);
  return {
    ns: row.ns,
    ew: row.ew,
    contract,
    declarer: contract === null ? null : row.declarer,
    lead: contract === null ? null : (row.lead ?? null),
    tricks: contract === null ? null : row.tricks,
    score: artificial
      ? { nsPercent: Number(artificial[1]), ewPercent: Number(artificial[2]) }
      : weighted
        ? null
        : row.nsScore,
    nsPoints: mp ? row.mpNS : row.impNS,
    ewPoints: mp ? row.mpEW : row.impEW,
  };
}
