// League rules on hand-made session scores: best N of M, average percentage with a minimum, and
// points per place with a shared place sharing the points of the places it spans.
import { describe, expect, it } from 'vitest';
import { leagueStandings, type PlayerSessionScore } from '../../src';

const score = (sessionId: string, percentage: number, rank = '1'): PlayerSessionScore => ({
  sessionId,
  name: null,
  startsAt: null,
  section: 'A',
  pair: 'x',
  partners: [],
  percentage,
  total: 0,
  rank,
  fieldSize: 4,
});

const players = new Map<string, PlayerSessionScore[]>([
  ['ann', [score('s1', 60), score('s2', 50), score('s3', 70)]],
  ['bob', [score('s1', 65), score('s2', 64)]],
  ['cid', [score('s3', 80)]],
]);

describe('bridge league rules', () => {
  it('best 2 of 3: ann 70 + 60 = 130, bob 65 + 64 = 129, cid 80 (one session)', () => {
    const s = leagueStandings({ kind: 'best-n-of-m', n: 2 }, players, () => 1);
    expect(s.map((x) => [x.memberId, x.score, x.rank, x.counted])).toEqual([
      ['ann', 130, '1', ['s3', 's1']],
      ['bob', 129, '2', ['s1', 's2']],
      ['cid', 80, '3', ['s3']],
    ]);
  });
  it('average percentage over at least 2 sessions: bob 64.5, ann 60; cid unranked', () => {
    const s = leagueStandings({ kind: 'average-percentage', minSessions: 2 }, players, () => 1);
    expect(s.map((x) => [x.memberId, x.score, x.rank])).toEqual([
      ['bob', 64.5, '1'],
      ['ann', 60, '2'],
      ['cid', 80, null],
    ]);
  });
  it('points per place 10/6/4/2: a shared 2nd place over two pairs shares (6 + 4) / 2 = 5', () => {
    const places = new Map<string, PlayerSessionScore[]>([
      ['ann', [score('s1', 60, '1'), score('s2', 55, '2=')]],
      ['bob', [score('s1', 50, '2='), score('s2', 40, '4')]],
    ]);
    const s = leagueStandings({ kind: 'points-per-place', table: [10, 6, 4, 2] }, places, (x) =>
      x.rank.endsWith('=') ? 2 : 1,
    );
    expect(s.map((x) => [x.memberId, x.score, x.rank])).toEqual([
      ['ann', 15, '1'],
      ['bob', 7, '2'],
    ]);
  });
});
