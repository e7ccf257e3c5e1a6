// Caller tests of the appeals committee's commands: valid input reaches the reader, bad input and
// the reader's refusals come back as BAD_REQUEST with words a member can read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

describe('appeals commands', () => {
  it('scheduleHearing, recordHearing and decide record on a known appeal', async () => {
    const call = club.caller({ token: await club.tokenOf('appeals-committee') }).call;
    expect(
      await call.appeals.scheduleHearing({ appealId: 'A1', hearingAt: '2026-02-27T19:00:00Z', panel: ['ac1', 'ac2'] }),
    ).toEqual({ recorded: true });
    expect(await call.appeals.recordHearing({ appealId: 'A1', attendees: ['cy'], notes: 'five seconds' })).toEqual({
      recorded: true,
    });
    const varied = {
      appealId: 'A1',
      outcome: 'varied' as const,
      newAdjustedScore: {
        ns: { kind: 'artificial' as const, grade: 'A-' as const },
        ew: { kind: 'artificial' as const, grade: 'A+' as const },
      },
      decidedBy: ['ac1'],
      text: 'varied',
    };
    expect(await call.appeals.decide(varied)).toEqual({ recorded: true });
  });

  it("an unknown appeal: the reader's refusal, capitalised", async () => {
    const call = club.caller({ token: await club.tokenOf('appeals-committee') }).call;
    const refused = await failure(call.appeals.recordHearing({ appealId: 'A9', attendees: [] }));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', "Appeal 'A9' does not exist"]);
  });

  it('bad input names the field', async () => {
    const call = club.caller({ token: await club.tokenOf('appeals-committee') }).call;
    const noPanel = await failure(
      call.appeals.scheduleHearing({ appealId: 'A1', hearingAt: '2026-02-27T19:00:00Z', panel: [] }),
    );
    expect(noPanel.code).toBe('BAD_REQUEST');
    expect(noPanel.message).toBe('Panel: name who hears the appeal');
    const badTime = await failure(
      call.appeals.scheduleHearing({ appealId: 'A1', hearingAt: 'tomorrow', panel: ['ac1'] }),
    );
    expect(badTime.message).toBe('Hearing time: not a date and time');
    const badLaw = await failure(
      call.appeals.decide({
        appealId: 'A1',
        outcome: 'upheld',
        laws: ['law twelve'],
        decidedBy: ['ac1'],
        text: 'upheld',
      }),
    );
    expect(badLaw.message).toContain('Law 1: a law reference looks like 12C1 or 93B3');
    // The decider takes the score typed: the edge checks it as the board's AdjustScore will.
    const oddScore = { kind: 'assigned' as const, outcome: { scoreNS: 425 } };
    const badScore = await failure(
      call.appeals.decide({
        appealId: 'A1',
        outcome: 'varied',
        newAdjustedScore: { ns: oddScore, ew: oddScore },
        decidedBy: ['ac1'],
        text: 'varied',
      }),
    );
    expect([badScore.code, badScore.message]).toEqual([
      'BAD_REQUEST',
      expect.stringContaining('a bridge score is a multiple of 10'),
    ]);
  });
});
