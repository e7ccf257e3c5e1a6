// A synthetic season for the benchmarks: sessions of 24 boards played at 13 tables, one
// ResultEntered event per table and board (contract, declarer, tricks, score from North-South's
// view), and projections shaped like the club's: results per board, per-pair history, a session
// summary, and a results job that matchpoints a session from its boards' documents.
import type { RecordedEvent } from '@club/events';
import type { DerivedJobKind, DocumentProjection } from '../src';

export const BOARDS = 24;
export const TABLES = 13;
export const RESULTS_PER_SESSION = BOARDS * TABLES;

export interface Result {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: number;
  readonly score: number;
}

const CONTRACTS = ['1NT', '2S', '3NT', '4H', '4S', '3D', '2H'];
/** The result at table t of board b in session s: varied, deterministic. */
export function resultAt(s: number, b: number, t: number): Result {
  const k = (s * 7919 + b * 104_729 + t * 1_299_709) % 1_000_003;
  return {
    board: b + 1,
    ns: `p${(s + t) % 60}`,
    ew: `p${60 + ((s + 2 * t) % 60)}`,
    contract: CONTRACTS[k % 7]!,
    declarer: 'NESW'[k % 4]!,
    tricks: 6 + (k % 8),
    score: ((k % 23) - 11) * 50,
  };
}

export const resultEntered = (r: Result) => ({ type: 'ResultEntered', schemaVersion: 1, data: r });
const sessionOf = (event: RecordedEvent) => event.streamId.slice('session-'.length);
const resultOf = (event: RecordedEvent) => event.data as Result;

export const boardResults: DocumentProjection<{
  readonly results: ReadonlyArray<{ readonly ns: string; readonly ew: string; readonly score: number }>;
}> = {
  name: 'bench.board-results',
  version: 1,
  types: ['ResultEntered'],
  keysOf: (event) => [`${sessionOf(event)}/${resultOf(event).board}`],
  initial: () => ({ results: [] }),
  evolve: (doc, event) => {
    const { ns, ew, score } = resultOf(event);
    return { results: [...doc.results, { ns, ew, score }] };
  },
};

export const pairHistory: DocumentProjection<{ readonly boards: number; readonly total: number }> = {
  name: 'bench.pair-history',
  version: 1,
  types: ['ResultEntered'],
  keysOf: (event) => [resultOf(event).ns, resultOf(event).ew],
  initial: () => ({ boards: 0, total: 0 }),
  evolve: (doc, event) => ({ boards: doc.boards + 1, total: doc.total + resultOf(event).score }),
};

export const sessionSummary: DocumentProjection<{ readonly results: number; readonly boards: readonly number[] }> = {
  name: 'bench.session-summary',
  version: 1,
  types: ['ResultEntered'],
  keysOf: (event) => [sessionOf(event)],
  initial: () => ({ results: 0, boards: [] }),
  evolve: (doc, event) => {
    const board = resultOf(event).board;
    return { results: doc.results + 1, boards: doc.boards.includes(board) ? doc.boards : [...doc.boards, board] };
  },
};

/** Matchpoints per board (2 per pair beaten, 1 per tie), totalled per North-South pair. */
export const sessionResultsJob: DerivedJobKind = {
  kind: 'bench-results',
  types: ['ResultEntered'],
  triggerOf: (event) => ({ subject: sessionOf(event) }),
  compute(job, documents) {
    const summary = documents.document<{ boards: number[] }>('bench.session-summary', job.subject);
    const totals: Record<string, number> = {};
    for (const board of summary?.boards ?? []) {
      const results =
        documents.document<{ results: Array<{ ns: string; score: number }> }>(
          'bench.board-results',
          `${job.subject}/${board}`,
        )?.results ?? [];
      for (const r of results)
        totals[r.ns] =
          (totals[r.ns] ?? 0) +
          results.reduce((mp, o) => mp + (o === r ? 0 : r.score > o.score ? 2 : r.score === o.score ? 1 : 0), 0);
    }
    const ranking = Object.entries(totals).sort(([, a], [, b]) => b - a);
    return [{ kind: 'bench-ranking', key: job.subject, doc: { session: job.subject, ranking } }];
  },
};

export const seasonProjections = [boardResults, pairHistory, sessionSummary];
