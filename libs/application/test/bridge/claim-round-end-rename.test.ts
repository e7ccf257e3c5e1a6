// `RoundEnded` was two events: the session's round end and the claim machine's end-of-round fact
// on a table-board stream. The claim's is now `BoardRoundEnded`; the old ones stay in the log as
// they were written and read renamed on table-board streams only (the club's upcasters).
import { describe, expect, test } from 'vitest';
import { APPEAL_TIMELINE_PROJECTION, boardKey, type AppealTimelineDocument } from '@club/read-models';
import { registry } from '../../src';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const BOARD = 'tableboard-mon1-A-1-1';
const SESSION = 'session-mon1';

describe("the claim's RoundEnded, stored before it was renamed", () => {
  test('reads as BoardRoundEnded on a table-board stream; the session stream keeps RoundEnded', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    // Written as the old code wrote them: the same name on both streams.
    club.store.append(BOARD, [{ type: 'RoundEnded', schemaVersion: 1, data: {} }], 'any');
    club.store.append(
      SESSION,
      [{ type: 'RoundEnded', schemaVersion: 1, data: { round: 1, at: '2026-11-21T21:00:00.000Z' } }],
      'any',
    );

    expect(club.store.readStream(BOARD).map((e) => e.type)).toEqual(['BoardRoundEnded']);
    expect(club.store.readStream(SESSION).map((e) => e.type)).toEqual(['RoundEnded']);
    // Reads by type ask for the stored name too, and keep only what reads as the type asked for.
    expect(club.store.readAll({ types: ['BoardRoundEnded'] }).map((e) => e.streamId)).toEqual([BOARD]);
    expect(club.store.readAll({ types: ['RoundEnded'] }).map((e) => e.streamId)).toEqual([SESSION]);
    expect([...club.store.iterateAll({ types: ['BoardRoundEnded'] })].map((e) => e.streamId)).toEqual([BOARD]);

    // A projection asking for the new name gets the old event (the board's timeline lists it).
    await club.settle();
    const board = club.runner.document<AppealTimelineDocument>(APPEAL_TIMELINE_PROJECTION, boardKey(BOARD));
    expect(board?.kind === 'board' ? board.entries.map((e) => e.type) : board).toEqual(['BoardRoundEnded']);
  });
});
