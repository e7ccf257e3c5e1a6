// Given/when/then for the appeal decider (Laws 79C, 92, 93; spec §8.8–§8.9, §10.8).
import { describe, expect, it } from 'vitest';
import { DomainError, type Decider } from '@club/events';
import { deciderSpec, parsedFirst } from '@club/testing';
import {
  appealDecider,
  appealLawsOf,
  evolveAppeal,
  initialAppealState,
  parseAppealCommand,
  type AppealCommand,
  type AppealEvent,
  type AppealLodged,
  type AppealState,
  type LodgeAppeal,
} from '../../src';

/** The decider takes typed commands; these tests write them as callers do, so they parse first. */
const decider: Decider<AppealCommand, AppealEvent, AppealState> = parsedFirst(appealDecider, parseAppealCommand);
const spec = deciderSpec(decider);

// The official score was made available at 20:01:00; Law 92B's default period is 30 minutes.
const PUBLISHED = {
  version: 1,
  availableAt: '2026-11-21T20:01:00.000Z',
  correctionDeadline: '2026-11-21T20:31:00.000Z',
  appealDeadline: '2026-11-21T20:31:00.000Z',
  appealPeriodMinutes: 30,
};

const lodge = (over: Partial<LodgeAppeal> = {}): LodgeAppeal => ({
  type: 'LodgeAppeal',
  appealId: 'ap1',
  sessionId: 's1',
  tableBoardStream: 'tableboard-s1-A-3-7',
  board: { ns: '3NS', ew: '5EW' },
  boardRulings: [
    { rulingId: 'r1', rulingType: 'assigned-adjusted-score', laws: ['16B', '12C1'] },
    { rulingId: 'r2', rulingType: 'disciplinary-penalty', laws: ['91A'] },
  ],
  rulingIds: ['r1'],
  appellant: { contestant: '5EW', memberId: 'eva', role: 'player' },
  contestantMembers: ['eva', 'ede'],
  captain: null,
  viaDirectorId: 'td1',
  grounds: 'the hesitation did not suggest the bid',
  form: 'pairs',
  edition: '2007',
  now: '2026-11-21T20:20:00.000Z',
  publication: PUBLISHED,
  ...over,
});

const lodged = (over: Partial<LodgeAppeal> = {}): AppealLodged =>
  decider.decide(lodge(over), initialAppealState)[0] as AppealLodged;

/** Runs commands from the start and returns the history they produced. */
function history(...commands: AppealCommand[]): AppealEvent[] {
  const events: AppealEvent[] = [];
  let state = initialAppealState;
  for (const c of commands) {
    for (const e of decider.decide(c, state)) {
      events.push(e);
      state = evolveAppeal(state, e);
    }
  }
  return events;
}
/** Matches a refusal by its whole message. */
const saying = (text: string) => (error: unknown) => error instanceof DomainError && error.message === text;
const stateOf = (events: readonly AppealEvent[]) => events.reduce(evolveAppeal, initialAppealState);

const concur = {
  type: 'RecordConcurrence',
  memberId: 'ede',
  concurrence: 'concurs',
  at: '2026-11-21T20:22:00Z',
} as const;
const routeSplit: Extract<AppealCommand, { type: 'RouteAppeal' }> = {
  type: 'RouteAppeal',
  chiefDirectorId: 'ctd',
  committeeAvailable: true,
  parts: [
    { partId: 'law', kind: 'law-regulation', question: 'was Law 16B applied as written?' },
    { partId: 'facts', kind: 'fact-judgement', question: 'did the hesitation demonstrably suggest 4S?' },
  ],
  at: '2026-11-21T20:40:00Z',
};
const schedule = (body: 'chief-director' | 'appeals-committee') =>
  ({
    type: 'ScheduleHearing',
    body,
    hearingAt: '2026-11-21T21:00:00Z',
    panel: body === 'chief-director' ? ['ctd'] : ['ac1', 'ac2', 'ac3'],
    at: '2026-11-21T20:45:00Z',
  }) as AppealCommand;
