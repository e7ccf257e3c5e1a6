// Two directors rule on one board at the same moment, each through his own connection to the same
// SQLite file: the second ruling lands between the first one's read and its append. The decider
// numbers rulings from the stream, so the first director's retry takes the next number: both
// rulings are recorded, with distinct ids, and neither is refused as a duplicate.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBoardStreamId } from '@club/club';
import { openClub, type Club } from '../../src';
import { directorCommands } from '../../src/site/director-commands';
import { directorReader } from '../../src/site/director-reader';

const dir = mkdtempSync(join(tmpdir(), 'concurrent-rulings-'));
const file = join(dir, 'club.sqlite');
let first: Club;
let second: Club;
const by = { memberId: 'td' };
const now = () => new Date('2026-03-02T19:00:00Z');

beforeAll(async () => {
  first = await openClub({ file, queue: 'in-process', log: () => {} });
  second = await openClub({ file, queue: 'in-process', log: () => {} });
});
afterAll(async () => {
  await first.close();
  await second.close();
  rmSync(dir, { recursive: true, force: true });
});

// A 2-table Howell of 3 boards, one board a round.
const session = {
  sessionId: 'race',
  name: 'Two directors',
  startsAt: '2026-03-02T18:00:00Z',
  sections: ['A'],
  scoring: 'MP' as const,
  lawsEdition: '2007' as const,
  correctionPeriodMinutes: 30,
  appealPeriodMinutes: 30,
  movement: { kind: 'howell' as const, tables: 2, boardsPerRound: 1 },
  entrants: ['a', 'b', 'c', 'd'].map((p) => ({ players: [`${p}1`, `${p}2`] })),
};
const ruling = (text: string) => ({
  laws: ['16B1'],
  rulingType: 'no-rectification' as const,
  offendingSide: null as null,
  rectifications: [],
  text,
  appealRightNotified: true,
});

describe('rulings given at once on one board', () => {
  it('both land with distinct ids: the one that lost the race is decided again and takes the next id', async () => {
    await directorCommands(first, { now }).openSession(session, by);
    const slot = directorReader(first)
      .directorSession('race')!
      .slots.find((s) => s.board === 1)!;
    const ref = { sessionId: 'race', section: 'A', table: slot.table, board: 1 };
    expect(
      await directorCommands(first, { now }).giveRuling(
        { ...ref, ...ruling('the board opens with a first ruling') },
        by,
      ),
    ).toEqual({ rulingId: 'r1' });

    // The second director's ruling is appended through the other connection while the first one's
    // decision is on its way to the log (after its read of the stream, before its append).
    const stream = tableBoardStreamId(ref);
    const append = first.store.append;
    let secondRuling: { rulingId: string } | undefined;
    Object.assign(first.store, {
      append: async (...args: Parameters<typeof append>) => {
        if (args[0] === stream && !secondRuling)
          secondRuling = await directorCommands(second, { now }).giveRuling(
            { ...ref, ...ruling('the second director') },
            by,
          );
        return append(...args);
      },
    });
    const firstRuling = await directorCommands(first, { now }).giveRuling(
      { ...ref, ...ruling('the first director') },
      by,
    );

    expect(secondRuling).toEqual({ rulingId: 'r2' });
    expect(firstRuling).toEqual({ rulingId: 'r3' });
    const recorded = first.store
      .readStream(stream)
      .filter((e) => e.type === 'RulingGiven')
      .map((e) => [(e.data as { rulingId: string }).rulingId, (e.data as { text: string }).text]);
    expect(recorded).toEqual([
      ['r1', 'the board opens with a first ruling'],
      ['r2', 'the second director'],
      ['r3', 'the first director'],
    ]);
  });
});
