// A table's entry far from the field's, through the table-entry use case on a real SQLite club: the
// answer names the flags and nothing is recorded; the same entry sent again with the flags' codes is
// recorded with them, once; a result near the field's is recorded at once, with no flags.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableBoardStreamId } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUseCases, DEMO_CLUB_ID, openClub, type Club } from '../../src';
import type { TableEnterResultInput } from '../../src/site/table-shapes';

const dir = mkdtempSync(join(tmpdir(), 'table-result-flags-'));
let club: Club;
const SESSION = 'tflags';
const BOARD = 1;
const by = { memberId: 'td' };
const now = () => new Date('2026-03-02T19:00:00Z');
const site = () => createSiteUseCases(club, { clubId: DEMO_CLUB_ID, now });
const tableIn = (round: number) =>
  site()
    .directorSession(SESSION)!
    .slots.find((s) => s.round === round && s.board === BOARD)!;
const streamOf = (table: number) =>
  club.store.readStream(tableBoardStreamId({ sessionId: SESSION, section: 'A', table, board: BOARD }));

/** The round-3 table's entry of board 1, by its phone. */
function entryOf(contract: string, tricks: number, n: number): TableEnterResultInput {
  const slot = tableIn(3);
  return {
    sessionId: SESSION,
    section: 'A',
    table: slot.table,
    board: BOARD,
    ns: slot.ns,
    ew: slot.ew,
    contract,
    declarer: 'N',
    tricks,
    entryId: `0192f1c4-5a3b-7c2d-8e4f-${String(n).padStart(12, '0')}`,
  };
}
const phone = (table: number) => ({ kind: 'table' as const, seat: { sessionId: SESSION, section: 'A', table } });

beforeAll(async () => {
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await site().openSession(
    {
      sessionId: SESSION,
      name: 'Flags at the table',
      startsAt: '2026-03-02T18:00:00Z',
      sections: ['A'],
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      scoring: 'MP',
      lawsEdition: '2007',
      entrants: Array.from({ length: 6 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] })),
      correctionPeriodMinutes: 30,
      appealPeriodMinutes: 30,
    },
    by,
  );
  await site().openTableEntry({ sessionId: SESSION, confirmation: 'none' }, by);
  // Board 1, nobody vulnerable: 4H by E making 11 (NS −450), then 4H by W two down (NS +100).
  const field = [
    ['4H', 'E', 11],
    ['4H', 'W', 8],
  ] as const;
  for (const [i, [contract, declarer, tricks]] of field.entries()) {
    await site().startRound({ sessionId: SESSION, round: i + 1 }, by);
    const { table } = tableIn(i + 1);
    await site().enterResult({ sessionId: SESSION, section: 'A', table, board: BOARD, contract, declarer, tricks }, by);
    await site().endRound({ sessionId: SESSION, round: i + 1 }, by);
  }
  await site().startRound({ sessionId: SESSION, round: 3 }, by);
});
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a table's entry far from the field's", () => {
  it('is answered with its flags, recording nothing, until the players confirm every flag raised', async () => {
    const { table } = tableIn(3);
    // 4SX by N four down, nobody vulnerable: 100 + 200 + 200 + 300 → NS −800, below −450…+100.
    const flagged = await site().enterTableResult(entryOf('4SX', 6, 1), phone(table));
    expect(flagged).toEqual({
      outcome: 'flagged',
      flags: [
        {
          code: 'contract-not-reached-beyond-range',
          params: { contract: '4SX', declarer: 'N', nsScore: -800, fieldMin: -450, fieldMax: 100 },
        },
      ],
    });
    const otherCode = { ...entryOf('4SX', 6, 1), confirmedFlags: ['declarer-side-differs' as const] };
    expect((await site().enterTableResult(otherCode, phone(table))).outcome).toBe('flagged');
    expect(streamOf(table)).toEqual([]);
  });

  it('is recorded with its flags under the same entry id once confirmed, and a resend records nothing', async () => {
    const { table } = tableIn(3);
    const confirmed = { ...entryOf('4SX', 6, 1), confirmedFlags: ['contract-not-reached-beyond-range' as const] };
    expect(await site().enterTableResult(confirmed, phone(table))).toEqual({ outcome: 'recorded', scoreNs: -800 });
    const events = streamOf(table);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['TableResultRecorded', 'ResultFlagsConfirmed']);
    expect(events.at(-1)!.metadata.eventId).toBe(confirmed.entryId);
    expect(events.at(-1)!.data).toMatchObject({ at: now().toISOString() });
    expect(await site().enterTableResult(confirmed, phone(table))).toEqual({ outcome: 'recorded', scoreNs: -800 });
    expect(streamOf(table)).toHaveLength(events.length);
    expect(
      site()
        .directorSession(SESSION)!
        .flagged.map((f) => [f.table, f.board]),
    ).toEqual([[table, BOARD]]);
  });

  it('entered again with another result asks the director, unflagged: he decides', async () => {
    const { table } = tableIn(3);
    expect(await site().enterTableResult(entryOf('4SX', 7, 2), phone(table))).toEqual({
      outcome: 'correction-requested',
      scoreNs: -500,
      standing: { contract: '4SX', declarer: 'N', tricks: 6, scoreNs: -800 },
    });
    expect(streamOf(table).at(-1)!.type).toBe('ResultCorrectionRequested');
  });
});
