// A table's entry checked against the board's other results on a real SQLite club: the field is read
// from the stored documents, the director's own entry records no flags, and an entry the players
// confirmed records the flags raised at that moment after its result, which the director's list shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseContract, type Seat } from '@club/bridge';
import { tableBoardStreamId } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { roundsOf } from '../../src/bridge/session-facts';
import { directorCommands, directorStreams } from '../../src/site/director-commands';
import { directorControl } from '../../src/site/director-control';
import { directorReader } from '../../src/site/director-reader';
import { flagsDecision, flagsFor } from '../../src/site/result-flags';

const dir = mkdtempSync(join(tmpdir(), 'result-flags-'));
let club: Club;
const by = { memberId: 'td' };
const now = () => new Date('2026-03-02T19:00:00Z');
const SESSION = 'flags';
// Board 4: both sides vulnerable (Law 2); in a 5-table Mitchell with one board a round, one table a round plays it.
const BOARD = 4;

const entry = (contract: string, declarer: Seat, tricks: number) => ({
  contract: parseContract(contract),
  declarer,
  tricks,
});
const refInRound = (round: number) => {
  const slot = directorReader(club)
    .directorSession(SESSION)!
    .slots.find((s) => s.round === round && s.board === BOARD)!;
  return { sessionId: SESSION, section: 'A', table: slot.table, board: BOARD };
};
const control = () => directorControl(club, { now });
const director = () => directorCommands(club, { now });

beforeAll(async () => {
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await director().openSession(
    {
      sessionId: SESSION,
      name: 'Flags',
      startsAt: '2026-03-02T18:00:00Z',
      sections: ['A'],
      movement: { kind: 'mitchell', tables: 5, boardsPerRound: 1 },
      scoring: 'MP',
      lawsEdition: '2007',
      entrants: Array.from({ length: 10 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] })),
      correctionPeriodMinutes: 30,
      appealPeriodMinutes: 30,
    },
    by,
  );
  // Rounds 1-3 on board 4, all vulnerable: 4H by E, 11 tricks: 120 + 30 + 500 → NS −650;
  // 4H by W, 8 tricks: 2 down × 100 → NS +200; 3H by E, 10 tricks: 90 + 30 + 50 → NS −170.
  const field = [
    ['4H', 'E', 11],
    ['4H', 'W', 8],
    ['3H', 'E', 10],
  ] as const;
  for (const [i, [contract, declarer, tricks]] of field.entries()) {
    await control().startRound({ sessionId: SESSION, round: i + 1 }, by);
    await director().enterResult({ ...refInRound(i + 1), contract, declarer, tricks }, by);
    await control().endRound({ sessionId: SESSION, round: i + 1 }, by);
  }
});
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a table's entry against the field", () => {
  it('flags 4♠ doubled by N, 4 down vulnerable (−1100), a contract nobody reached, below −650…+200', async () => {
    await control().startRound({ sessionId: SESSION, round: 4 }, by);
    expect(flagsFor(club, refInRound(4), entry('4SX', 'N', 6))).toEqual([
      {
        code: 'contract-not-reached-beyond-range',
        params: { contract: '4SX', declarer: 'N', nsScore: -1100, fieldMin: -650, fieldMax: 200 },
      },
    ]);
    expect(flagsFor(club, refInRound(4), entry('4H', 'E', 11))).toEqual([]);
  });

  it("records no flag for the director's own entry: he is trusted", async () => {
    const ref = refInRound(4);
    await director().enterResult({ ...ref, contract: '4SX', declarer: 'N', tricks: 6 }, by);
    const types = club.store.readStream(tableBoardStreamId(ref)).map((e) => e.type);
    expect(types).toContain('TableResultRecorded');
    expect(types).not.toContain('ResultFlagsConfirmed');
    await control().endRound({ sessionId: SESSION, round: 4 }, by);
  });

  it('asks first, then records the flags raised now after the result once the players confirmed them', async () => {
    await control().startRound({ sessionId: SESSION, round: 5 }, by);
    const ref = refInRound(5);
    // 5S doubled by S, 5 tricks, vulnerable: 200 + 5 × 300 = 1700 → NS −1700, below −1100…+200.
    const five = entry('5SX', 'S', 5);
    const flags = flagsFor(club, ref, five);
    expect(flags).toEqual([
      {
        code: 'contract-not-reached-beyond-range',
        params: { contract: '5SX', declarer: 'S', nsScore: -1700, fieldMin: -1100, fieldMax: 200 },
      },
    ]);
    const at = '2026-03-02T20:10:00.000Z';
    expect(flagsDecision(flags, [], at)).toEqual({ status: 'flagged', flags });
    const decision = flagsDecision(flags, ['contract-not-reached-beyond-range'], at);
    expect(decision).toEqual({ status: 'clear', confirmedFlags: { flags, at } });
    if (decision.status !== 'clear') throw new Error('confirmed');

    await directorStreams(club, () => now().toISOString()).onBoard(
      ref,
      { memberId: 'p9' },
      { type: 'EnterResult', ...five, confirmedFlags: decision.confirmedFlags! },
      roundsOf(club.store, SESSION),
    );
    const events = club.store.readStream(tableBoardStreamId(ref));
    expect(events.map((e) => e.type).slice(-2)).toEqual(['TableResultRecorded', 'ResultFlagsConfirmed']);
    expect(events.at(-1)!.data).toEqual({ flags, at });

    // The director's list: from the bridge.director-session document, with the slot's pairs and result.
    const session = directorReader(club).directorSession(SESSION)!;
    const slot = session.slots.find((s) => s.round === 5 && s.board === BOARD)!;
    expect(session.flagged).toEqual([
      {
        section: 'A',
        round: 5,
        table: ref.table,
        board: BOARD,
        ns: slot.ns,
        ew: slot.ew,
        result: { contract: '5SX', declarer: 'S', tricks: 5, scoreNs: -1700 },
        flags,
        at,
      },
    ]);
    expect(club.runner.verify().projections.find((p) => p.name === 'bridge.director-session')).toMatchObject({
      differences: 0,
    });
  });

  it('names an unknown session or board', () => {
    expect(() => flagsFor(club, { ...refInRound(1), sessionId: 'nope' }, entry('1NT', 'N', 7))).toThrow(
      "no session 'nope'",
    );
    expect(() => flagsFor(club, { ...refInRound(1), board: 99 }, entry('1NT', 'N', 7))).toThrow(
      "board 99 is not a board of 'flags'",
    );
  });
});
