// The director's reader and commands on a real SQLite file: pasted PBN hand records become the
// boards' deals, a wrong number of them is refused naming both counts, calls and cards go through
// the engine, the desk counts director calls not yet ruled on, and the Law 77 preview.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { directorCommands } from '../../src/site/director-commands';
import { directorReader } from '../../src/site/director-reader';

const dir = mkdtempSync(join(tmpdir(), 'director-site-'));
let club: Club;
const by = { memberId: 'td' };
const now = () => new Date('2026-03-02T19:00:00Z');

// Board 1 (dealer N): North holds every spade, East every heart, South every diamond, West every club.
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
// Board 2: the same hands turned one seat.
const TURNED = 'N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.';

beforeAll(async () => {
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
});
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

const session = {
  sessionId: 'pasted',
  name: 'Pasted deals',
  startsAt: '2026-03-02T18:00:00Z',
  sections: ['A'],
  movement: { kind: 'howell' as const, tables: 2, boardsPerRound: 1 },
  scoring: 'MP' as const,
  lawsEdition: '2007' as const,
  entrants: [
    { players: ['a1', 'a2'] },
    { players: ['b1', 'b2'] },
    { players: ['c1', 'c2'] },
    { players: ['d1', 'd2'] },
  ],
  correctionPeriodMinutes: 30,
  appealPeriodMinutes: 30,
};

describe('the director through the site', () => {
  it('refuses a wrong number of pasted deals, naming both counts', async () => {
    await expect(
      directorCommands(club, { now }).openSession({ ...session, deals: [ONE_SUIT_EACH] }, by),
    ).rejects.toThrow('deals: 1 PBN deals given, the movement plays 3 boards');
  });

  it('takes pasted PBN deals as the hand records and plays a board out through the engine', async () => {
    const commands = directorCommands(club, { now });
    const reader = directorReader(club);
    expect(await commands.openSession({ ...session, deals: [ONE_SUIT_EACH, TURNED, ONE_SUIT_EACH] }, by)).toEqual({
      sessionId: 'pasted',
      tables: 2,
      boards: 3,
    });
    const slot = reader.directorSession('pasted')!.slots.find((s) => s.board === 1)!;
    const ref = { sessionId: 'pasted', section: 'A', table: slot.table, board: 1 };
    const before = reader.liveTableBoard(ref)!;
    expect(before.hands?.N).toHaveLength(13);
    expect(before.hands?.N.every((c) => c.startsWith('S'))).toBe(true);
    // N opens 7S, alerted and explained; three passes (East's alerted, no explanation given): North declares, East leads.
    const seven = { kind: 'Bid', level: 7, strain: 'S' } as const;
    await commands.tableAction(
      { ...ref, action: 'call', seat: 'N', call: seven, alert: { explanation: 'to play' } },
      by,
    );
    await commands.tableAction(
      { ...ref, action: 'call', seat: 'E', call: { kind: 'Pass' }, alert: { explanation: null } },
      by,
    );
    for (const seat of ['S', 'W'] as const)
      await commands.tableAction({ ...ref, action: 'call', seat, call: { kind: 'Pass' } }, by);
    const play = reader.liveTableBoard(ref)!;
    expect(play.calls).toEqual([
      { seat: 'N', call: '7S', alert: { explanation: 'to play' } },
      { seat: 'E', call: 'Pass', alert: { explanation: null } },
      { seat: 'S', call: 'Pass' },
      { seat: 'W', call: 'Pass' },
    ]);
    expect(play.phase).toBe('play');
    expect(play.toAct).toBe('E');
    await commands.tableAction({ ...ref, action: 'card', seat: 'E', card: 'HA' }, by);
    const after = reader.liveTableBoard(ref)!;
    expect(after.cards).toEqual([{ seat: 'E', card: 'HA' }]);
    expect(after.hands?.E).toHaveLength(12);
    expect(after.toAct).toBe('S');
  });

  it('counts a director call as open on the desk until a ruling is given', async () => {
    const commands = directorCommands(club, { now });
    const ref = {
      sessionId: 'pasted',
      section: 'A',
      table: 1,
      board: directorReader(club)
        .directorSession('pasted')!
        .slots.find((s) => s.table === 1)!.board,
    };
    await commands.callDirector(
      { ...ref, calledBy: 'W', stage: 'auction', irregularity: 'a call out of rotation' },
      by,
    );
    expect(directorReader(club).directorDesk('pasted')).toEqual({
      sessionId: 'pasted',
      name: 'Pasted deals',
      status: 'running',
      tables: 2,
      boards: 3,
      openDirectorCalls: 1,
    });
    await commands.giveRuling(
      {
        ...ref,
        laws: ['29B'],
        rulingType: 'rectification',
        offendingSide: 'EW',
        rectifications: [],
        text: 'the call is cancelled',
        appealRightNotified: true,
      },
      by,
    );
    expect(directorReader(club).directorDesk('pasted')!.openDirectorCalls).toBe(0);
  });

  it("names the board's Laws edition, the session's, for the law picker's titles (a 1997 session's board reads 1997)", async () => {
    const commands = directorCommands(club, { now });
    await commands.openSession({ ...session, sessionId: 'laws1997', lawsEdition: '1997' }, by);
    const slot = directorReader(club).directorSession('laws1997')!.slots[0]!;
    const ref = { sessionId: 'laws1997', section: 'A', table: slot.table, board: slot.board };
    expect(directorReader(club).liveTableBoard(ref)!.edition).toBe('1997');
    expect(directorReader(club).liveTableBoard({ ...ref, sessionId: 'pasted' })!.edition).toBe('2007');
  });

  it('scores a result before it is entered (Law 77): board 2, N-S vulnerable, 7S by North making is 2210', async () => {
    // 7 × 30 = 210, game 500, grand slam 1500 vulnerable.
    expect(
      directorReader(club).scorePreview({ sessionId: 'pasted', board: 2, contract: '7S', declarer: 'N', tricks: 13 }),
    ).toEqual({ scoreNs: 2210 });
    expect(
      directorReader(club).scorePreview({ sessionId: 'pasted', board: 9, contract: '7S', declarer: 'N', tricks: 13 }),
    ).toBeUndefined();
  });
});
