// The bridge area through the application layer on a real SQLite file: a session scheduled, boards
// opened from the session's movement, results entered, the official score published; the results
// job writes the session results; a late correction is refused with the deadline, then authorised.
import { describe, expect, test } from 'vitest';
import {
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  clubTableBoardCommandOf,
  type ClubTableBoardCommandInput,
  type SessionCommand,
  type TableBoardRef,
} from '@club/club';
import type { SessionResults, Traveller } from '@club/read-models';
import { executeBridge, openTableBoardCommand, registry, scoreClockOf } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('the bridge area in the application registry', () => {
  test('results, travellers and a 79C2 correction, verified against a fresh replay', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const session = (command: SessionCommand) => executeBridge(club, sessionStreamId('wed'), sessionDecider, command);
    const board = (ref: TableBoardRef, command: ClubTableBoardCommandInput) =>
      executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, clubTableBoardCommandOf(command));
    await session({
      type: 'ScheduleSession',
      sessionId: 'wed',
      name: 'Wednesday pairs',
      startsAt: '2026-11-25T18:00:00.000Z',
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
      boards: [1, 2, 3, 4, 5, 6].map((b) => ({ board: b })),
      entrants: [],
    });
    // Board 1 (N, None) is played at table 1 in round 1, table 3 in round 2, table 2 in round 3.
    const entries: [number, number][] = [
      [1, 10],
      [3, 9],
      [2, 11],
    ];
    for (const [table, tricks] of entries) {
      const ref = { sessionId: 'wed', section: 'A', table, board: 1 };
      await board(ref, openTableBoardCommand(club.store, ref, '2026-11-25T18:10:00.000Z'));
      await board(ref, {
        type: 'EnterResult',
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'N',
        tricks,
      });
    }
    await session({ type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-25T21:00:00.000Z' });
    await club.settle();

    const results = club.runner.derived('bridge-results', 'wed');
    expect(results?.jobId).toMatch(/^results\.wed\.v\d+$/);
    const t = club.runner.derived('bridge-traveller', 'wed.A.1')!.doc as Traveller;
    // 4S+1 +450 beats both (4), 4S= +420 beats one (2), 4S-1 -50 none (0).
    expect(t.rows.map((r) => [r.table, r.ns, r.ew, r.nsScore, r.mpNS])).toEqual([
      [1, '1NS', '1EW', 420, 2],
      [2, '2NS', '3EW', 450, 4],
      [3, '3NS', '2EW', -50, 0],
    ]);

    const ref = { sessionId: 'wed', section: 'A', table: 3, board: 1 };
    const late = {
      type: 'CorrectResult' as const,
      after: { contract: '4S', declarer: 'N' as const, tricks: 10 },
      reason: 'tabulation-error',
      clock: scoreClockOf(club.store, 'wed', '2026-11-25T21:30:01.000Z'),
    };
    await expect(board(ref, late)).rejects.toThrow(/correction period ended at 2026-11-25T21:30:00.000Z/);
    await board(ref, {
      type: 'AuthorizeLateScoreCorrection',
      authorizationId: 'a1',
      directorId: 'td',
      organizerId: 'to',
      attestation: 'score slip reads 10 tricks',
      at: '2026-11-25T21:40:00.000Z',
    });
    await board(ref, { ...late, authorizationId: 'a1' });
    await club.settle();
    const after = club.runner.derived('bridge-traveller', 'wed.A.1')!.doc as Traveller;
    // Now +420 twice (1 each: a tie) and +450 (4).
    expect(after.rows.map((r) => [r.nsScore, r.mpNS])).toEqual([
      [420, 1],
      [450, 4],
      [420, 1],
    ]);
    expect((club.runner.derived('bridge-results', 'wed')!.doc as SessionResults).publication?.correctionDeadline).toBe(
      '2026-11-25T21:30:00.000Z',
    );
    // The codec keeps the schema version in the envelope, not in the data (SessionScheduled is at version 2:
    // its guests are records with their federation ids).
    const stored = club.store.readStream(sessionStreamId('wed'))[0]!;
    expect([stored.type, stored.schemaVersion, 'schemaVersion' in (stored.data as object)]).toEqual([
      'SessionScheduled',
      2,
      false,
    ]);
    expect(club.runner.verify().ok).toBe(true);
  });
});
