// Cached reads: a named read is computed once per data version (store head, projections'
// checkpoints, newest derived document) and again after an append; other methods are untouched.
import { describe, expect, test } from 'vitest';
import { withCachedReads } from '../../src/site/cached-reads';
import { recordScore, scoreDecider } from '../support/score-decider';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('withCachedReads', () => {
  test('answers from memory until the data changes, per argument list; uncached methods run every time', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    const calls = { ranking: 0, clock: 0 };
    const reader = withCachedReads(
      club,
      {
        ranking: (session: string) => (calls.ranking++, club.runner.derived('ranking', session)?.doc ?? null),
        clock: () => ++calls.clock,
      },
      ['ranking'],
    );
    club.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await club.settle();
    const first = reader.ranking('a');
    expect(reader.ranking('a')).toBe(first);
    expect(reader.ranking('b')).toBeNull();
    expect(calls.ranking).toBe(2);
    reader.clock();
    reader.clock();
    expect(calls.clock).toBe(2);

    club.execute('session-a', scoreDecider, recordScore('ew2', 5));
    await club.settle();
    expect(reader.ranking('a')).toMatchObject({ ranks: [{ rank: 1, pair: 'ew2', points: 5 }, { rank: 2, pair: 'ns1', points: 3 }] });
    expect(calls.ranking).toBe(3);
  });
});