const hear = (body: 'chief-director' | 'appeals-committee') =>
  ({
    type: 'RecordHearing',
    body,
    attendees: ['eva', 'ede', 'td1'],
    evidenceRefs: ['tableboard-s1-A-3-7#12'],
    notes: 'both sides heard',
    at: '2026-11-21T21:20:00Z',
  }) as AppealCommand;
const decideBy = (
  body: 'chief-director' | 'appeals-committee',
  outcome: 'upheld' | 'varied' | 'overturned',
  over: Record<string, unknown> = {},
) =>
  ({
    type: 'DecideAppeal',
    body,
    outcome,
    decidedBy: body === 'chief-director' ? ['ctd'] : ['ac1', 'ac2', 'ac3'],
    text: 'decision',
    at: '2026-11-21T21:40:00Z',
    ...over,
  }) as AppealCommand;

describe('lodging an appeal (Laws 92A, 92C)', () => {
  it('records the appealed rulings, the appellant, the director it went through and the partner whose agreement is needed', () => {
    spec
      .given([])
      .when(lodge())
      .then([
        {
          type: 'AppealLodged',
          schemaVersion: 1,
          appealId: 'ap1',
          sessionId: 's1',
          tableBoardStream: 'tableboard-s1-A-3-7',
          rulingIds: ['r1'],
          rulings: [{ rulingId: 'r1', rulingType: 'assigned-adjusted-score', laws: ['16B', '12C1'] }],
          appellant: { contestant: '5EW', memberId: 'eva', role: 'player' },
          viaDirectorId: 'td1',
          grounds: 'the hesitation did not suggest the bid',
          lodgedAt: '2026-11-21T20:20:00.000Z',
          form: 'pairs',
          edition: '2007',
          concurrenceFrom: 'ede',
          absentMemberDeemedToConcur: false,
          appealDeadline: '2026-11-21T20:31:00.000Z',
          publicationVersion: 1,
        },
      ]);
  });

  it('refuses a ruling not given on this board, a contestant not at the table, a player not of the pair', () => {
    spec
      .given([])
      .when(lodge({ rulingIds: ['r9'] }))
      .thenThrows('not-a-ruling-at-table');
    spec
      .given([])
      .when(lodge({ appellant: { contestant: '4NS', memberId: 'eva', role: 'player' } }))
      .thenThrows('not-at-table');
    spec
      .given([])
      .when(lodge({ appellant: { contestant: '5EW', memberId: 'zoe', role: 'player' } }))
      .thenThrows(/'zoe' is not a player of '5EW'/);
    spec
      .given([])
      .when(lodge({ appellant: { contestant: '5EW', memberId: 'eva', role: 'captain' } }))
      .thenThrows('no-captain');
  });

  it('refuses a second lodging on the same stream and commands before any lodging', () => {
    spec.given([lodged()]).when(lodge()).thenThrows('appeal-exists');
    spec.given([]).when(concur).thenThrows('no-appeal');
  });

  it('names the field of bad input', () => {
    expect(() => parseAppealCommand({ ...lodge(), rulingIds: [] })).toThrow(
      "LodgeAppeal: field 'rulingIds': name at least one ruling appealed",
    );
    expect(() => parseAppealCommand({ ...lodge(), now: 'half past eight' })).toThrow(
      "LodgeAppeal: field 'now': 'half past eight' is not an ISO 8601 time",
    );
    expect(() => parseAppealCommand({ type: 'AppealLouder' })).toThrow(
      "appeal command: field 'type': 'AppealLouder' is not one of",
    );
  });
});

