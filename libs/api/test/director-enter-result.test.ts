// enterResult on a real club file: a result waits for its board's round to start, and a refused
// entry writes nothing (the board's opening and its result are one decision, one append).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openDirectorClub, type DirectorClub } from './support/director-club';

let director: DirectorClub;
const R1 = { sessionId: 'R1', section: 'A' };
const players = Array.from({ length: 6 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] }));
const versionOf = (table: number, board: number) =>
  director.club.store.readStream(`tableboard-R1-A-${table}-${board}`).length;

beforeAll(async () => {
  director = await openDirectorClub({ td: [{ role: 'director', scope: { kind: 'session', id: 'R1' } }] });
  const td = await director.callerOf('td');
  await td.director.openSession({
    sessionId: 'R1',
    name: 'Round pairs',
    startsAt: director.at(0),
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
    dealSeed: 7,
    entrants: players,
  });
});
afterAll(() => director.close());

async function slotOf(round: number, table: number) {
  const session = await (await director.callerOf('td')).director.session({ sessionId: 'R1' });
  return session.slots.find((s) => s.round === round && s.table === table)!;
}

describe('enterResult and the rounds', () => {
  it('refuses a result before any round has started, and writes nothing', async () => {
    const td = await director.callerOf('td');
    const slot = await slotOf(1, 1);
    expect(versionOf(1, slot.board)).toBe(0);
    const refused = await failure(
      td.director.enterResult({ ...R1, table: 1, board: slot.board, contract: '4S', declarer: 'N', tricks: 10 }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(
      `board ${slot.board} at table 1 is played in round 1, which has not started (no round has started): start the round first`,
    );
    expect(versionOf(1, slot.board)).toBe(0);
  });

  it('with round 1 in play, takes a round-1 result and refuses a round-2 one naming the round in play', async () => {
    const td = await director.callerOf('td');
    await td.director.startRound({ sessionId: 'R1', round: 1 });
    const later = await slotOf(2, 1);
    const refused = await failure(
      td.director.enterResult({ ...R1, table: 1, board: later.board, contract: '4S', declarer: 'N', tricks: 10 }),
    );
    expect(refused.message).toBe(
      `board ${later.board} at table 1 is played in round 2, which has not started (round 1 is in play): start the round first`,
    );
    expect(versionOf(1, later.board)).toBe(0);
    const now = await slotOf(1, 1);
    expect(
      (await td.director.enterResult({ ...R1, table: 1, board: now.board, contract: '3NT', declarer: 'N', tricks: 9 }))
        .scoreNs,
    ).toBeGreaterThan(0);
    // The opening and the result in one append: two events, TableBoardOpened first.
    expect(director.club.store.readStream(`tableboard-R1-A-1-${now.board}`).map((e) => e.type)).toEqual([
      'TableBoardOpened',
      'TableResultEntered',
      'TableResultRecorded',
    ]);
  });

  it('a result refused by the decider (a lead the leader does not hold) appends nothing, not even the opening', async () => {
    const td = await director.callerOf('td');
    const slot = await slotOf(1, 2);
    const hands = (await td.director.tableBoard({ ...R1, table: 2, board: slot.board })).hands!;
    expect(versionOf(2, slot.board)).toBe(0);
    // 4S by North: East leads; a card of North's is refused.
    const refused = await failure(
      td.director.enterResult({
        ...R1,
        table: 2,
        board: slot.board,
        contract: '4S',
        declarer: 'N',
        tricks: 10,
        lead: hands.N[0]!,
      }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toMatch(/East does not hold it/);
    expect(versionOf(2, slot.board)).toBe(0);
  });
});
