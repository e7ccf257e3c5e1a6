// Cached reads: a named read is computed once and again after a change: any change for a read
// given in a list, only a change of its subjects for a read given with them (a session's read is
// kept while another session changes); other methods are untouched. The data version (store head,
// projections' checkpoints, newest derived document) moves with an append, not with a sign-in.
import { describe, expect, test } from 'vitest';
import { sessionDecider, sessionStreamId } from '@club/club';
import { executeBridge } from '../../src';
import { cacheSubject } from '../../src/site/cache-subjects';
import { dataVersion, withCachedReads } from '../../src/site/cached-reads';
import { recordScore, scoreDecider } from '../support/score-decider';
import { scheduleSmallMitchell } from '../support/small-mitchell';
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
    await club.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await club.settle();
    const first = reader.ranking('a');
    expect(reader.ranking('a')).toBe(first);
    expect(reader.ranking('b')).toBeNull();
    expect(calls.ranking).toBe(2);
    reader.clock();
    reader.clock();
    expect(calls.clock).toBe(2);

    await club.execute('session-a', scoreDecider, recordScore('ew2', 5));
    await club.settle();
    expect(reader.ranking('a')).toMatchObject({
      ranks: [
        { rank: 1, pair: 'ew2', points: 5 },
        { rank: 2, pair: 'ns1', points: 3 },
      ],
    });
    expect(calls.ranking).toBe(3);
  });

  test('an append by another connection on the same file (a worker, another process) starts a fresh cache', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    const other = await clubs.open({ queue: 'in-process' });
    let calls = 0;
    const reader = withCachedReads(
      club,
      { ranking: (session: string) => (calls++, club.runner.derived('ranking', session)?.doc ?? null) },
      ['ranking'],
    );
    await other.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await other.settle();
    expect(reader.ranking('a')).toMatchObject({ ranks: [{ pair: 'ns1', points: 3 }] });
    expect(reader.ranking('a')).toMatchObject({ ranks: [{ pair: 'ns1', points: 3 }] });
    expect(calls).toBe(1);

    await other.execute('session-a', scoreDecider, recordScore('ew2', 5));
    await other.settle();
    expect(reader.ranking('a')).toMatchObject({
      ranks: [
        { pair: 'ew2', points: 5 },
        { pair: 'ns1', points: 3 },
      ],
    });
    expect(calls).toBe(2);
  });

  test('the version is the same after a write outside the log and read models (a sign-in), and moves with an append', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    await club.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await club.settle();
    const before = dataVersion(club);
    club.store.sqlite.exec('CREATE TABLE IF NOT EXISTS sign_ins (token TEXT)');
    club.store.sqlite.prepare('INSERT INTO sign_ins VALUES (?)').run('t1');
    expect(dataVersion(club)).toBe(before);
    await club.execute('session-a', scoreDecider, recordScore('ew2', 5));
    expect(dataVersion(club)).not.toBe(before);
    const appended = dataVersion(club);
    await club.settle();
    expect(dataVersion(club)).not.toBe(appended);
  });

  test('a read named with its session is kept while another session changes, and read again when its own does', async () => {
    const club = await clubs.open({ queue: 'in-process', registry: undefined });
    for (const sessionId of ['s1', 's2']) await scheduleSmallMitchell(club, sessionId, { prefix: `${sessionId}p` });
    await club.settle();
    const calls: string[] = [];
    const reader = withCachedReads(
      club,
      {
        publications: (sessionId: string) => (
          calls.push(sessionId),
          club.runner.document<{ publications: unknown[] }>('bridge.session', sessionId)?.publications.length
        ),
      },
      { publications: (sessionId: string) => [cacheSubject.session(sessionId)] },
    );
    expect([reader.publications('s1'), reader.publications('s2')]).toEqual([0, 0]);
    await executeBridge(club, sessionStreamId('s1'), sessionDecider, {
      type: 'MakeOfficialScoreAvailable',
      availableAt: '2026-11-21T22:00:00.000Z',
    });
    await club.settle();
    expect([reader.publications('s1'), reader.publications('s2')]).toEqual([1, 0]);
    expect(calls).toEqual(['s1', 's2', 's1']);
  });
});
