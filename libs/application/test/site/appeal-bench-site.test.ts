// Who hears and decides an appeal through the site (Law 93A/B, appeal-bench.ts), on the demo club:
// routed with no committee, the chief director — the director of the appeal's session, mitchell1 —
// schedules, records and decides it, and his varied score goes onto the board; the committee, a
// director of another session and a member are refused; a part routed to the committee is the
// committee's, not the director's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoClub } from './seeded-demo-club';
import { createMembersReader, DEMO_CLUB_ID, type Club } from '../../src';
import { appealsSiteCommands } from '../../src/site/appeals-commands';
import { appealableBoardReader } from '../../src/site/appeals-board-reader';
import { appealLodging } from '../../src/site/appeals-lodging';
import { appealsSiteReader } from '../../src/site/appeals-reader';
import { appealSteps } from '../../src/site/appeals-steps';

let club: Club;
let close: () => Promise<void>;
const now = () => '2026-11-16T21:50:00.000Z';
const members = () => createMembersReader(club, DEMO_CLUB_ID);
const caseOf = (appealId: string) => appealsSiteReader(club, now, members().member).appealCase(appealId)!;
const board5 = { sessionId: 'mitchell1', section: 'B', table: 2, board: 5 };
const td = { memberId: 'td', committee: false, directs: (s: string) => s === 'mitchell1' };
const otherDirector = { memberId: 'td2', committee: false, directs: (s: string) => s === 'howell1' };
const ac1 = { memberId: 'ac1', committee: true, directs: () => false };
let ns: string[] = [];

/** Lodges an appeal on board 5 for NS, agreed by the partner, routed by the session's director. */
async function routedAppeal(committeeAvailable: boolean): Promise<string> {
  const lodged = await appealLodging(club, now, members().members).lodgeAppeal(
    { memberId: ns[0]! },
    { ...board5, rulingIds: ['r2'], grounds: 'the pause did not suggest the bid' },
  );
  const { appealId } = lodged as { appealId: string };
  const steps = appealSteps(club, now);
  await steps.concurInAppeal({ memberId: ns[1]! }, appealId, { concurrence: 'concurs' });
  await steps.routeAppeal(td, appealId, {
    sessionId: 'mitchell1',
    committeeAvailable,
    parts: [{ kind: 'fact-judgement', question: 'did the pause suggest the bid?' }],
  });
  return appealId;
}

const hearing = { hearingAt: '2026-11-16T23:00:00.000Z', panel: ['td'] };
const varied = {
  outcome: 'varied' as const,
  newAdjustedScore: {
    ns: { kind: 'assigned' as const, outcome: { contract: '3S', declarer: 'S' as const, tricks: 9 } },
    ew: { kind: 'assigned' as const, outcome: { contract: '3S', declarer: 'S' as const, tricks: 9 } },
  },
  laws: ['12C1e'],
  recommendation: null,
  meritless: false,
  deposit: null,
  decidedBy: ['td'],
  text: 'pass was a logical alternative; 3S making',
};

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('appeal-bench-site-'));
  const table = appealableBoardReader(club, now, members().member)
    .appealableBoard('mitchell1', 5)!
    .tables.find((t) => t.section === 'B' && t.table === 2)!;
  ns = table.sides[0]!.members.map((m) => m.memberId);
}, 60_000);
afterAll(() => close());

describe('the body an appeal is routed to hears and decides it', () => {
  it("routed to the chief director: the session's director hears and decides; others are refused", async () => {
    const id = await routedAppeal(false);
    const commands = appealsSiteCommands(club, now);
    const body = 'chief-director' as const;
    const notHim = { ok: false, code: 'not-the-hearing-body', params: { body, sessionId: 'mitchell1' } };
    expect(await commands.scheduleHearing(id, { body, ...hearing }, ac1)).toMatchObject(notHim);
    expect(await commands.scheduleHearing(id, { body, ...hearing }, otherDirector)).toMatchObject(notHim);
    // The committee naming itself: nothing of this appeal is before it (the decider's refusal).
    expect(await commands.scheduleHearing(id, { body: 'appeals-committee', ...hearing }, ac1)).toMatchObject({
      ok: false,
      code: 'nothing-before-body',
    });

    expect(await commands.scheduleHearing(id, { body, ...hearing }, td)).toEqual({ ok: true });
    const record = { body, attendees: [ns[0]!], evidenceRefs: [], notes: 'both sides heard' };
    expect(await commands.recordHearing(id, record, otherDirector)).toMatchObject(notHim);
    expect(await commands.recordHearing(id, record, td)).toEqual({ ok: true });
    expect(await commands.decideAppeal(id, { body, ...varied }, ac1)).toMatchObject(notHim);
    expect(await commands.decideAppeal(id, { body, ...varied }, td)).toEqual({ ok: true });

    const decided = caseOf(id);
    expect(decided.status).toBe('decided');
    expect(decided.decisions).toMatchObject([{ body: 'chief-director', outcome: 'varied' }]);
    expect(decided.boardScore).toMatchObject({ adjustedOnAppeal: id });
    // Each step recorded as the director's.
    const actors = club.store
      .readStream(`appeal-${id}`)
      .slice(-3)
      .map((e) => e.metadata.actor);
    expect(actors).toEqual([0, 1, 2].map(() => ({ id: 'td', role: 'director' })));
  });

  it("routed to the committee: the session's director does not hear it", async () => {
    const id = await routedAppeal(true);
    const commands = appealsSiteCommands(club, now);
    expect(await commands.scheduleHearing(id, { body: 'appeals-committee', ...hearing }, td)).toMatchObject({
      ok: false,
      code: 'not-the-hearing-body',
      params: { body: 'appeals-committee', sessionId: 'mitchell1' },
    });
    // Naming himself, he finds nothing before him (the decider's refusal).
    expect(await commands.scheduleHearing(id, { body: 'chief-director', ...hearing }, td)).toMatchObject({
      ok: false,
      code: 'nothing-before-body',
    });
    expect(await commands.scheduleHearing(id, { body: 'appeals-committee', ...hearing }, ac1)).toEqual({ ok: true });
  });
});
