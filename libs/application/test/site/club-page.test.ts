// Issue 21, point 18: the public club page lists the latest sessions whose official score is
// published, newest first, and nothing of a session still unpublished or of an Ulti session.
import { describe, expect, it } from 'vitest';
import { clubPageReader } from '../../src/site/club-page';
import type { SessionResults, SessionSummary } from '../../src/site/results-shapes';

const summary = (sessionId: string, date: string, game: 'bridge' | 'ulti' = 'bridge'): SessionSummary => ({
  sessionId,
  name: sessionId,
  date,
  game,
  status: 'over',
});
const results = (sessionId: string, publishedAt: string | null): SessionResults => ({
  ...summary(sessionId, ''),
  scoring: 'MP',
  form: 'pairs',
  publishedAt,
  importedFrom: null,
  boards: [1],
  sections: [],
});

const sessions = [
  summary('Mon', '2026-03-02'),
  summary('Sun', '2026-03-01', 'ulti'),
  summary('Thu', '2026-02-26'),
  summary('Tue', '2026-02-24'),
];
const published: Record<string, string | null> = {
  Mon: null,
  Thu: '2026-02-26T22:40:00Z',
  Tue: '2026-02-24T22:40:00Z',
};
const reader = (isPublic: boolean) =>
  clubPageReader(
    {
      latestSessions: (limit) => sessions.slice(0, limit),
      sessionResults: (id) => (id in published ? results(id, published[id] ?? null) : undefined),
    },
    isPublic,
  );

describe('the public club page', () => {
  it('lists the latest published bridge sessions, newest first, as many as asked', () => {
    expect(
      reader(true)
        .clubPage(3)
        .sessions.map((s) => s.sessionId),
    ).toEqual(['Thu', 'Tue']);
    expect(
      reader(true)
        .clubPage(1)
        .sessions.map((s) => s.sessionId),
    ).toEqual(['Thu']);
  });

  it("says whether the club shows it to visitors (the club's setting)", () => {
    expect(reader(true).clubPageIsPublic()).toBe(true);
    expect(reader(false).clubPageIsPublic()).toBe(false);
  });
});
