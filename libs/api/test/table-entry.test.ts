// Entry at the tables through the API on a real club file (issue 14): the director opens a
// 4-table Mitchell for entry; a table's code signs in its own table only; the movement checks
// refuse with codes and record nothing; a resend with the same entry id records nothing; another
// result for an entered board asks the director; a result waits for East-West's confirmation only
// when the table entered it (not the director's entry or correction); after the session is over a
// code is refused.
import { isApiError } from '../src/trpc/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../src/router';
import { createRequestContext } from '../src/trpc/context';
import { failure } from './support/failure';
import { openDirectorClub, type DirectorClub } from './support/director-club';

let director: DirectorClub;
let codes: { section: string; table: number; code: string }[];
const T1 = { sessionId: 'T1', section: 'A' };
const ORIGIN = 'http://club.test';
const players = Array.from({ length: 8 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] }));
const versionOf = (table: number, board: number) =>
  director.club.store.readStream(`tableboard-T1-A-${table}-${board}`).length;
const refusalCode = (error: { cause?: unknown }) => (isApiError(error.cause) ? error.cause.refusal?.code : undefined);
const entryId = (n: number) => `0192f1c4-5a3b-7c2d-8e4f-${String(n).padStart(12, '0')}`;

/** A phone: signs in with a code through the API, then calls with the table cookie it was given. */
async function phoneOf(code: string) {
  const cookies = new Headers();
  const request = new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers: { host: 'club.test', origin: ORIGIN } });
  const signIn = createCaller(() => createRequestContext(director.services, request, cookies));
  const { seat } = await signIn.table.signIn({ code });
  const token = /club_table=([^;]+)/.exec(cookies.get('set-cookie') ?? '')![1]!;
  const headers = new Headers({ host: 'club.test', origin: ORIGIN, cookie: `club_table=${token}` });
  return {
    seat,
    // A new request each call, as over HTTP: the cookie is read again every time.
    get call() {
      return createCaller(() =>
        createRequestContext(
          director.services,
          new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers }),
          new Headers(),
        ),
      );
    },
  };
}

const codeOf = (table: number) => codes.find((c) => c.table === table)!.code;

beforeAll(async () => {
  director = await openDirectorClub({
    td: [{ role: 'director', scope: { kind: 'session', id: 'T1' } }],
    p1: [{ role: 'member' }],
    p2: [{ role: 'member' }],
    p9: [{ role: 'member' }],
  });
  const td = await director.callerOf('td');
  await td.director.openSession({
    sessionId: 'T1',
    name: 'Table pairs',
    startsAt: director.at(0),
    movement: { kind: 'mitchell', tables: 4, boardsPerRound: 2 },
    dealSeed: 3,
    entrants: players,
    correctionPeriodMinutes: 0,
    appealPeriodMinutes: 0,
  });
  codes = (await td.director.openTableEntry({ ...T1, confirmation: 'round' })).codes;
  await td.director.startRound({ sessionId: 'T1', round: 1 });
});
afterAll(() => director.close());