describe('the appeal deadline (Laws 79C, 92B): 30 minutes after the official score was made available', () => {
  it('accepts an appeal 29:59 after publication', () => {
    expect(lodged({ now: '2026-11-21T20:30:59Z' }).lodgedAt).toBe('2026-11-21T20:30:59Z');
  });

  it('accepts an appeal at 30:00 exactly: the deadline instant is still inside the period', () => {
    expect(lodged({ now: '2026-11-21T20:31:00Z' }).appealDeadline).toBe('2026-11-21T20:31:00.000Z');
  });

  it('refuses an appeal 30:01 after publication with a message stating the deadline', () => {
    let error: unknown;
    try {
      decider.decide(lodge({ now: '2026-11-21T20:31:01Z' }), initialAppealState);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('out-of-time');
    expect((error as DomainError).message).toBe(
      'appeal lodged at 20:31:01 is out of time: the deadline was 20:31:00 (official score made available 20:01:00 + 30 min, Law 92B)',
    );
  });

  it('accepts an appeal before the official score is made available: the window is open and the deadline not yet known', () => {
    const e = lodged({ now: '2026-11-21T19:10:00Z', publication: null });
    expect([e.appealDeadline, e.publicationVersion]).toEqual([null, null]);
  });

  it("uses the tournament's own period: 60 minutes", () => {
    const sixty = {
      ...PUBLISHED,
      correctionDeadline: '2026-11-21T21:01:00.000Z',
      appealDeadline: '2026-11-21T21:01:00.000Z',
      appealPeriodMinutes: 60,
    };
    expect(lodged({ now: '2026-11-21T20:45:00Z', publication: sixty }).appealDeadline).toBe('2026-11-21T21:01:00.000Z');
    expect(lodged({ now: '2026-11-21T21:00:59Z', publication: sixty }).lodgedAt).toBe('2026-11-21T21:00:59Z');
    spec
      .given([])
      .when(lodge({ now: '2026-11-21T21:01:01Z', publication: sixty }))
      .thenThrows(
        saying(
          'appeal lodged at 21:01:01 is out of time: the deadline was 21:01:00 (official score made available 20:01:00 + 60 min, Law 92B)',
        ),
      );
  });

  it('after a republication the clock still runs from the first publication, and the message says so', () => {
    const republished = { ...PUBLISHED, version: 2, availableAt: '2026-11-21T20:25:00.000Z' };
    spec
      .given([])
      .when(lodge({ now: '2026-11-21T20:40:00Z', publication: republished }))
      .thenThrows(
        saying(
          'appeal lodged at 20:40:00 is out of time: the deadline was 20:31:00 (official score first made available 20:01:00 + 30 min, Law 92B)',
        ),
      );
  });

  it('states the dates when the deadline falls on another day', () => {
    const late = { ...PUBLISHED, availableAt: '2026-11-21T23:50:00.000Z', appealDeadline: '2026-11-22T00:20:00.000Z' };
    spec
      .given([])
      .when(lodge({ now: '2026-11-22T00:20:30Z', publication: late }))
      .thenThrows(
        saying(
          'appeal lodged at 2026-11-22 00:20:30 is out of time: the deadline was 2026-11-22 00:20:00 (official score made available 2026-11-21 23:50:00 + 30 min, Law 92B)',
        ),
      );
  });
});

describe('concurrence (Law 92D)', () => {
  it('pairs: the partner agrees; until then the appeal cannot be routed', () => {
    spec
      .given([lodged()])
      .when(routeSplit)
      .thenThrows(/before 'ede' agrees to it \(Law 92D\)/);
    spec
      .given([lodged()])
      .when(concur)
      .then([
        {
          type: 'AppealConcurrenceRecorded',
          schemaVersion: 1,
          memberId: 'ede',
          concurs: true,
          deemed: false,
          at: '2026-11-21T20:22:00Z',
        },
      ]);
  });

  it('pairs: the partner declines and the appeal is rejected', () => {
    spec
      .given([lodged()])
      .when({ ...concur, concurrence: 'declines' })
      .then([
        {
          type: 'AppealConcurrenceRecorded',
          schemaVersion: 1,
          memberId: 'ede',
          concurs: false,
          deemed: false,
          at: '2026-11-21T20:22:00Z',
        },
        { type: 'AppealRejected', schemaVersion: 1, reason: 'no-concurrence', at: '2026-11-21T20:22:00Z' },
      ]);
  });

  it('only the partner can concur', () => {
    spec
      .given([lodged()])
      .when({ ...concur, memberId: 'eva' })
      .thenThrows('not-the-partner');
  });

  it('1997: an absent member is deemed to concur; 2007: he is not', () => {
    spec
      .given([lodged({ edition: '1997' })])
      .when({ ...concur, concurrence: 'absent' })
      .then([
        {
          type: 'AppealConcurrenceRecorded',
          schemaVersion: 1,
          memberId: 'ede',
          concurs: true,
          deemed: true,
          at: '2026-11-21T20:22:00Z',
        },
      ]);
    spec
      .given([lodged()])
      .when({ ...concur, concurrence: 'absent' })
      .thenThrows(
        saying(
          "Law 92D (2007): an absent member is not deemed to concur; record 'ede''s agreement when he can be asked",
        ),
      );
    // The setting overrides the edition's default.
    expect(lodged({ edition: '2007', absentMemberDeemedToConcur: true }).absentMemberDeemedToConcur).toBe(true);
  });

  it('individual: the appellant needs no one; teams: the captain agrees, or lodges himself', () => {
    expect(lodged({ form: 'individual', contestantMembers: ['eva'] }).concurrenceFrom).toBeNull();
    const team: Partial<LodgeAppeal> = {
      form: 'teams',
      contestantMembers: ['eva', 'ede', 'emil', 'enik'],
      captain: 'emil',
    };
    expect(lodged(team).concurrenceFrom).toBe('emil');
    expect(
      lodged({ ...team, appellant: { contestant: '5EW', memberId: 'emil', role: 'captain' } }).concurrenceFrom,
    ).toBeNull();
    spec
      .given([])
      .when(lodge({ ...team, appellant: { contestant: '5EW', memberId: 'eva', role: 'captain' } }))
      .thenThrows('not-the-captain');
    spec
      .given([])
      .when(lodge({ ...team, captain: null }))
      .thenThrows(/needs the captain's agreement \(Law 92D2\)/);
  });
});

describe('routing (Law 93A/B)', () => {
  it('with a committee: law parts to the chief director, fact and judgement parts to the committee', () => {
    spec
      .given(history(lodge(), concur))
      .when(routeSplit)
      .then([
        {
          type: 'AppealRouted',
          schemaVersion: 1,
          chiefDirectorId: 'ctd',
          committeeAvailable: true,
          parts: [
            {
              partId: 'law',
              kind: 'law-regulation',
              question: 'was Law 16B applied as written?',
              rulingIds: ['r1'],
              to: 'chief-director',
            },
            {
              partId: 'facts',
              kind: 'fact-judgement',
              question: 'did the hesitation demonstrably suggest 4S?',
              rulingIds: ['r1'],
              to: 'appeals-committee',
            },
          ],
          law: '93B',
          at: '2026-11-21T20:40:00Z',
        },
      ]);
  });

  it('without a committee the chief director hears every part (93A)', () => {
    const [routed] = decider.decide({ ...routeSplit, committeeAvailable: false }, stateOf(history(lodge(), concur)));
    expect(routed).toMatchObject({ law: '93A', parts: [{ to: 'chief-director' }, { to: 'chief-director' }] });
  });

  it('is routed once, and a part may name only appealed rulings', () => {
    spec
      .given(history(lodge(), concur, routeSplit))
      .when(routeSplit)
      .thenThrows('already-routed');
    spec
      .given(history(lodge(), concur))
      .when({ ...routeSplit, parts: [{ partId: 'p', kind: 'fact-judgement', question: 'q', rulingIds: ['r2'] }] })
      .thenThrows('not-appealed');
  });
});

describe('hearing and deciding (Law 93B3)', () => {
  const routed = history(lodge(), concur, routeSplit);
  const heardByCommittee = history(
    lodge(),
    concur,
    routeSplit,
    schedule('appeals-committee'),
    hear('appeals-committee'),
  );

  it("a decision needs the body's hearing first", () => {
    spec.given(routed).when(decideBy('appeals-committee', 'upheld')).thenThrows('not-heard');
    spec.given(routed).when(hear('appeals-committee')).thenThrows('no-hearing');
  });

  it('the status follows the bodies still to decide', () => {
    expect(stateOf(history(lodge(), concur, routeSplit, schedule('appeals-committee'))).status).toBe(
      'hearing-scheduled',
    );
    expect(stateOf(heardByCommittee).status).toBe('heard');
  });

  it('the committee varies the score on a matter of judgement', () => {
    const score = {
      ns: { kind: 'assigned', outcome: { contract: '3S', declarer: 'N', tricks: 10 } },
      ew: { kind: 'assigned', outcome: { contract: '3S', declarer: 'N', tricks: 10 } },
    };
    const [decided] = decider.decide(
      decideBy('appeals-committee', 'varied', { newAdjustedScore: score, laws: ['16B1', '12C1'] }),
      stateOf(heardByCommittee),
    );
    expect(decided).toMatchObject({
      type: 'AppealDecided',
      body: 'appeals-committee',
      partIds: ['facts'],
      outcome: 'varied',
      newAdjustedScore: score,
      meritless: false,
    });
  });

  it('refuses a committee decision that overrules the director on a point of law', () => {
    const lawHeard = history(
      lodge(),
      concur,
      { ...routeSplit, parts: [routeSplit.parts[0]!] },
      schedule('chief-director'),
      hear('chief-director'),
      decideBy('chief-director', 'upheld'),
      { type: 'TakeToCommittee', partIds: ['law'], at: '2026-11-21T21:45:00Z' },
      schedule('appeals-committee'),
      hear('appeals-committee'),
    );
    spec
      .given(lawHeard)
      .when(decideBy('appeals-committee', 'overturned'))
      .thenThrows(/may not overrule the director on a point of law or regulation \(Law 93B3\): part 'law'/);
    // It may uphold him and recommend a change.
    const [upheld] = decider.decide(
      decideBy('appeals-committee', 'upheld', { recommendation: 'apply 16B1 with the 2007 wording' }),
      stateOf(lawHeard),
    );
    expect(upheld).toMatchObject({ outcome: 'upheld', recommendation: 'apply 16B1 with the 2007 wording' });
  });

  it('refuses a committee decision that overrules a Law 91 disciplinary decision', () => {
    const disciplinary = history(
      lodge({ rulingIds: ['r2'] }),
      concur,
      { ...routeSplit, parts: [{ partId: 'conduct', kind: 'fact-judgement', question: 'was the penalty deserved?' }] },
      schedule('appeals-committee'),
      hear('appeals-committee'),
    );
    spec
      .given(disciplinary)
      .when(decideBy('appeals-committee', 'varied'))
      .thenThrows(
        saying(
          "the appeals committee may not overrule the director's disciplinary decision (Laws 91 and 93B3): ruling 'r2' of part 'conduct' is a Law 91 decision; it may recommend that the director change it",
        ),
      );
  });

  it('the chief director may change a ruling on law; a body decides only the parts before it', () => {
    const cdHeard = history(lodge(), concur, routeSplit, schedule('chief-director'), hear('chief-director'));
    const state = stateOf(cdHeard);
    expect(decider.decide(decideBy('chief-director', 'overturned'), state)[0]).toMatchObject({
      partIds: ['law'],
      outcome: 'overturned',
    });
    spec
      .given(cdHeard)
      .when(decideBy('chief-director', 'upheld', { partIds: ['facts'] }))
      .thenThrows(/part 'facts' is before the appeals committee, not the chief director/);
  });

  it('an upheld ruling keeps its score; a changed ruling is not meritless', () => {
    spec
      .given(heardByCommittee)
      .when(
        decideBy('appeals-committee', 'upheld', {
          newAdjustedScore: { ns: { kind: 'artificial', grade: 'A+' }, ew: { kind: 'artificial', grade: 'A-' } },
        }),
      )
      .thenThrows('upheld-with-score');
    spec
      .given(heardByCommittee)
      .when(decideBy('appeals-committee', 'varied', { meritless: true }))
      .thenThrows('meritless-but-changed');
    spec
      .given(heardByCommittee)
      .when(
        decideBy('appeals-committee', 'varied', {
          newAdjustedScore: { ns: { kind: 'artificial', grade: 'B' }, ew: { kind: 'artificial', grade: 'A' } },
        }),
      )
      .thenThrows(/newAdjustedScore/);
  });
});

describe('the end of an appeal', () => {
  const noCommittee = { ...routeSplit, committeeAvailable: false, parts: [routeSplit.parts[1]!] };
  const decided = history(
    lodge(),
    concur,
    noCommittee,
    schedule('chief-director'),
    hear('chief-director'),
    decideBy('chief-director', 'upheld', { meritless: true }),
  );

  it('a decided appeal becomes final; then nothing more', () => {
    expect(stateOf(decided).status).toBe('decided');
    const closed = [
      ...decided,
      ...decider.decide({ type: 'FinalizeAppeal', at: '2026-11-21T22:00:00Z' }, stateOf(decided)),
    ];
    expect(stateOf(closed)).toMatchObject({
      status: 'final',
      finalOutcome: 'upheld',
      closedAt: '2026-11-21T22:00:00Z',
    });
    spec
      .given(closed)
      .when({ type: 'WithdrawAppeal', by: 'eva', at: '2026-11-21T22:05:00Z' })
      .thenThrows('appeal-closed');
  });

  it('93C3a needs a committee decision to make final', () => {
    spec
      .given(decided)
      .when({ type: 'FinalizeAppeal', basis: 'committee-final-93C3a', at: '2026-11-21T22:00:00Z' })
      .thenThrows('no-committee-decision');
  });

  it('a further appeal (93C1) follows a decision, and the regulating authority decides finally', () => {
    spec
      .given(history(lodge(), concur, noCommittee))
      .when({ type: 'LodgeFurtherAppeal', authority: 'national', at: '2026-11-21T22:00:00Z' })
      .thenThrows('not-decided');
    const further = [
      ...decided,
      ...decider.decide(
        { type: 'LodgeFurtherAppeal', authority: 'national', at: '2026-11-21T22:00:00Z' },
        stateOf(decided),
      ),
    ];
    expect(stateOf(further).status).toBe('further-appeal');
    const ra = decider.decide(
      {
        type: 'RecordAuthorityDecision',
        authority: 'national',
        outcome: 'varied',
        text: 'varied',
        at: '2026-11-23T10:00:00Z',
      },
      stateOf(further),
    );
    expect(stateOf([...further, ...ra])).toMatchObject({ status: 'final', finalOutcome: 'varied' });
  });

  it('the director refers the case to the regulating authority (93C2); withdrawal is then refused', () => {
    const referred = history(lodge(), concur, noCommittee, {
      type: 'ReferAppeal',
      by: 'chief-director',
      authority: 'CBF',
      at: '2026-11-21T21:00:00Z',
    });
    expect(stateOf(referred)).toMatchObject({ status: 'referred', referredTo: 'CBF' });
    spec
      .given(referred)
      .when({ type: 'WithdrawAppeal', by: 'eva', at: '2026-11-21T22:05:00Z' })
      .thenThrows('with-authority');
    spec
      .given(history(lodge(), concur, noCommittee))
      .when({ type: 'ReferAppeal', by: 'appeals-committee', authority: 'CBF', at: '2026-11-21T21:00:00Z' })
      .thenThrows('not-before-committee');
  });

  it('the appellant withdraws; the appeal is closed', () => {
    const withdrawn = history(lodge(), {
      type: 'WithdrawAppeal',
      by: 'eva',
      reason: 'agreed with the director',
      at: '2026-11-21T20:25:00Z',
    });
    expect(stateOf(withdrawn)).toMatchObject({ status: 'withdrawn', closedAt: '2026-11-21T20:25:00Z' });
    spec.given(withdrawn).when(concur).thenThrows('appeal-closed');
  });
});

describe('the director rejects an appeal he cannot take (Laws 92A, 92B)', () => {
  const reject = (reason: 'out-of-time' | 'not-an-appeal-of-a-ruling') =>
    ({ type: 'RejectAppeal', reason, by: 'td1', text: 'explained at the desk', at: '2026-11-21T20:30:00Z' }) as const;

  for (const edition of ['1997', '2007'] as const) {
    it(`${edition}: an appeal not yet routed is rejected with the reason, and nothing follows`, () => {
      const given = history(lodge({ edition }), concur);
      spec
        .given(given)
        .when(reject('not-an-appeal-of-a-ruling'))
        .then([
          {
            type: 'AppealRejected',
            schemaVersion: 1,
            reason: 'not-an-appeal-of-a-ruling',
            by: 'td1',
            text: 'explained at the desk',
            at: '2026-11-21T20:30:00Z',
          },
        ]);
      const rejected = [...given, ...decider.decide(reject('out-of-time'), stateOf(given))];
      expect(stateOf(rejected)).toMatchObject({ status: 'rejected', closedAt: '2026-11-21T20:30:00Z' });
      spec.given(rejected).when(routeSplit).thenThrows(saying('the appeal is rejected: RouteAppeal is not possible'));
    });
  }

  it('a routed appeal is not rejected: it is decided', () => {
    spec
      .given(history(lodge(), concur, routeSplit))
      .when(reject('out-of-time'))
      .thenThrows(saying('the appeal is routed: only an appeal not yet routed is rejected'));
  });

  it('an appeal one second after the deadline is refused, naming the deadline', () => {
    spec
      .given([])
      .when(lodge({ now: '2026-11-21T20:31:01.000Z' }))
      .thenThrows(
        saying(
          'appeal lodged at 20:31:01 is out of time: the deadline was 20:31:00 (official score made available 20:01:00 + 30 min, Law 92B)',
        ),
      );
  });
});

describe("the deposit (Law 92A's sanction of an appeal without merit, when the club asks for one)", () => {
  const withDeposit = (...after: AppealCommand[]) =>
    history(
      lodge({ deposit: 20 }),
      concur,
      routeSplit,
      schedule('appeals-committee'),
      hear('appeals-committee'),
      ...after,
    );

  it('lodging records the deposit; without the setting none is recorded', () => {
    expect(lodged({ deposit: 20 }).deposit).toBe(20);
    expect(lodged()).not.toHaveProperty('deposit');
    spec
      .given([])
      .when(lodge({ deposit: 0 }))
      .thenThrows(/deposit/);
  });

  it("the deciding body keeps a meritless appeal's deposit; the decision records it", () => {
    const [decided] = decider.decide(
      decideBy('appeals-committee', 'upheld', { meritless: true, deposit: 'kept' }),
      stateOf(withDeposit()),
    );
    expect(decided).toMatchObject({ type: 'AppealDecided', outcome: 'upheld', deposit: 'kept' });
  });

  it('a decision with a deposit lodged and none chosen is refused, naming the field; nothing is recorded', () => {
    spec
      .given(withDeposit())
      .when(decideBy('appeals-committee', 'varied'))
      .thenThrows(saying('deposit: the appellant lodged a deposit of 20; keep it or return it'));
  });

  it('the deposit is decided once, and not at all when none was lodged', () => {
    const afterCommittee = withDeposit(
      decideBy('appeals-committee', 'upheld', { deposit: 'returned' }),
      schedule('chief-director'),
      hear('chief-director'),
    );
    spec
      .given(afterCommittee)
      .when(decideBy('chief-director', 'upheld', { deposit: 'kept' }))
      .thenThrows(saying('deposit: the deposit is already decided'));
    const [byDirector] = decider.decide(decideBy('chief-director', 'upheld'), stateOf(afterCommittee));
    expect(byDirector).not.toHaveProperty('deposit');
    spec
      .given(history(lodge(), concur, routeSplit, schedule('appeals-committee'), hear('appeals-committee')))
      .when(decideBy('appeals-committee', 'upheld', { deposit: 'returned' }))
      .thenThrows(saying('deposit: no deposit was lodged with this appeal'));
  });
});

describe('the 1997 Laws (93A, 93B, 93C of the Slovak and Bosnian texts)', () => {
  const lodged1997 = lodge({ edition: '1997' });
  const routeFacts = { ...routeSplit, parts: [routeSplit.parts[1]!] };
  const noCommittee = { ...routeFacts, committeeAvailable: false };

  it('with a committee, 93B1/93B2: a part on law to the chief director, facts and judgement to the committee', () => {
    const [routed] = decider.decide(routeSplit, stateOf(history(lodged1997, concur)));
    expect(routed).toMatchObject({
      law: '93B',
      parts: [
        { partId: 'law', to: 'chief-director' },
        { partId: 'facts', to: 'appeals-committee' },
      ],
    });
  });

  it('93A: with no committee (or one that cannot meet) the chief director hears and decides the facts himself', () => {
    const given = history(lodged1997, concur, noCommittee, schedule('chief-director'), hear('chief-director'));
    expect(stateOf(history(lodged1997, concur, noCommittee))).toMatchObject({
      routing: { law: '93A' },
      parts: [{ kind: 'fact-judgement', to: 'chief-director' }],
    });
    const [decided] = decider.decide(decideBy('chief-director', 'upheld'), stateOf(given));
    expect(decided).toMatchObject({ type: 'AppealDecided', body: 'chief-director', partIds: ['facts'] });
    spec
      .given(given)
      .when({ type: 'TakeToCommittee', partIds: ['facts'], at: '2026-11-21T22:00:00Z' })
      .thenThrows(saying('there is no appeals committee: the chief director rules on all appeals (Law 93A)'));
  });

  it('93C: no referral to an authority; after the decision, a further appeal to the national authority', () => {
    spec
      .given(history(lodged1997, concur, routeFacts))
      .when({ type: 'ReferAppeal', by: 'appeals-committee', authority: 'SBZ', at: '2026-11-21T21:00:00Z' })
      .thenThrows(
        saying(
          'the 1997 Laws provide no referral to an authority: once the appeal is decided, the appellant may appeal further to the national authority (Law 93C)',
        ),
      );
    spec
      .given(history(lodged1997, concur, routeFacts))
      .when({ type: 'LodgeFurtherAppeal', authority: 'SBZ', at: '2026-11-21T22:00:00Z' })
      .thenThrows(saying('a further appeal (Law 93C) follows a decision; the appeal is routed'));
    const decided = history(
      lodged1997,
      concur,
      routeFacts,
      schedule('appeals-committee'),
      hear('appeals-committee'),
      decideBy('appeals-committee', 'upheld'),
    );
    spec
      .given(decided)
      .when({ type: 'LodgeFurtherAppeal', authority: 'SBZ', at: '2026-11-21T22:00:00Z' })
      .then([
        {
          type: 'FurtherAppealLodged',
          schemaVersion: 1,
          authority: 'SBZ',
          deadline: null,
          at: '2026-11-21T22:00:00Z',
        },
      ]);
  });

  it('93C3a is not in the 1997 Laws: the decision becomes final when nobody appeals further', () => {
    const decided = history(
      lodged1997,
      concur,
      routeFacts,
      schedule('appeals-committee'),
      hear('appeals-committee'),
      decideBy('appeals-committee', 'upheld'),
    );
    spec
      .given(decided)
      .when({ type: 'FinalizeAppeal', basis: 'committee-final-93C3a', at: '2026-11-21T22:00:00Z' })
      .thenThrows('no-committee-final');
    spec
      .given(decided)
      .when({ type: 'FinalizeAppeal', at: '2026-11-21T22:00:00Z' })
      .then([{ type: 'AppealFinalized', schemaVersion: 1, basis: 'no-further-appeal', at: '2026-11-21T22:00:00Z' }]);
  });

  it('each edition names its laws and bodies: 1997 the national authority (93C), 2007 the regulating authority (93C1, 93C2)', () => {
    expect(appealLawsOf('1997')).toMatchObject({
      authority: 'national authority',
      furtherAppeal: { law: '93C' },
      referral: null,
      committeeFinal: null,
      noCommittee: { law: '93A' },
      partOnLaw: { law: '93B1' },
      otherParts: { law: '93B2' },
    });
    expect(appealLawsOf('2007')).toMatchObject({
      authority: 'regulating authority',
      furtherAppeal: { law: '93C1' },
      referral: { law: '93C2' },
      committeeFinal: { law: '93C3a' },
    });
    expect(appealLawsOf('1997').concurrence.title).toMatch(/absent member is deemed to concur/);
    expect(appealLawsOf('2007').concurrence.title).not.toMatch(/absent/);
    // Without merit: 2007 in Law 92A's text, 1997 in a footnote to it (sources 001; 000 note 25, 004 note 24).
    expect(appealLawsOf('2007').meritless.law).toBe('92A');
    expect(appealLawsOf('1997').meritless).toMatchObject({
      law: '92A footnote',
      title: expect.stringMatching(/forfeiture of a deposit/),
    });
  });
});
