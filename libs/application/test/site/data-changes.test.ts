// What changed, as cache subjects (src/site/data-changes.ts), on a real club file with the
// application's projections and jobs: a session's events touch that session, the lists and the
// history of its entrants only; a results job finishing after a look touches its session again;
// a write outside the log (a sign-in) touches nothing; a club stream (members, roles) touches
// everything, also when another process on the same file writes it.
import { describe, expect, test } from 'vitest';
import { clubDecider, clubStreamId, sessionDecider, sessionStreamId } from '@club/club';
import { executeBridge, openClub } from '../../src';
import { dataChanges } from '../../src/site/data-changes';
import { scheduleSmallMitchell } from '../support/small-mitchell';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const at = '2026-11-21T18:00:00.000Z';

describe('dataChanges', () => {
  test("a session's change touches that session, the lists and its entrants' histories; a job done after a look touches them again", async () => {
    const club = await clubs.open({ queue: 'in-process', registry: undefined });
    const changes = dataChanges(club);
    expect(changes.next()).toBeNull(); // the first look
    expect(changes.next()).toBeNull();

    await scheduleSmallMitchell(club, 's1', { prefix: 'p', startsAt: at });
    await scheduleSmallMitchell(club, 's2', { prefix: 'q', startsAt: at });
    await club.settle();
    const both = changes.next();
    expect(both).not.toBe('everything');
    expect([...(both as Set<string>)]).toEqual(
      expect.arrayContaining(['bridge-session:s1', 'bridge-session:s2', 'lists', 'history:p1', 'history:q12']),
    );

    // A write outside the log and read models (a sign-in) touches nothing.
    club.store.sqlite.exec('CREATE TABLE IF NOT EXISTS sign_ins (token TEXT); INSERT INTO sign_ins VALUES (1)');
    expect(changes.next()).toBeNull();

    // Published: the events are folded (the results job now pending), looked at, then the job runs.
    await executeBridge(club, sessionStreamId('s1'), sessionDecider, {
      type: 'MakeOfficialScoreAvailable',
      availableAt: at,
    });
    club.runner.catchUp();
    expect(club.runner.jobs.pending().map((j) => j.subject)).toContain('s1');
    const seen = changes.next() as Set<string>;
    expect([...seen].sort()).toEqual(
      ['bridge-session:s1', 'lists', ...Array.from({ length: 12 }, (_, i) => `history:p${i + 1}`)].sort(),
    );
    await club.settle();
    const after = changes.next();
    expect(after).toEqual(seen); // the job's derived documents: the same subjects again
    expect(changes.next()).toBeNull();
  });

  test('a club change (the club founded), here by another process on the same file, touches everything', async () => {
    const club = await clubs.open({ queue: 'in-process', registry: undefined });
    const other = await openClub({ file: club.store.file, queue: 'in-process', log: () => {} });
    try {
      const changes = dataChanges(club);
      changes.next();
      await other.execute(clubStreamId('demo'), clubDecider, { type: 'FoundClub', clubId: 'demo', name: 'Club', at });
      await other.settle();
      expect(changes.next()).toBe('everything');
      expect(changes.next()).toBeNull();
    } finally {
      await other.close();
    }
  });
});