describe('a table code', () => {
  it('is one per table, on the director’s sheet', async () => {
    const td = await director.callerOf('td');
    expect(codes.map((c) => c.table)).toEqual([1, 2, 3, 4]);
    expect((await td.director.tableCodes(T1)).codes.map((c) => c.code)).toEqual(codes.map((c) => c.code));
  });

  it('signs in its own table: the page knows the round, the pairs due and the boards to play', async () => {
    const phone = await phoneOf(codeOf(3).toLowerCase());
    expect(phone.seat).toEqual({ ...T1, table: 3 });
    const page = await phone.call.table.view({ ...T1, table: 3 });
    expect(page).toMatchObject({ table: 3, round: 1, confirmation: 'round', open: true });
    expect(page.ns?.pair).toBe('3NS');
    expect(page.ew?.pair).toBe('3EW');
    expect(page.boards.map((b) => b.board)).toEqual([5, 6]);
  });

  it("refuses table 3's code reading or entering table 4's board, and records nothing", async () => {
    const phone = await phoneOf(codeOf(3));
    const four = await (await phoneOf(codeOf(4))).call.table.view({ ...T1, table: 4 });
    const board = four.boards[0]!.board;
    const refused = await failure(
      phone.call.table.enterResult({
        ...T1,
        table: 4,
        board,
        entryId: entryId(1),
        ns: four.ns!.pair,
        ew: four.ew!.pair,
        contract: '3NT',
        declarer: 'S',
        tricks: 9,
      }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(
      "This phone is signed in for table 3 of section A (session T1): it may read and enter that table's boards only.",
    );
    expect(versionOf(4, board)).toBe(0);
    expect((await failure(phone.call.table.view({ ...T1, table: 4 }))).code).toBe('FORBIDDEN');
  });

  it('refuses a board not due at the table and a pair not seated there, naming them, and records nothing', async () => {
    const phone = await phoneOf(codeOf(3));
    const entry = { ...T1, table: 3, ns: '3NS', ew: '3EW', contract: '4H', declarer: 'N' as const, tricks: 10 };
    const notDue = await failure(phone.call.table.enterResult({ ...entry, board: 1, entryId: entryId(2) }));
    expect(refusalCode(notDue)).toBe('board-not-due');
    expect(notDue.message).toBe(
      'board 1 is not played at table 3 of section A in round 1: the boards due there are 5, 6',
    );
    const wrongPair = await failure(
      phone.call.table.enterResult({ ...entry, board: 5, ew: '2EW', entryId: entryId(3) }),
    );
    expect(refusalCode(wrongPair)).toBe('pair-not-seated');
    expect(wrongPair.message).toBe('pair 2EW is not seated East-West at table 3 in round 1: pair 3EW is');
    expect(versionOf(3, 1)).toBe(0);
    expect(versionOf(3, 5)).toBe(0);
  });

  it('records an entry once: a resend with the same entry id answers the same and records nothing', async () => {
    const phone = await phoneOf(codeOf(3));
    const entry = {
      ...T1,
      table: 3,
      board: 5,
      ns: '3NS',
      ew: '3EW',
      contract: '4H',
      declarer: 'N' as const,
      tricks: 10,
    };
    const first = await phone.call.table.enterResult({ ...entry, entryId: entryId(4) });
    expect(first.outcome).toBe('recorded');
    const recorded = versionOf(3, 5);
    const events = director.club.store.readStream('tableboard-T1-A-3-5');
    expect(events.at(-1)!.metadata.eventId).toBe(entryId(4));
    expect(events.at(-1)!.metadata.actor).toEqual({ id: 'table:T1/A/3', role: 'table' });
    expect(await phone.call.table.enterResult({ ...entry, entryId: entryId(4) })).toEqual(first);
    expect(versionOf(3, 5)).toBe(recorded);
  });

  it('takes the same board again with another result as a request to the director, the result standing', async () => {
    const phone = await phoneOf(codeOf(3));
    const entry = { ...T1, table: 3, board: 5, ns: '3NS', ew: '3EW', contract: '4H', declarer: 'N' as const };
    const before = await phone.call.table.view({ ...T1, table: 3 });
    const asked = await phone.call.table.enterResult({ ...entry, tricks: 9, entryId: entryId(5) });
    if (asked.outcome !== 'correction-requested') throw new Error(`asked: ${asked.outcome}`);
    expect(director.club.store.readStream('tableboard-T1-A-3-5').at(-1)!.type).toBe('ResultCorrectionRequested');
    const after = await phone.call.table.view({ ...T1, table: 3 });
    expect(after.boards[0]!.result).toEqual(before.boards[0]!.result);
    expect(after.boards[0]!.correctionRequested).toBe(true);
    // The answer and the page name both results: the one standing and the one the table asked for.
    expect(asked.standing).toEqual(before.boards[0]!.result);
    expect(after.boards[0]!.requested).toMatchObject({ contract: '4H', declarer: 'N', tricks: 9 });
    expect(after.boards[0]!.requested!.scoreNs).toBe(asked.scoreNs);
    expect(await phone.call.table.enterResult({ ...entry, tricks: 10, entryId: entryId(6) })).toMatchObject({
      outcome: 'unchanged',
    });
    // The director's desk: the request with both results (board 5: North-South vulnerable), the result
    // marked until East-West confirm.
    const slot = await slotOf(3, 5);
    expect(slot).toMatchObject({
      result: { contract: '4H', declarer: 'N', tricks: 10, scoreNs: 620 },
      unconfirmed: true,
      correctionRequest: { requested: { contract: '4H', declarer: 'N', tricks: 9, scoreNs: -100 } },
    });
    // The director decides with his correction form: the request is cleared.
    const td = await director.callerOf('td');
    await td.director.correctResult({
      ...T1,
      table: 3,
      board: 5,
      contract: '4H',
      declarer: 'N',
      tricks: 9,
      reason: 'the table’s request',
    });
    // His correction is his result: it waits for nobody's confirmation.
    expect(await slotOf(3, 5)).toMatchObject({
      result: { tricks: 9, scoreNs: -100 },
      correctionRequest: null,
      unconfirmed: false,
    });
  });

  it("shows the board's traveller once both pairs at the table have played it, and marks it until East-West confirm", async () => {
    const phone = await phoneOf(codeOf(3));
    const page = await phone.call.table.view({ ...T1, table: 3 });
    // Board 5 stands as the director corrected it: East-West have nothing to confirm there.
    expect(page.boards[0]).toMatchObject({ board: 5, confirmed: true });
    expect(page.travellers.map((t) => [t.board, t.content.visible])).toEqual([[5, true]]);
    // Table 1 has not played board 5: its page shows no traveller of it, nor anything of table 3's boards.
    const one = await (await phoneOf(codeOf(1))).call.table.view({ ...T1, table: 1 });
    expect(one.travellers).toEqual([]);
    await phone.call.table.enterResult({
      ...T1,
      table: 3,
      board: 6,
      ns: '3NS',
      ew: '3EW',
      contract: '2S',
      declarer: 'E',
      tricks: 8,
      entryId: entryId(7),
    });
    expect((await phone.call.table.view({ ...T1, table: 3 })).boards[1]).toMatchObject({ board: 6, confirmed: false });
    expect((await slotOf(3, 6)).unconfirmed).toBe(true);
    expect(await travellerRowOf(3, 6)).toMatchObject({ unconfirmed: true });
    expect(await phone.call.table.confirm({ ...T1, table: 3, boards: [5, 6] })).toEqual({ confirmed: [5, 6] });
    const confirmed = await phone.call.table.view({ ...T1, table: 3 });
    expect(confirmed.boards.map((b) => b.confirmed)).toEqual([true, true]);
    expect((await slotOf(3, 6)).unconfirmed).toBe(false);
    expect(await travellerRowOf(3, 6)).toMatchObject({ unconfirmed: false });
  });

  it("takes the director's own entry as final: East-West have nothing to confirm on his desk, his traveller or their page", async () => {
    const td = await director.callerOf('td');
    await td.director.enterResult({ ...T1, table: 4, board: 7, contract: '3NT', declarer: 'S', tricks: 9 });
    expect(await slotOf(4, 7)).toMatchObject({ result: { contract: '3NT', tricks: 9 }, unconfirmed: false });
    expect(await travellerRowOf(4, 7)).toMatchObject({ contract: '3NT', unconfirmed: false });
    const page = await (await phoneOf(codeOf(4))).call.table.view({ ...T1, table: 4 });
    expect(page.boards.map((b) => [b.board, b.result !== null, b.confirmed])).toEqual([
      [7, true, true],
      [8, false, false],
    ]);
  });

  it('lets the director keep the recorded result: the request leaves his desk, the table reads why; answered or unknown requests are refused', async () => {
    const phone = await phoneOf(codeOf(3));
    const td = await director.callerOf('td');
    const board6 = { ...T1, table: 3, board: 6 };
    const entry = { ...board6, ns: '3NS', ew: '3EW', contract: '2S', declarer: 'E' as const, tricks: 9 };
    expect((await phone.call.table.enterResult({ ...entry, entryId: entryId(20) })).outcome).toBe(
      'correction-requested',
    );
    const { correctionRequest } = await slotOf(3, 6);
    expect(correctionRequest).toMatchObject({ requestId: 'q1', requested: { tricks: 9 } });
    const declined = await td.director.declineCorrection({ ...board6, requestId: 'q1', reason: 'eight tricks agreed' });
    expect(declined).toEqual({ requestId: 'q1', scoreNs: (await slotOf(3, 6)).result!.scoreNs });
    expect(director.club.store.readStream('tableboard-T1-A-3-6').at(-1)).toMatchObject({
      type: 'ResultCorrectionDeclined',
      data: { requestId: 'q1', director: 'td', reason: 'eight tricks agreed' },
    });
    expect(await slotOf(3, 6)).toMatchObject({ result: { contract: '2S', tricks: 8 }, correctionRequest: null });
    const page = await phone.call.table.view({ ...T1, table: 3 });
    expect(page.boards.find((b) => b.board === 6)).toMatchObject({
      result: { tricks: 8 },
      correctionRequested: false,
      declined: { requested: { contract: '2S', declarer: 'E', tricks: 9 }, reason: 'eight tricks agreed' },
    });
    // Declined once is answered: again, or a request the board never had, is refused and records nothing.
    const recorded = versionOf(3, 6);
    const again = await failure(td.director.declineCorrection({ ...board6, requestId: 'q1' }));
    expect([again.code, refusalCode(again)]).toEqual(['BAD_REQUEST', 'request-answered']);
    const unknown = await failure(td.director.declineCorrection({ ...board6, requestId: 'q7' }));
    expect(refusalCode(unknown)).toBe('unknown-request');
    expect(unknown.message).toContain("'q7'");
    expect(versionOf(3, 6)).toBe(recorded);
    // The table cannot answer its own request.
    expect((await failure(phone.call.director.declineCorrection({ ...board6, requestId: 'q1' }))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('lets a member seated at the table use it with his own account, and no other member', async () => {
    const p1 = await director.callerOf('p1'); // pair 1NS sits at table 1
    expect((await p1.table.view({ ...T1, table: 1 })).ns?.pair).toBe('1NS');
    expect((await failure(p1.table.view({ ...T1, table: 3 }))).code).toBe('FORBIDDEN');
  });

  it('refuses a table entering faster than a person, naming the limit, recording nothing; another table is not affected', async () => {
    director.clock.now += 60_000; // the entries of the tests before are out of the window
    const one = await phoneOf(codeOf(1));
    const two = await phoneOf(codeOf(2));
    const entry = { ...T1, table: 1, ns: '1NS', ew: '1EW', contract: '3NT', declarer: 'S' as const, tricks: 9 };
    expect((await one.call.table.enterResult({ ...entry, board: 1, entryId: entryId(10) })).outcome).toBe('recorded');
    // Nine resends: harmless, yet each counts, as a script's would.
    for (let i = 0; i < 9; i++) await one.call.table.enterResult({ ...entry, board: 1, entryId: entryId(10) });
    const recorded = versionOf(1, 1);
    const refused = await failure(one.call.table.enterResult({ ...entry, board: 2, entryId: entryId(11) }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refusalCode(refused)).toBe('too-many-table-entries');
    expect(refused.message).toBe(
      'Too many entries from table 1 of section A: at most 10 in 60 seconds. Nothing was recorded; enter it again in 60 seconds.',
    );
    expect(versionOf(1, 2)).toBe(0);
    expect(versionOf(1, 1)).toBe(recorded);
    // Table 2 at the same moment enters as usual.
    const other = {
      ...T1,
      table: 2,
      board: 4,
      ns: '2NS',
      ew: '2EW',
      contract: '2H',
      declarer: 'N' as const,
      tricks: 8,
    };
    expect((await two.call.table.enterResult({ ...other, entryId: entryId(12) })).outcome).toBe('recorded');
    // Once the first entry leaves the window, table 1 enters again.
    director.clock.now += 60_000;
    expect((await one.call.table.enterResult({ ...entry, board: 2, entryId: entryId(11) })).outcome).toBe('recorded');
  });

  it('follows the director when he moves the table on to a later round, only forward', async () => {
    const td = await director.callerOf('td');
    const phone = await phoneOf(codeOf(4));
    const before = await phone.call.table.view({ ...T1, table: 4 });
    expect(await td.director.moveTable({ ...T1, table: 4, round: 2 })).toEqual({ section: 'A', table: 4, round: 2 });
    const after = await phone.call.table.view({ ...T1, table: 4 });
    expect(after).toMatchObject({ round: 2, ns: { pair: '4NS' }, ew: { pair: '3EW' } });
    expect(after.boards.map((b) => b.board)).not.toEqual(before.boards.map((b) => b.board));
    // The other tables play the session's round; the sheet shows each table's.
    expect((await phone.call.table.view({ ...T1, table: 4 })).round).toBe(2);
    expect((await td.director.tableCodes(T1)).codes.map((c) => [c.table, c.round, c.rounds])).toEqual([
      [1, 1, 3],
      [2, 1, 3],
      [3, 1, 3],
      [4, 2, 3],
    ]);
    const back = await failure(td.director.moveTable({ ...T1, table: 4, round: 1 }));
    expect([back.code, refusalCode(back)]).toEqual(['BAD_REQUEST', 'table-move-backwards']);
    const beyond = await failure(td.director.moveTable({ ...T1, table: 1, round: 4 }));
    expect(refusalCode(beyond)).toBe('table-move-beyond');
    expect((await failure(phone.call.director.moveTable({ ...T1, table: 4, round: 3 }))).code).toBe('UNAUTHORIZED');
  });

  it('stops working the moment the session is published: its cookie and its sign-in', async () => {
    const phone = await phoneOf(codeOf(2));
    const td = await director.callerOf('td');
    await td.director.endRound({ sessionId: 'T1', round: 1 });
    await td.director.publish({ sessionId: 'T1', confirmIncomplete: await incomplete() });
    // The cookie signed in before is no table's any more: nothing to act for.
    expect((await failure(phone.call.table.view({ ...T1, table: 2 }))).code).toBe('UNAUTHORIZED');
    const late = await failure(
      phone.call.table.enterResult({
        ...T1,
        table: 2,
        board: 3,
        ns: '2NS',
        ew: '2EW',
        contract: '3NT',
        declarer: 'S',
        tricks: 9,
        entryId: entryId(8),
      }),
    );
    expect(late.code).toBe('UNAUTHORIZED');
    expect(versionOf(2, 3)).toBe(0);
    await td.director.closeSession({ sessionId: 'T1' });
    expect((await failure(phone.call.table.view({ ...T1, table: 2 }))).code).toBe('UNAUTHORIZED');
    const replayed = await failure(phoneOf(codeOf(2)));
    expect(replayed.code).toBe('FORBIDDEN');
    expect(replayed.message).toBe(
      'This table code no longer works: the session is over, results are no longer entered at the tables.',
    );
  });
});

/** The director's line of a table-board on his session page. */
async function slotOf(table: number, board: number) {
  const td = await director.callerOf('td');
  const session = await td.director.session({ sessionId: 'T1' });
  return session.slots.find((s) => s.table === table && s.board === board)!;
}

/** The row of a table on a board's traveller, as the director reads it. */
async function travellerRowOf(table: number, board: number) {
  const td = await director.callerOf('td');
  const read = await td.results.board({ sessionId: 'T1', board });
  if (!read.content.visible) throw new Error(`board ${board}: ${read.content.reason}`);
  return read.content.traveller.find((r) => r.table === table);
}

/** What the director is shown as missing when he publishes early: he confirms exactly that. */
async function incomplete() {
  const td = await director.callerOf('td');
  const refused = await failure(td.director.publish({ sessionId: 'T1' }));
  const params = isApiError(refused.cause) ? refused.cause.refusal?.params : undefined;
  return { roundsRemaining: Number(params?.['roundsRemaining']), missingResults: Number(params?.['missingResults']) };
}
