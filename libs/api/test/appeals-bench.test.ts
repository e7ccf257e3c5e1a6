// Caller tests of who hears and decides an appeal (Law 93A/B), on the demo club in a real file: an
// appeal of mitchell1 routed with no committee is the chief director's — the session's director
// schedules, records and decides it, and his varied score stands on the board; a director of
// another session and the committee are refused as not the body it is routed to, a member by the
// policy. An appeal routed to the committee stays the committee's.
import { seedDemoClub } from '@club/application';
import type { RoleGrant } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openDirectorClub, type DirectorClub } from './support/director-club';

const people: Record<string, RoleGrant[]> = {
  td: [{ role: 'director', scope: { kind: 'session', id: 'mitchell1' } }],
  ed: [{ role: 'director', scope: { kind: 'session', id: 'howell1' } }],
  ac1: [{ role: 'appeals-committee' }],
  mo: [{ role: 'member' }],
};
let club: DirectorClub;
let ns: string[] = [];
const board5 = { sessionId: 'mitchell1', section: 'B', table: 2, board: 5 };
const hearing = { hearingAt: '2026-11-16T23:00:00.000Z', panel: ['td'] };
// The chief director's new adjusted score: 4S by North, ten tricks, for both sides (Law 12C1e).
const fourSpades = { kind: 'assigned' as const, outcome: { contract: '4S', declarer: 'N' as const, tricks: 10 } };
const varied = {
  outcome: 'varied' as const,
  newAdjustedScore: { ns: fourSpades, ew: fourSpades },
  laws: ['12C1e'],
  decidedBy: ['td'],
  text: 'pass was a logical alternative; 4S making',
};

/** An appeal on board 5 by NS (ruling r2), agreed by the partner, routed by the session's director. */
async function routedAppeal(committeeAvailable: boolean): Promise<string> {
  const site = club.services.site;
  const lodged = await site.lodgeAppeal(
    { memberId: ns[0]! },
    { ...board5, rulingIds: ['r2'], grounds: 'no hesitation' },
  );
  const { appealId } = lodged as { appealId: string };
  await site.concurInAppeal({ memberId: ns[1]! }, appealId, { concurrence: 'concurs' });
  await (
    await club.callerOf('td')
  ).appeals.route({
    appealId,
    sessionId: 'mitchell1',
    committeeAvailable,
    parts: [{ kind: 'fact-judgement', question: 'did the pause suggest the bid?' }],
  });
  return appealId;
}

beforeAll(async () => {
  // The demo's ruling r2 was published at 21:30; its Law 92B period ends at 22:00.
  club = await openDirectorClub(people, '2026-11-16T21:50:00Z');
  await seedDemoClub(club.club);
  await club.club.settle();
  const table = club.services.site
    .appealableBoard('mitchell1', 5)!
    .tables.find((t) => t.section === 'B' && t.table === 2)!;
  ns = table.sides[0]!.members.map((m) => m.memberId);
}, 60_000);
afterAll(() => club.close());

describe('the chief director hears the appeal routed to him', () => {
  it("the session's director schedules, records and decides; his score stands on the board", async () => {
    const appealId = await routedAppeal(false);
    const body = 'chief-director' as const;
    const td = await club.callerOf('td');
    expect(await td.appeals.scheduleHearing({ appealId, body, ...hearing })).toEqual({ recorded: true });
    expect(await td.appeals.recordHearing({ appealId, body, attendees: [ns[0]!], notes: 'heard both' })).toEqual({
      recorded: true,
    });
    expect(await td.appeals.decide({ appealId, body, ...varied })).toEqual({ recorded: true });
    const c = await td.appeals.case({ appealId });
    expect(c.status).toBe('decided');
    expect(c.decisions).toMatchObject([{ body: 'chief-director', outcome: 'varied' }]);
    expect(c.boardScore.adjustedOnAppeal).toBe(appealId);
  });

  it('a director of another session and the committee are refused; a member is not let in', async () => {
    const appealId = await routedAppeal(false);
    const body = 'chief-director' as const;
    for (const memberId of ['ed', 'ac1']) {
      const refused = await failure(
        (await club.callerOf(memberId)).appeals.scheduleHearing({ appealId, body, ...hearing }),
      );
      expect([refused.code, refused.message]).toEqual([
        'FORBIDDEN',
        expect.stringContaining("only the director of session 'mitchell1' hears and decides, as chief director"),
      ]);
    }
    // The committee naming itself finds nothing of this appeal before it.
    const committee = await failure(
      (await club.callerOf('ac1')).appeals.scheduleHearing({ appealId, body: 'appeals-committee', ...hearing }),
    );
    expect([committee.code, committee.message]).toEqual([
      'BAD_REQUEST',
      'No undecided part of the appeal is before the appeals committee',
    ]);
    const member = await failure((await club.callerOf('mo')).appeals.decide({ appealId, body, ...varied }));
    expect(member.code).toBe('FORBIDDEN');
  });

  it("routed to the committee: the committee's, not the session's director's", async () => {
    const appealId = await routedAppeal(true);
    const refused = await failure((await club.callerOf('td')).appeals.scheduleHearing({ appealId, ...hearing }));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      expect.stringContaining('only the appeals committee hears and decides the parts routed to it'),
    ]);
    expect(await (await club.callerOf('ac1')).appeals.scheduleHearing({ appealId, ...hearing })).toEqual({
      recorded: true,
    });
  });
});
