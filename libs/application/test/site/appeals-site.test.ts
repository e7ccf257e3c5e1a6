// The appeals committee's reader and commands on the demo club (a real SQLite file): the demo
// appeal ap1 (ruling r2 on board 5, table 2 of section B of mitchell1, a weighted score) is listed
// with its Law 92B deadline, its timeline holds the board's ruling before the appeal's own events,
// and the committee hears it and varies the score, which then stands on the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoClub } from './seeded-demo-club';
import { createMembersReader, DEMO_CLUB_ID, type Club } from '../../src';
import { appealsSiteCommands } from '../../src/site/appeals-commands';
import { appealsSiteReader } from '../../src/site/appeals-reader';
import { createResultsReader } from '../../src/site/results-reader';

let club: Club;
let close: () => Promise<void>;
const now = () => '2026-11-17T21:45:00.000Z';
const members = () => createMembersReader(club, DEMO_CLUB_ID);
const ac1 = { memberId: 'ac1', committee: true, directs: () => false };
const ac1Actor = { id: 'ac1', role: 'appeals-committee' };

beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('appeals-site-'));
}, 60_000);
afterAll(() => close());

describe('appeals through the site', () => {
  it('lists the demo appeal with its 92B deadline (publication + 30 minutes) and the pending hearing', () => {
    const listed = appealsSiteReader(club, now).appeals();
    const ap1 = listed.find((a) => a.appealId === 'ap1');
    // The demo's appeal at each other stage are listed too (demo-appeal-stages.ts).
    expect(listed.map((a) => a.appealId).sort()).toEqual(['ap1', 'ap2', 'ap3', 'ap4', 'ap5', 'ap6', 'ap7']);
    expect(ap1).toMatchObject({
      appealId: 'ap1',
      sessionId: 'mitchell1',
      section: 'B',
      table: 2,
      board: 5,
      status: 'hearing-scheduled',
    });
    // The demo lodges 20 minutes after publication; the deadline is 30 minutes after it.
    expect(Date.parse(ap1!.appealDeadline!) - Date.parse(ap1!.lodgedAt)).toBe(10 * 60_000);
    expect(ap1!.hearingAt).not.toBeNull();
  });

  it("a case's timeline: the board's ruling, then the publication, then the appeal's events", () => {
    const c = appealsSiteReader(club, now, members().member).appealCase('ap1')!;
    // People by name: the appellant (a member of the pair) and the committee's panel.
    expect(c.appellant.name).toBe(members().member(c.appellant.memberId)!.name);
    expect(c.appellant.name).not.toBe(c.appellant.memberId);
    expect(c.hearings[0]!.panel.map((p) => p.name)).toContain('Zoltán Committee');
    expect(c.hearings[0]!.attendees).toEqual([]);
    const types = c.timeline.map((e) => e.type);
    expect(types.indexOf('RulingGiven')).toBeLessThan(types.indexOf('OfficialScoreMadeAvailable'));
    expect(types.slice(types.indexOf('AppealLodged'))).toEqual([
      'AppealLodged',
      'AppealConcurrenceRecorded',
      'AppealRouted',
      'AppealHearingScheduled',
    ]);
    expect(c.rulings).toEqual([{ rulingId: 'r2', rulingType: 'weighted-adjusted-score', laws: ['16B1', '12C1c'] }]);
    expect(c.deadlines.find((d) => d.name === 'appeal')).toMatchObject({ law: '92B', passed: true });
    expect(c.boardScore.adjustment).toMatch(/^NS weighted .*ruling r2/);
    expect(appealsSiteReader(club, now).appealCase('nope')).toBeUndefined();
  });

  it("names the members the timeline's events refer to, and no word of its text that happens to be an id", () => {
    const c = appealsSiteReader(club, now, members().member).appealCase('ap1')!;
    const line = (type: string) => c.timeline.find((e) => e.type === type)!.summary;
    // The demo's club administrator has the id 'to': the word "to" of a routing is not him.
    expect(members().member('to')?.name).toBe('Olga Organizer');
    expect(line('AppealRouted')).toMatch(/ to the /);
    expect(c.timeline.filter((e) => e.summary.includes('Olga Organizer'))).toEqual([]);
    // The appellant, the director he lodged through and the panel are named.
    const director = members().member('td')?.name ?? 'td';
    expect(line('AppealLodged')).toContain(`lodged by ${c.appellant.name} for`);
    expect(line('AppealLodged')).toContain(`through director ${director} (Law 92C)`);
    expect(line('AppealHearingScheduled')).toContain('Zoltán Committee');
    // The coded line, for the page's language, names the same members.
    const said = c.timeline.find((e) => e.type === 'AppealLodged')!.said!;
    expect(said.code).toBe('AppealLodged');
    expect(said.params).toMatchObject({ appellant: c.appellant.name, director });
  });

  it('refuses a decision before the hearing, records the hearing with notes, and a varied score goes onto the board', async () => {
    const commands = appealsSiteCommands(club, now);
    const decision = {
      body: 'appeals-committee' as const,
      outcome: 'varied' as const,
      newAdjustedScore: {
        ns: { kind: 'assigned' as const, outcome: { contract: '3S', declarer: 'S' as const, tricks: 9 } },
        ew: { kind: 'assigned' as const, outcome: { contract: '3S', declarer: 'S' as const, tricks: 9 } },
      },
      laws: ['12C1e'],
      recommendation: null,
      meritless: false,
      deposit: null,
      decidedBy: ['ac1', 'ac2', 'ac3'],
      text: 'pass was a logical alternative; 3S making',
    };
    expect(await commands.decideAppeal('ap1', decision, ac1)).toEqual({
      ok: false,
      error: 'the appeals committee has not heard the appeal yet (RecordHearing first)',
      code: 'not-heard',
      params: {},
    });
    expect(
      await commands.recordHearing(
        'ap1',
        {
          body: 'appeals-committee',
          attendees: ['m29', 'm30'],
          evidenceRefs: [],
          notes: 'North agrees the pause was about five seconds.',
        },
        ac1,
      ),
    ).toEqual({ ok: true });
    expect(await commands.decideAppeal('ap1', decision, ac1)).toEqual({ ok: true });
    const reader = appealsSiteReader(club, now, members().member);
    // The committee reads its notes; a side's member reads the hearing without them (appeal-deliberation.ts).
    const c = reader.appealCase('ap1', () => true)!;
    expect(reader.appealCase('ap1')!.hearings[0]).toMatchObject({ heardAt: now(), notes: null });
    expect(c.status).toBe('decided');
    expect(c.hearings[0]!.attendees).toEqual(
      ['m29', 'm30'].map((id) => ({ memberId: id, name: members().member(id)!.name })),
    );
    expect(c.hearings[0]).toMatchObject({ heardAt: now(), notes: 'North agrees the pause was about five seconds.' });
    expect(c.decisions).toEqual([
      {
        body: 'appeals-committee',
        outcome: 'varied',
        laws: ['12C1e'],
        meritless: false,
        deposit: null,
        text: 'pass was a logical alternative; 3S making',
        at: now(),
      },
    ]);
    // 3S making, nobody vulnerable or not: 140 either way (Law 77: 90 + 50).
    expect(c.boardScore).toMatchObject({ adjustedOnAppeal: 'ap1' });
    expect(c.boardScore.adjustment).toBe(
      'NS assigned 3S by S, 9 tricks (NS 140); EW assigned 3S by S, 9 tricks (NS 140) (ruling r2, Laws 12C1e)',
    );
    // The same as facts, which the page words in its language.
    const assigned = {
      kind: 'assigned',
      parts: [{ percent: null, outcome: { contract: '3S', declarer: 'S', tricks: 9, scoreNs: 140 } }],
      grade: null,
    };
    expect(c.boardScore.adjustmentFacts).toEqual({ ns: assigned, ew: assigned, rulingId: 'r2', laws: ['12C1e'] });
    expect(c.timeline.at(-2)?.type).toBe('AppealDecided');
    // The traveller's row of that table says the score was decided on appeal, naming the case.
    await club.settle();
    const traveller = createResultsReader(club).board('mitchell1', 5)!.traveller;
    const row = traveller.find((r) => r.section === 'B' && r.table === 2)!;
    expect(row).toMatchObject({
      adjusted: 'assigned',
      adjustedScore: [{ percent: null, scoreNs: 140 }],
      decidedOnAppeal: 'ap1',
    });
    const others = traveller.filter((r) => r !== row);
    expect(others.map((r) => r.decidedOnAppeal)).toEqual(others.map(() => null));
    // Each step with its actor: the committee member who recorded it, the board's adjustment too.
    const actors = club.store
      .readStream('appeal-ap1')
      .slice(-2)
      .map((e) => e.metadata.actor);
    expect(actors).toEqual([ac1Actor, ac1Actor]);
    expect(club.store.readStream('tableboard-mitchell1-B-2-5').at(-1)!.metadata.actor).toEqual(ac1Actor);
  });

  it('refuses commands on an appeal that does not exist', async () => {
    expect(
      await appealsSiteCommands(club, now).scheduleHearing(
        'ap9',
        {
          body: 'appeals-committee',
          hearingAt: now(),
          panel: ['ac1'],
        },
        ac1,
      ),
    ).toEqual({ ok: false, error: "appeal 'ap9' does not exist", code: 'appeal-unknown', params: { appealId: 'ap9' } });
  });
});
