// Small projections and a results job kind for testing the machinery before the club's real
// projections exist: a per-stream event counter, a per-pair sum, and a session's scores with a
// ranking computed by a job. Also used by @club/application's tests.
import type { RecordedEvent } from '@club/events';
import type { DerivedJobKind, DocumentProjection } from '../../src';

/** `session-<id>` streams carry ScoreRecorded{pair, points} and Note{text} events. */
export const scoreRecorded = (pair: string, points: number) => ({
  type: 'ScoreRecorded',
  schemaVersion: 1,
  data: { pair, points },
});
export const note = (text: string) => ({ type: 'Note', schemaVersion: 1, data: { text } });

type Score = RecordedEvent<string, { pair: string; points: number }>;

export interface StreamCount {
  readonly events: number;
  readonly lastPosition: number;
}

export const streamCounter: DocumentProjection<StreamCount> = {
  name: 'test.stream-counter',
  version: 1,
  types: ['ScoreRecorded', 'Note'],
  keysOf: (event) => [event.streamId],
  initial: () => ({ events: 0, lastPosition: 0 }),
  evolve: (doc, event) => ({ events: doc.events + 1, lastPosition: event.position }),
};

/** Total points per pair over every session: one event touches the pair's document. */
export const pairTotals: DocumentProjection<{ readonly total: number; readonly sessions: readonly string[] }> = {
  name: 'test.pair-totals',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: (event) => [(event as Score).data.pair],
  initial: () => ({ total: 0, sessions: [] }),
  evolve: (doc, event) => ({
    total: doc.total + (event as Score).data.points,
    sessions: doc.sessions.includes(event.streamId) ? doc.sessions : [...doc.sessions, event.streamId],
  }),
};

export const sessionIdOf = (streamId: string) => streamId.slice('session-'.length);

/** Points per pair in one session. */
export const sessionScores: DocumentProjection<{ readonly points: Readonly<Record<string, number>> }> = {
  name: 'test.session-scores',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: (event) => [sessionIdOf(event.streamId)],
  initial: () => ({ points: {} }),
  evolve: (doc, event) => {
    const { pair, points } = (event as Score).data;
    return { points: { ...doc.points, [pair]: (doc.points[pair] ?? 0) + points } };
  },
};

export interface Ranking {
  readonly session: string;
  /** Highest points first; equal points share a rank (1, 2, 2, 4), listed by pair name. */
  readonly ranks: ReadonlyArray<{ readonly rank: number; readonly pair: string; readonly points: number }>;
}

export function rankingOf(session: string, points: Readonly<Record<string, number>>): Ranking {
  const sorted = Object.entries(points).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return {
    session,
    ranks: sorted.map(([pair, p]) => ({ rank: 1 + sorted.filter(([, q]) => q > p).length, pair, points: p })),
  };
}

/** Each score makes its session's ranking stale; the job ranks the session's pairs. */
export const resultsJob: DerivedJobKind = {
  kind: 'results',
  types: ['ScoreRecorded'],
  triggerOf: (event) => ({ subject: sessionIdOf(event.streamId) }),
  compute(job, documents) {
    const scores = documents.document<{ points: Record<string, number> }>('test.session-scores', job.subject);
    return [{ kind: 'ranking', key: job.subject, doc: rankingOf(job.subject, scores?.points ?? {}) }];
  },
};

export const testProjections = [streamCounter, pairTotals, sessionScores];
