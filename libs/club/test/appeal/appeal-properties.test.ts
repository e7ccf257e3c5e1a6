// Random sequences of appeal commands (many refused): whatever is accepted keeps the Laws' limits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DomainError, type Decider } from '@club/events';
import { parsedFirst } from '@club/testing';
import {
  appealDecider,
  evolveAppeal,
  initialAppealState,
  parseAppealCommand,
  type AppealCommand,
  type AppealEvent,
  type AppealState,
} from '../../src';

/** The decider takes typed commands; these sequences are written as callers write them, so they parse first. */
const decider: Decider<AppealCommand, AppealEvent, AppealState> = parsedFirst(appealDecider, parseAppealCommand);

const at = '2026-11-21T21:00:00.000Z';
const bodies = ['chief-director', 'appeals-committee'] as const;
const lodge: AppealCommand = {
  type: 'LodgeAppeal',
  appealId: 'ap',
  sessionId: 's',
  tableBoardStream: 'tableboard-s-A-1-1',
  board: { ns: '1NS', ew: '1EW' },
  boardRulings: [
    { rulingId: 'r1', rulingType: 'assigned-adjusted-score', laws: ['16B1'] },
    { rulingId: 'r2', rulingType: 'disciplinary-penalty', laws: ['91A'] },
  ],
  rulingIds: ['r1', 'r2'],
  appellant: { contestant: '1EW', memberId: 'e', role: 'player' },
  contestantMembers: ['e', 'w'],
  viaDirectorId: 'td',
  grounds: 'g',
  form: 'pairs',
  edition: '1997',
  now: at,
  publication: null,
};

const route = (committee: boolean, r2: boolean): AppealCommand => ({
  type: 'RouteAppeal',
  chiefDirectorId: 'ctd',
  committeeAvailable: committee,
  parts: [
    { partId: 'law', kind: 'law-regulation', question: 'q' },
    { partId: 'facts', kind: 'fact-judgement', question: 'q', rulingIds: r2 ? ['r2'] : ['r1'] },
  ],
  at,
});

const command: fc.Arbitrary<AppealCommand> = fc.oneof(
  fc.constantFrom<AppealCommand>(
    { type: 'RecordConcurrence', memberId: 'w', concurrence: 'concurs', at },
    { type: 'RecordConcurrence', memberId: 'w', concurrence: 'absent', at },
    { type: 'RecordConcurrence', memberId: 'w', concurrence: 'declines', at },
    { type: 'WithdrawAppeal', by: 'e', at },
    { type: 'FinalizeAppeal', at },
    { type: 'LodgeFurtherAppeal', authority: 'NBO', at },
    { type: 'RecordAuthorityDecision', authority: 'NBO', outcome: 'varied', text: 't', at },
    { type: 'TakeToCommittee', partIds: ['law'], at },
  ),
  fc.record({ committee: fc.boolean(), r2: fc.boolean() }).map(({ committee, r2 }) => route(committee, r2)),
  fc
    .constantFrom(...bodies)
    .map((body): AppealCommand => ({ type: 'ScheduleHearing', body, hearingAt: at, panel: ['p'], at })),
  fc.constantFrom(...bodies).map((body): AppealCommand => ({ type: 'RecordHearing', body, attendees: ['e'], at })),
  fc.constantFrom(...bodies).map((body): AppealCommand => ({ type: 'ReferAppeal', by: body, authority: 'NBO', at })),
  fc
    .record({
      body: fc.constantFrom(...bodies),
      outcome: fc.constantFrom('upheld', 'varied', 'overturned') as fc.Arbitrary<'upheld' | 'varied' | 'overturned'>,
    })
    .map(({ body, outcome }): AppealCommand => ({
      type: 'DecideAppeal',
      body,
      outcome,
      decidedBy: ['p'],
      text: 't',
      at,
    })),
);

/** A valid start (concurrence, routing, both hearings) cut anywhere, then random commands: the sequences get far. */
const sequences: fc.Arbitrary<AppealCommand[]> = fc
  .record({
    committee: fc.boolean(),
    r2: fc.boolean(),
    cut: fc.integer({ min: 0, max: 6 }),
    tail: fc.array(command, { maxLength: 20 }),
  })
  .map(({ committee, r2, cut, tail }) => [
    ...(
      [
        { type: 'RecordConcurrence', memberId: 'w', concurrence: 'concurs', at },
        route(committee, r2),
        ...bodies.flatMap((body): AppealCommand[] => [
          { type: 'ScheduleHearing', body, hearingAt: at, panel: ['p'], at },
          { type: 'RecordHearing', body, attendees: ['e'], at },
        ]),
      ] as AppealCommand[]
    ).slice(0, cut),
    ...tail,
  ]);

function play(commands: readonly AppealCommand[]): { state: AppealState; events: AppealEvent[] } {
  let state = evolveAppeal(initialAppealState, decider.decide(lodge, initialAppealState)[0]!);
  const events: AppealEvent[] = [];
  for (const c of commands) {
    try {
      for (const e of decider.decide(c, state)) {
        events.push(e);
        state = evolveAppeal(state, e);
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { state, events };
}

describe('appeal decider on random command sequences', () => {
  it('the committee never overrules on law or a Law 91 ruling; nothing follows a closed appeal; decided means every part decided', () => {
    fc.assert(
      fc.property(sequences, (commands) => {
        const { state, events } = play(commands);
        for (const e of events) {
          if (e.type !== 'AppealDecided' || e.body !== 'appeals-committee' || e.outcome === 'upheld') continue;
          const parts = state.parts.filter((p) => e.partIds.includes(p.partId));
          expect(parts.every((p) => p.kind === 'fact-judgement' && !p.rulingIds.includes('r2'))).toBe(true);
        }
        const closing = events.findIndex(
          (e) =>
            e.type === 'AppealWithdrawn' ||
            e.type === 'AppealRejected' ||
            e.type === 'AppealFinalized' ||
            e.type === 'RegulatingAuthorityDecided',
        );
        if (closing >= 0) expect(closing).toBe(events.length - 1);
        if (state.status === 'decided') expect(state.parts.every((p) => p.decision !== null)).toBe(true);
        if (events.some((e) => e.type === 'AppealRouted'))
          expect(
            events
              .slice(
                0,
                events.findIndex((e) => e.type === 'AppealRouted'),
              )
              .some((e) => e.type === 'AppealConcurrenceRecorded' && e.concurs),
          ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the sequences reach committee and chief director decisions (the property above is not vacuous)', () => {
    const runs = fc.sample(sequences, { numRuns: 300, seed: 7 }).map(play);
    expect(runs.some((r) => r.events.some((e) => e.type === 'AppealDecided' && e.body === 'appeals-committee'))).toBe(
      true,
    );
    expect(
      runs.some((r) =>
        r.events.some((e) => e.type === 'AppealDecided' && e.body === 'chief-director' && e.outcome !== 'upheld'),
      ),
    ).toBe(true);
  });
});
