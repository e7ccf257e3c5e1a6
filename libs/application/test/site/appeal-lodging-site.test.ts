// Lodging an appeal and its steps through the site, on the demo club (a real SQLite file): the
// demo's ruling r2 (board 5, table B2 of mitchell1, published 21:30, Law 92B deadline 22:00) is
// appealed by a member of the side that played there, in time and one second late; the partner
// concurs; the director routes it, or rejects one lodged for a player at the desk; the appellant
// withdraws; a decided appeal goes further to the national authority, whose decision is final and
// whose new adjusted score stands on the board, decided on appeal in the traveller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoClub } from './seeded-demo-club';
import { createMembersReader, DEMO_CLUB_ID, type Club } from '../../src';
import { appealsSiteCommands } from '../../src/site/appeals-commands';
import { appealableBoardReader } from '../../src/site/appeals-board-reader';
import { appealLodging } from '../../src/site/appeals-lodging';
import { appealsSiteReader } from '../../src/site/appeals-reader';
import { appealSteps } from '../../src/site/appeals-steps';
import { createResultsReader } from '../../src/site/results-reader';

let club: Club;
let close: () => Promise<void>;
let clock = '2026-11-16T21:50:00.000Z';
const now = () => clock;
const members = () => createMembersReader(club, DEMO_CLUB_ID);
const lodging = () => appealLodging(club, now, members().members);
const steps = () => appealSteps(club, now);
const caseOf = (appealId: string) => appealsSiteReader(club, now, members().member).appealCase(appealId)!;
// The demo's director, of mitchell1: he hears, as chief director, the parts routed to him (appeal-bench.ts).
const td = { memberId: 'td', committee: false, directs: (sessionId: string) => sessionId === 'mitchell1' };
const board5 = { sessionId: 'mitchell1', section: 'B', table: 2, board: 5 };
const board5Stream = 'tableboard-mitchell1-B-2-5';
let ns: string[] = [];
let ew: string[] = [];

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('appeal-lodging-site-'));
  const table = appealableBoardReader(club, now, members().member)
    .appealableBoard('mitchell1', 5)!
    .tables.find((t) => t.section === 'B' && t.table === 2)!;
  [ns, ew] = table.sides.map((s) => s.members.map((m) => m.memberId)) as [string[], string[]];
}, 60_000);
afterAll(() => close());

