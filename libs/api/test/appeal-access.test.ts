// Who follows an appeal (issue 12): the members of both sides at the table, the session's director
// and the appeals committee see the case and list it; a member of another pair and a director of
// another session are refused it, and do not see it listed. Before lodging, a member sees the
// rulings of the tables where he played the board; the session's director sees every table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
});
afterAll(() => club.close());

const as = async (memberId: string) => club.caller({ token: await club.tokenOf(memberId) }).call;
const NOT_INVOLVED =
  "Only the members of both sides, the session's director and the appeals committee follow this appeal.";

describe('the case and its timeline: both sides, the director, the committee; nobody else', () => {
  it('each side sees the case, with his side named', async () => {
    expect((await (await as('member')).appeals.case({ appealId: 'A2' })).viewer).toEqual({
      side: 'NS',
      directs: false,
      committee: false,
      appellantSide: true,
      concurrenceAsked: false,
    });
    expect((await (await as('eve')).appeals.case({ appealId: 'A2' })).viewer.concurrenceAsked).toBe(true);
    expect((await (await as('eve')).appeals.case({ appealId: 'A2' })).viewer.side).toBe('NS');
    expect((await (await as('cy')).appeals.case({ appealId: 'A2' })).viewer.side).toBe('EW');
  });

  it("the session's director and the committee see it", async () => {
    expect((await (await as('director')).appeals.case({ appealId: 'A2' })).viewer.directs).toBe(true);
    expect((await (await as('appeals-committee')).appeals.case({ appealId: 'A1' })).viewer.committee).toBe(true);
  });

  it('a member of another pair is refused the case, and does not see it listed', async () => {
    const refused = await failure((await as('ann')).appeals.case({ appealId: 'A2' }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', NOT_INVOLVED]);
    expect((await (await as('ann')).appeals.list()).map((a) => a.appealId)).toEqual(['A1']);
  });

  it('a director of another session is refused its appeal, and lists only his sessions', async () => {
    const refused = await failure((await as('director')).appeals.case({ appealId: 'A1' }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', NOT_INVOLVED]);
    expect((await (await as('director')).appeals.list()).map((a) => a.appealId)).toEqual(['A2']);
    expect((await (await as('appeals-committee')).appeals.list()).map((a) => a.appealId)).toEqual(['A1', 'A2']);
  });
});

describe('the timeline per role (appeal-deliberation.ts)', () => {
  const notesAs = async (memberId: string, appealId: string) =>
    (await (await as(memberId)).appeals.case({ appealId })).hearings.map((h) => h.notes);

  it("a side's member reads the hearing and who attended, not the committee's notes; the committee reads them", async () => {
    const bySide = await (await as('ann')).appeals.case({ appealId: 'A1' });
    expect(bySide.hearings).toEqual([
      expect.objectContaining({ heardAt: '2026-02-27T19:40:00Z', attendees: expect.any(Array), notes: null }),
    ]);
    expect(await notesAs('cy', 'A1')).toEqual([null]);
    expect(await notesAs('appeals-committee', 'A1')).toEqual([
      'The panel doubts Cy: the pause was longer than he says.',
    ]);
  });

  it("the session's director reads the notes; a director of another session does not reach the case", async () => {
    expect(await notesAs('s2-director', 'A1')).toEqual(['The panel doubts Cy: the pause was longer than he says.']);
    const refused = await failure((await as('director')).appeals.case({ appealId: 'A1' }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', NOT_INVOLVED]);
  });
});

describe("a board's rulings before lodging", () => {
  const tablesOf = async (memberId: string) =>
    (await (await as(memberId)).appeals.board({ sessionId: 'S1', board: 1 })).tables.map((t) => t.table);

  it('a member sees the tables where he played it; the director every table', async () => {
    expect(await tablesOf('member')).toEqual([1]);
    expect(await tablesOf('ann')).toEqual([2]);
    expect(await tablesOf('director')).toEqual([1, 2]);
  });

  it("lodging answers the appeal's id; the director's lodging for a player records that he asked", async () => {
    const at = { sessionId: 'S1', section: 'A', table: 1, board: 1, rulingIds: ['r1'], grounds: 'too harsh' };
    expect(await (await as('member')).appeals.lodge(at)).toEqual({ appealId: 'S1-new' });
    const unasked = await failure(
      (await as('director')).appeals.lodgeForPlayer({ ...at, playerId: 'eve', playerAsked: false as true }),
    );
    expect([unasked.code, unasked.message]).toEqual([
      'BAD_REQUEST',
      'Player asked: a director lodges only for a player who asked',
    ]);
    expect(await (await as('director')).appeals.lodgeForPlayer({ ...at, playerId: 'eve', playerAsked: true })).toEqual({
      appealId: 'S1-new',
    });
  });

  it('a refusal of a step comes back with its words', async () => {
    const refused = await failure((await as('member')).appeals.concur({ appealId: 'A9', concurrence: 'concurs' }));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', "Appeal 'A9' does not exist"]);
  });
});
