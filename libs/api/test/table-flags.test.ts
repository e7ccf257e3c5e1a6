// Flags and the running rank at the tables through the API on a real club file (issue 14): a
// 3-table Mitchell, one board a round, every board entered by the tables' phones. Board 1 goes
// 4♥ by E making 11 (−450) in round 1 and 4♥ by W two down (+100) in round 2; the table playing it
// in round 3 enters 4♠ doubled by N, four down (−800): answered with its flag and nothing recorded,
// then recorded with the flag once its players confirm it, and listed on the director's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../src/router';
import { createRequestContext } from '../src/trpc/context';
import { openDirectorClub, type DirectorClub } from './support/director-club';

let director: DirectorClub;
let codes: { section: string; table: number; code: string }[];
const F1 = { sessionId: 'F1', section: 'A' };
const ORIGIN = 'http://club.test';
const players = Array.from({ length: 6 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] }));
const entryId = (n: number) => `0192f1c4-5a3b-7c2d-8e4f-${String(n).padStart(12, '0')}`;
let entries = 0;

/** A phone signed in with its table's code, calling with the table cookie it was given. */
async function phoneOf(table: number) {
  const cookies = new Headers();
  const request = new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers: { host: 'club.test', origin: ORIGIN } });
  await createCaller(() => createRequestContext(director.services, request, cookies)).table.signIn({
    code: codes.find((c) => c.table === table)!.code,
  });
  const token = /club_table=([^;]+)/.exec(cookies.get('set-cookie') ?? '')![1]!;
  const headers = new Headers({ host: 'club.test', origin: ORIGIN, cookie: `club_table=${token}` });
  return createCaller(() =>
    createRequestContext(
      director.services,
      new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers }),
      new Headers(),
    ),
  );
}

/** The table's entry of the board it plays this round, as its page gives the board and the pairs. */
async function enter(table: number, contract: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number, extra = {}) {
  const phone = await phoneOf(table);
  const page = await phone.table.view({ ...F1, table });
  const entry = {
    ...F1,
    table,
    board: page.boards[0]!.board,
    ns: page.ns!.pair,
    ew: page.ew!.pair,
    contract,
    declarer,
    tricks,
    entryId: entryId(++entries),
    ...extra,
  };
  return { entry, phone, answer: await phone.table.enterResult(entry) };
}

/** The table playing board 1 in the round in play. */
async function tableOfBoard1() {
  for (const table of [1, 2, 3]) {
    const page = await (await phoneOf(table)).table.view({ ...F1, table });
    if (page.boards[0]?.board === 1) return table;
  }
  throw new Error('no table plays board 1 this round');
}

beforeAll(async () => {
  director = await openDirectorClub({ td: [{ role: 'director', scope: { kind: 'session', id: 'F1' } }] });
  const td = await director.callerOf('td');
  await td.director.openSession({
    sessionId: 'F1',
    name: 'Flagged pairs',
    startsAt: director.at(0),
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
    dealSeed: 5,
    entrants: players,
    correctionPeriodMinutes: 0,
    appealPeriodMinutes: 0,
  });
  codes = (await td.director.openTableEntry({ ...F1, confirmation: 'none' })).codes;
});
afterAll(() => director.close());

/** Plays a round: board 1 with the given result, the other boards 1NT by S making 7 at every table. */
async function playRound(round: number, board1: readonly [string, 'E' | 'W', number]) {
  const td = await director.callerOf('td');
  await td.director.startRound({ sessionId: 'F1', round });
  const one = await tableOfBoard1();
  expect((await enter(one, ...board1)).answer.outcome).toBe('recorded');
  for (const table of [1, 2, 3].filter((t) => t !== one))
    expect((await enter(table, '1NT', 'S', 7)).answer.outcome).toBe('recorded');
  await td.director.endRound({ sessionId: 'F1', round });
  // The running results are a job's document: the site's worker loop settles them in the background.
  await director.club.settle();
  return one;
}

const streamOf = (table: number) => director.club.store.readStream(`tableboard-F1-A-${table}-1`);

describe('the tables of a Mitchell', () => {
  it('see their pairs’ running rank once a round has ended', async () => {
    const one = await playRound(1, ['4H', 'E', 11]);
    // Every board played once: everybody on 50%.
    expect((await (await phoneOf(one)).table.view({ ...F1, table: one })).ranks).toEqual([
      { pair: `${one}NS`, rank: '1=', percentage: 50 },
      { pair: '1EW', rank: '1=', percentage: 50 },
    ]);
    const two = await playRound(2, ['4H', 'W', 8]);
    // Board 1: +100 beats −450 (NS 100%, EW 0%); the other boards tie: NS 75% first, EW 25% last.
    const page = await (await phoneOf(two)).table.view({ ...F1, table: two });
    expect(page.roundsEnded).toBe(2);
    expect(page.ranks).toEqual([
      { pair: `${two}NS`, rank: '1', percentage: 75 },
      { pair: page.ew!.pair, rank: '3', percentage: 25 },
    ]);
  });

  it('answer an entry far from the field with its flags and record nothing', async () => {
    const td = await director.callerOf('td');
    await td.director.startRound({ sessionId: 'F1', round: 3 });
    const three = await tableOfBoard1();
    const { answer, entry, phone } = await enter(three, '4SX', 'N', 6);
    expect(answer).toEqual({
      outcome: 'flagged',
      flags: [
        {
          code: 'contract-not-reached-beyond-range',
          params: { contract: '4SX', declarer: 'N', nsScore: -800, fieldMin: -450, fieldMax: 100 },
        },
      ],
    });
    expect(streamOf(three)).toEqual([]);
    // Confirming another check than the one raised confirms nothing.
    const wrong = await phone.table.enterResult({ ...entry, confirmedFlags: ['declarer-side-differs'] });
    expect(wrong.outcome).toBe('flagged');
    expect(streamOf(three)).toEqual([]);
  });

  it('record it with its flag once the players confirm it, a resend recording nothing more', async () => {
    const three = await tableOfBoard1();
    const { answer, entry, phone } = await enter(three, '4SX', 'N', 6, {
      confirmedFlags: ['contract-not-reached-beyond-range'],
    });
    expect(answer).toEqual({ outcome: 'recorded', scoreNs: -800 });
    const recorded = streamOf(three);
    expect(recorded.slice(-2).map((e) => e.type)).toEqual(['TableResultRecorded', 'ResultFlagsConfirmed']);
    expect(await phone.table.enterResult(entry)).toEqual(answer);
    expect(streamOf(three)).toHaveLength(recorded.length);
    const td = await director.callerOf('td');
    const session = await td.director.session({ sessionId: 'F1' });
    expect(session.flagged).toMatchObject([
      { round: 3, table: three, board: 1, flags: [{ code: 'contract-not-reached-beyond-range' }] },
    ]);
  });
});