describe('lodging an appeal through the site', () => {
  it("shows the board's rulings per table, the 92B deadline and the appeals already lodged", () => {
    const b = appealableBoardReader(club, now, members().member).appealableBoard('mitchell1', 5)!;
    expect(b.appealDeadline).toBe('2026-11-16T22:00:00.000Z');
    expect(b.deadlinePassed).toBe(false);
    const table = b.tables.find((t) => t.section === 'B' && t.table === 2)!;
    expect(table.rulings.map((r) => r.rulingId)).toEqual(['r2']);
    expect(table.appeals).toEqual([{ appealId: 'ap1', status: 'hearing-scheduled' }]);
    expect(table.sides.map((s) => s.seat)).toEqual(['NS', 'EW']);
    expect(ns).toHaveLength(2);
    expect(appealableBoardReader(club, now).appealableBoard('nope', 5)).toBeUndefined();
  });

  it('a member of the side lodges in time; one second after the deadline he is refused, the deadline named', async () => {
    clock = '2026-11-16T21:59:59.000Z';
    const input = { ...board5, rulingIds: ['r2'], grounds: 'the pause was short' };
    expect(await lodging().lodgeAppeal({ memberId: ns[0]! }, input)).toEqual({ ok: true, appealId: 'mitchell1-B2-5' });
    clock = '2026-11-16T22:00:01.000Z';
    expect(await lodging().lodgeAppeal({ memberId: ns[0]! }, input)).toMatchObject({
      ok: false,
      code: 'out-of-time',
      error:
        'appeal lodged at 22:00:01 is out of time: the deadline was 22:00:00 (official score made available 21:30:00 + 30 min, Law 92B)',
    });
    const lodged = caseOf('mitchell1-B2-5');
    expect(lodged).toMatchObject({
      status: 'lodged',
      appellant: { memberId: ns[0], contestant: lodged.sides[0]!.contestant },
    });
    expect(lodged.concurrence).toMatchObject({ from: { memberId: ns[1] }, state: 'pending' });
    // The step's actor: the member who lodged it.
    expect(club.store.readStream('appeal-mitchell1-B2-5')[0]!.metadata.actor).toEqual({ id: ns[0], role: 'member' });
  });

  it('a member who did not play there is refused, and a ruling not given there', async () => {
    clock = '2026-11-16T21:51:00.000Z';
    expect(
      await lodging().lodgeAppeal({ memberId: 'ac1' }, { ...board5, rulingIds: ['r2'], grounds: 'g' }),
    ).toMatchObject({ ok: false, code: 'player-not-at-table' });
    expect(
      await lodging().lodgeAppeal({ memberId: ew[0]! }, { ...board5, rulingIds: ['r9'], grounds: 'g' }),
    ).toMatchObject({ ok: false, code: 'not-a-ruling-at-table' });
  });

  it('only the partner concurs; then the director routes it, not as director of another session', async () => {
    expect(
      await steps().concurInAppeal({ memberId: ew[0]! }, 'mitchell1-B2-5', { concurrence: 'concurs' }),
    ).toMatchObject({ ok: false, code: 'not-the-partner' });
    expect(await steps().concurInAppeal({ memberId: ns[1]! }, 'mitchell1-B2-5', { concurrence: 'concurs' })).toEqual({
      ok: true,
    });
    expect(caseOf('mitchell1-B2-5').concurrence.state).toBe('given');
    const routing = {
      committeeAvailable: true,
      parts: [{ kind: 'fact-judgement' as const, question: 'did the pause suggest the bid?' }],
    };
    expect(
      await steps().routeAppeal({ memberId: 'td' }, 'mitchell1-B2-5', { sessionId: 'howell1', ...routing }),
    ).toMatchObject({ ok: false, code: 'not-of-this-session' });
    expect(
      await steps().routeAppeal({ memberId: 'td' }, 'mitchell1-B2-5', { sessionId: 'mitchell1', ...routing }),
    ).toEqual({ ok: true });
    expect(caseOf('mitchell1-B2-5')).toMatchObject({
      status: 'routed',
      parts: [{ partId: 'part-1', to: 'appeals-committee' }],
    });
  });

  it('only the appellant side withdraws; a step after is refused naming the state', async () => {
    expect(await steps().withdrawAppeal({ memberId: ew[0]! }, 'mitchell1-B2-5', { reason: null })).toMatchObject({
      ok: false,
      code: 'not-the-appellant',
    });
    expect(await steps().withdrawAppeal({ memberId: ns[1]! }, 'mitchell1-B2-5', { reason: 'agreed' })).toEqual({
      ok: true,
    });
    expect(
      await steps().rejectAppeal({ memberId: 'td' }, 'mitchell1-B2-5', {
        sessionId: 'mitchell1',
        reason: 'out-of-time',
        text: 'late',
      }),
    ).toMatchObject({ ok: false, error: 'the appeal is withdrawn: RejectAppeal is not possible' });
  });

  it('the director lodges for a player who asked at the desk, and rejects one that appeals no ruling', async () => {
    const lodged = await lodging().lodgeAppealForPlayer(
      { memberId: 'td' },
      { ...board5, playerId: ew[0]!, playerAsked: true, rulingIds: ['r2'], grounds: 'the score is wrong' },
    );
    expect(lodged).toEqual({ ok: true, appealId: 'mitchell1-B2-5-2' });
    const c = caseOf('mitchell1-B2-5-2');
    expect(c.appellant).toMatchObject({ memberId: ew[0], contestant: c.sides[1]!.contestant });
    expect(c.timeline.at(-1)!.summary).toContain('through director');
    expect(
      await steps().rejectAppeal({ memberId: 'td' }, 'mitchell1-B2-5-2', {
        sessionId: 'mitchell1',
        reason: 'not-an-appeal-of-a-ruling',
        text: 'a scoring error is corrected, not appealed',
      }),
    ).toEqual({ ok: true });
    expect(caseOf('mitchell1-B2-5-2').status).toBe('rejected');
  });

  it('a decided appeal goes further to the national authority (93C1), whose decision is final', async () => {
    const id = (
      (await lodging().lodgeAppeal({ memberId: ns[0]! }, { ...board5, rulingIds: ['r2'], grounds: 'again' })) as {
        appealId: string;
      }
    ).appealId;
    await steps().concurInAppeal({ memberId: ns[1]! }, id, { concurrence: 'concurs' });
    await steps().routeAppeal({ memberId: 'td' }, id, {
      sessionId: 'mitchell1',
      committeeAvailable: false,
      parts: [{ kind: 'fact-judgement', question: 'q' }],
    });
    const committee = appealsSiteCommands(club, now);
    const body = 'chief-director' as const;
    await committee.scheduleHearing(id, { body, hearingAt: '2026-11-16T23:00:00.000Z', panel: ['td'] }, td);
    await committee.recordHearing(id, { body, attendees: [ns[0]!], evidenceRefs: [], notes: '' }, td);
    await committee.decideAppeal(
      id,
      {
        body,
        outcome: 'upheld',
        newAdjustedScore: null,
        laws: [],
        recommendation: null,
        meritless: false,
        deposit: null,
        decidedBy: ['td'],
        text: 'upheld',
      },
      td,
    );
    expect(caseOf(id).status).toBe('decided');
    expect(
      await steps().lodgeFurtherAppeal({ memberId: ns[1]! }, id, {
        authority: 'national authority',
        deadline: '2026-11-30T12:00:00.000Z',
      }),
    ).toEqual({ ok: true });
    expect(caseOf(id).status).toBe('further-appeal');
    expect(
      await steps().recordAuthorityDecision({ memberId: 'td' }, id, {
        sessionId: 'mitchell1',
        authority: 'national authority',
        outcome: 'varied',
        newAdjustedScore: {
          ns: { kind: 'assigned', outcome: { contract: '3S', declarer: 'S', tricks: 9 } },
          ew: { kind: 'assigned', outcome: { contract: '3S', declarer: 'S', tricks: 9 } },
        },
        text: '3S making',
      }),
    ).toEqual({ ok: true });
    expect(caseOf(id).status).toBe('final');
    // The authority's score stands on the board and the traveller says it was decided on this appeal.
    const row = createResultsReader(club)
      .board('mitchell1', 5)!
      .traveller.find((r) => r.section === 'B' && r.table === 2)!;
    expect(row).toMatchObject({
      adjusted: 'assigned',
      adjustedScore: [{ percent: null, scoreNs: 140 }],
      decidedOnAppeal: id,
    });
    expect(club.store.readStream(board5Stream).at(-1)!.metadata.actor).toEqual({ id: 'td', role: 'director' });
  });
});
