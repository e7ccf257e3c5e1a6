// The club's appeal deposit through the site (CLUB_APPEAL_DEPOSIT): an appeal lodged at a club that
// asks for one records the amount; the deciding body must keep or return it, and the case shows it.
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
// The demo's director, of mitchell1: he hears, as chief director, the parts routed to him (appeal-bench.ts).
const td = { memberId: 'td', committee: false, directs: (sessionId: string) => sessionId === 'mitchell1' };
const board5 = { sessionId: 'mitchell1', section: 'B', table: 2, board: 5 };
const body = 'chief-director' as const;
const decision = {
  body,
  outcome: 'upheld' as const,
  newAdjustedScore: null,
  laws: [],
  recommendation: null,
  meritless: true,
  decidedBy: ['td'],
  text: 'the appeal had no substance',
};
let ns: string[] = [];

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('appeal-deposit-site-'));
  const table = appealableBoardReader(club, now, members().member)
    .appealableBoard('mitchell1', 5)!
    .tables.find((t) => t.section === 'B' && t.table === 2)!;
  ns = table.sides[0]!.members.map((m) => m.memberId);
}, 60_000);
afterAll(() => close());

describe('the appeal deposit at a club that asks for one', () => {
  it('lodging records the deposit; the decision must keep or return it; the case shows what became of it', async () => {
    const lodged = await appealLodging(club, now, members().members, 15).lodgeAppeal(
      { memberId: ns[0]! },
      { ...board5, rulingIds: ['r2'], grounds: 'the pause was short' },
    );
    const id = (lodged as { appealId: string }).appealId;
    expect(caseOf(id).deposit).toEqual({ amount: 15, fate: null });
    expect(club.store.readStream(`appeal-${id}`)[0]!).toMatchObject({ type: 'AppealLodged', data: { deposit: 15 } });

    await appealSteps(club, now).concurInAppeal({ memberId: ns[1]! }, id, { concurrence: 'concurs' });
    await appealSteps(club, now).routeAppeal(td, id, {
      sessionId: 'mitchell1',
      committeeAvailable: false,
      parts: [{ kind: 'fact-judgement', question: 'was the pause a hesitation?' }],
    });
    const committee = appealsSiteCommands(club, now);
    await committee.scheduleHearing(id, { body, hearingAt: '2026-11-16T23:00:00.000Z', panel: ['td'] }, td);
    await committee.recordHearing(id, { body, attendees: [ns[0]!], evidenceRefs: [], notes: '' }, td);
    const version = club.store.streamVersion(`appeal-${id}`);

    expect(await committee.decideAppeal(id, { ...decision, deposit: null }, td)).toMatchObject({
      ok: false,
      code: 'deposit-not-chosen',
      error: 'deposit: the appellant lodged a deposit of 15; keep it or return it',
    });
    expect(club.store.streamVersion(`appeal-${id}`)).toBe(version);

    expect(await committee.decideAppeal(id, { ...decision, deposit: 'kept' }, td)).toEqual({ ok: true });
    const decided = caseOf(id);
    expect(decided.deposit).toEqual({ amount: 15, fate: 'kept' });
    expect(decided.decisions).toEqual([expect.objectContaining({ meritless: true, deposit: 'kept' })]);
    expect(decided.timeline.at(-1)!.summary).toContain('deposit kept');
  });

  it('a club without the setting records no deposit', async () => {
    const lodged = await appealLodging(club, now, members().members).lodgeAppeal(
      { memberId: ns[0]! },
      { ...board5, rulingIds: ['r2'], grounds: 'once more' },
    );
    expect(caseOf((lodged as { appealId: string }).appealId).deposit).toBeNull();
  });
});
