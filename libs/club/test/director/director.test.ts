// Given/when/then for the director's commands: calls, findings, rulings with laws and the edition,
// adjusted scores, procedural penalties, and Law 79C corrections against the stored deadlines.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import type { Publication } from '../../src';
import { inputDecider, OPEN_AT, openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(inputDecider);
// Board 4 (W deals, all vulnerable), result entered: 3NT by South, 9 tricks: 400 + 200... = NS +600.
const entered = run([
  openBoard({ board: 4, dealer: 'W', vulnerability: 'All', deal: null }),
  { type: 'EnterResult', contract: { level: 3, strain: 'NT', doubling: '' }, declarer: 'S', tricks: 9 },
]);
const PUBLISHED: Publication = {
  version: 1,
  availableAt: '2026-11-21T21:00:00.000Z',
  correctionDeadline: '2026-11-21T21:30:00.000Z',
  appealDeadline: '2026-11-21T21:30:00.000Z',
};
const THREE_NT_S = { contract: { level: 3, strain: 'NT', doubling: '' } as const, declarer: 'S' as const };

describe('calls, findings and rulings', () => {
  it("records the call and the ruling with its laws and the board's edition", () => {
    spec
      .given(entered)
      .when({
        type: 'CallDirector',
        callId: 'c1',
        calledBy: 'E',
        stage: 'after-play',
        irregularity: 'hesitation before 3NT',
        at: OPEN_AT,
      })
      .then([
        {
          type: 'DirectorCalled',
          schemaVersion: 1,
          callId: 'c1',
          calledBy: 'E',
          stage: 'after-play',
          irregularity: 'hesitation before 3NT',
          at: OPEN_AT,
        },
      ]);
    spec
      .given(entered)
      .when({
        type: 'GiveRuling',
        rulingId: 'r1',
        laws: ['16B1', '12C1'],
        rulingType: 'assigned-adjusted-score',
        offendingSide: 'NS',
        text: '3NT was suggested by the hesitation',
        at: OPEN_AT,
      })
      .then([
        {
          type: 'RulingGiven',
          schemaVersion: 1,
          rulingId: 'r1',
          laws: ['16B1', '12C1'],
          rulingType: 'assigned-adjusted-score',
          offendingSide: 'NS',
          rectifications: [],
          text: '3NT was suggested by the hesitation',
          edition: '2007',
          appealRightNotified: false,
          at: OPEN_AT,
        },
      ]);
  });
  it('refuses a ruling without a law reference, and the same ruling id twice', () => {
    spec
      .given(entered)
      .when({ type: 'GiveRuling', rulingId: 'r1', laws: [], rulingType: 'rectification', text: 'x', at: OPEN_AT })
      .thenThrows(/laws': name at least one law/);
    const ruled = run(
      [
        {
          type: 'GiveRuling',
          rulingId: 'r1',
          laws: ['12C2'],
          rulingType: 'artificial-adjusted-score',
          text: 'fouled board',
          at: OPEN_AT,
        },
      ],
      entered,
    );
    spec
      .given(ruled)
      .when({
        type: 'GiveRuling',
        rulingId: 'r1',
        laws: ['12C2'],
        rulingType: 'artificial-adjusted-score',
        text: 'again',
        at: OPEN_AT,
      })
      .thenThrows('duplicate-ruling');
  });
});

describe('adjusted scores (Law 12C)', () => {
  const ruled = run(
    [
      {
        type: 'GiveRuling',
        rulingId: 'r1',
        laws: ['16B1', '12C1'],
        rulingType: 'weighted-adjusted-score',
        offendingSide: 'NS',
        text: 'UI',
        at: OPEN_AT,
      },
    ],
    entered,
  );
  const clock = { now: '2026-11-21T20:00:00.000Z', publication: null };
  it('assigns 2NT+1 by South for both sides: NS +150 (vulnerable, no game)', () => {
    const adj = run(
      [
        {
          type: 'AdjustScore',
          rulingId: 'r1',
          laws: ['12C1a'],
          ns: { kind: 'assigned', outcome: { contract: '2NT', declarer: 'S', tricks: 9 } },
          ew: { kind: 'assigned', outcome: { contract: '2NT', declarer: 'S', tricks: 9 } },
          clock,
        },
      ],
      ruled,
    ).at(-1);
    // 2NT: 40 + 30 = 70 trick score, +30 overtrick, +50 part-score premium = 150.
    expect(adj).toMatchObject({
      type: 'ScoreAdjusted',
      balanced: true,
      adjustment: { ns: { kind: 'assigned', outcome: { scoreNS: 150 } } },
    });
  });
  it('weights 3NT= and 3NT-1 60/40 for NS, and gives EW 3NT= (non-balancing, 12C1(f))', () => {
    const events = run(
      [
        {
          type: 'AdjustScore',
          rulingId: 'r1',
          laws: ['12C1c'],
          ns: {
            kind: 'weighted',
            parts: [
              { weight: 0.6, outcome: { ...THREE_NT_S, tricks: 9 } },
              { weight: 0.4, outcome: { ...THREE_NT_S, tricks: 8 } },
            ],
          },
          ew: { kind: 'assigned', outcome: { ...THREE_NT_S, tricks: 9 } },
          clock,
        },
      ],
      ruled,
    );
    const adj = events.at(-1)!;
    expect(
      adj.type === 'ScoreAdjusted' && [
        adj.balanced,
        adj.adjustment.ns.kind === 'weighted' && adj.adjustment.ns.parts.map((p) => p.outcome.scoreNS),
      ],
    ).toEqual([false, [600, -100]]);
    spec
      .given(ruled)
      .when({
        type: 'AdjustScore',
        rulingId: 'r1',
        laws: ['12C1c'],
        ns: {
          kind: 'weighted',
          parts: [
            { weight: 0.6, outcome: { scoreNS: 600 } },
            { weight: 0.3, outcome: { scoreNS: -100 } },
          ],
        },
        ew: { kind: 'artificial', grade: 'A' },
        clock,
      })
      .thenThrows(/weights add up to 0.9, not 1/);
  });
  it('adjusts straight from the board: the ruling is given with it, weighted over three outcomes', () => {
    const events = run(
      [
        {
          type: 'AdjustScore',
          rulingId: null,
          laws: ['12C1c'],
          ns: {
            kind: 'weighted',
            parts: [
              { weight: 0.5, outcome: { scoreNS: 600 } },
              { weight: 0.3, outcome: { scoreNS: 170 } },
              { weight: 0.2, outcome: { scoreNS: -100 } },
            ],
          },
          ew: { kind: 'artificial', grade: 'A' },
          clock,
        },
      ],
      entered,
    );
    expect(events.slice(-2)).toMatchObject([
      { type: 'RulingGiven', rulingId: 'r1', rulingType: 'weighted-adjusted-score', laws: ['12C1c'] },
      { type: 'ScoreAdjusted', rulingId: 'r1', adjustment: { ns: { kind: 'weighted' } } },
    ]);
    const artificial = run(
      [
        {
          type: 'AdjustScore',
          rulingId: null,
          laws: ['12C2a'],
          ns: { kind: 'artificial', grade: 'A+' },
          ew: { kind: 'artificial', grade: 'A-' },
          clock,
        },
      ],
      ruled,
    );
    expect(artificial.slice(-2)).toMatchObject([
      { type: 'RulingGiven', rulingId: 'r2', rulingType: 'artificial-adjusted-score' },
      { type: 'ScoreAdjusted', rulingId: 'r2' },
    ]);
  });
  it('awards A60/40, and refuses an adjustment without a ruling or on a ruling that is no adjustment', () => {
    const events = run(
      [
        {
          type: 'AdjustScore',
          rulingId: 'r1',
          laws: ['12C2a'],
          ns: { kind: 'artificial', grade: 'A+' },
          ew: { kind: 'artificial', grade: 'A-' },
          clock,
        },
      ],
      ruled,
    );
    expect(events.at(-1)).toMatchObject({
      balanced: true,
      adjustment: { ns: { kind: 'artificial', grade: 'A+' }, ew: { kind: 'artificial', grade: 'A-' } },
    });
    spec
      .given(entered)
      .when({
        type: 'AdjustScore',
        rulingId: 'r9',
        laws: ['12C2a'],
        ns: { kind: 'artificial', grade: 'A' },
        ew: { kind: 'artificial', grade: 'A' },
        clock,
      })
      .thenThrows('unknown-ruling');
    const rect = run(
      [{ type: 'GiveRuling', rulingId: 'r2', laws: ['31A'], rulingType: 'rectification', text: 'x', at: OPEN_AT }],
      entered,
    );
    spec
      .given(rect)
      .when({
        type: 'AdjustScore',
        rulingId: 'r2',
        laws: ['12C2a'],
        ns: { kind: 'artificial', grade: 'A' },
        ew: { kind: 'artificial', grade: 'A' },
        clock,
      })
      .thenThrows('not-an-adjustment');
  });
  it('after the Law 92B period only an appeal decision adjusts, and the refusal states the deadline', () => {
    const late = { now: '2026-11-21T21:30:01.000Z', publication: PUBLISHED };
    const cmd = {
      type: 'AdjustScore' as const,
      rulingId: 'r1',
      laws: ['12C2a'],
      ns: { kind: 'artificial' as const, grade: 'A' as const },
      ew: { kind: 'artificial' as const, grade: 'A' as const },
      clock: late,
    };
    spec
      .given(ruled)
      .when(cmd)
      .thenThrows(/period for rulings ended at 2026-11-21T21:30:00.000Z/);
    expect(run([{ ...cmd, appealId: 'ap1' }], ruled).at(-1)).toMatchObject({ type: 'ScoreAdjusted', appealId: 'ap1' });
  });
});

describe('procedural penalties (Laws 90, 91)', () => {
  it('records the amount and unit against a contestant of the table', () => {
    spec
      .given(entered)
      .when({ type: 'AssessProceduralPenalty', contestant: '1EW', amount: 10, unit: '%top', law: '90B2', at: OPEN_AT })
      .then([
        {
          type: 'ProceduralPenaltyAssessed',
          schemaVersion: 1,
          rulingId: null,
          contestant: '1EW',
          amount: 10,
          unit: '%top',
          law: '90B2',
          at: OPEN_AT,
        },
      ]);
    spec
      .given(entered)
      .when({ type: 'AssessProceduralPenalty', contestant: '2EW', amount: 10, unit: '%top', law: '90B2', at: OPEN_AT })
      .thenThrows(/'2EW' did not play this board/);
  });

  it('takes Law 91 (penalize or suspend) as well as 90, and refuses any other law', () => {
    spec
      .given(entered)
      .when({ type: 'AssessProceduralPenalty', contestant: '1NS', amount: 1, unit: 'VP', law: '91A', at: OPEN_AT })
      .then([
        {
          type: 'ProceduralPenaltyAssessed',
          schemaVersion: 1,
          rulingId: null,
          contestant: '1NS',
          amount: 1,
          unit: 'VP',
          law: '91A',
          at: OPEN_AT,
        },
      ]);
    spec
      .given(entered)
      .when({ type: 'AssessProceduralPenalty', contestant: '1NS', amount: 1, unit: 'VP', law: '12C2', at: OPEN_AT })
      .thenThrows(/Law 90 or 91/);
  });
});

describe('score corrections (Law 79C)', () => {
  const correction = (now: string, authorizationId: string | null = null) => ({
    type: 'CorrectResult' as const,
    after: { ...THREE_NT_S, tricks: 10 },
    reason: 'tabulation-error: ten tricks were won',
    authorizationId,
    clock: { now, publication: PUBLISHED },
  });
  const before = { ...THREE_NT_S, tricks: 9, nsScore: 600 };
  // 3NT+1 vulnerable: 100 trick score + 500 game + 30 overtrick = 630.
  const after = { ...THREE_NT_S, tricks: 10, nsScore: 630 };

  it('before publication: ResultCorrected with the law given', () => {
    spec
      .given(entered)
      .when({
        ...correction('2026-11-21T20:00:00.000Z'),
        law: '79B',
        clock: { now: '2026-11-21T20:00:00.000Z', publication: null },
      })
      .then([
        {
          type: 'ResultCorrected',
          schemaVersion: 1,
          before,
          after,
          reason: 'tabulation-error: ten tricks were won',
          law: '79B',
          at: '2026-11-21T20:00:00.000Z',
        },
      ]);
  });

  it('inside the correction period (29:59 after publication): ScoreCorrected under 79C1', () => {
    spec
      .given(entered)
      .when(correction('2026-11-21T21:29:59.000Z'))
      .then([
        {
          type: 'ScoreCorrected',
          schemaVersion: 1,
          before,
          after,
          reason: 'tabulation-error: ten tricks were won',
          law: '79C1',
          authorizationId: null,
          correctionDeadline: '2026-11-21T21:30:00.000Z',
          at: '2026-11-21T21:29:59.000Z',
        },
      ]);
  });

  it('after the period (30:01) refused with the deadline in the message; accepted with a 79C2 authorisation, once', () => {
    spec
      .given(entered)
      .when(correction('2026-11-21T21:30:01.000Z'))
      .thenThrows(
        /correction period ended at 2026-11-21T21:30:00.000Z \(Law 79C1: 30 minutes after the official score was made available at 2026-11-21T21:00:00.000Z/,
      );
    spec.given(entered).when(correction('2026-11-21T21:30:01.000Z', 'auth1')).thenThrows('unknown-authorization');
    const authorised = run(
      [
        {
          type: 'AuthorizeLateScoreCorrection',
          authorizationId: 'auth1',
          directorId: 'td',
          organizerId: 'to',
          attestation: 'both score slips say ten tricks',
          at: '2026-11-21T22:00:00.000Z',
        },
      ],
      entered,
    );
    spec
      .given(authorised)
      .when(correction('2026-11-21T22:05:00.000Z', 'auth1'))
      .then([
        {
          type: 'ScoreCorrected',
          schemaVersion: 1,
          before,
          after,
          reason: 'tabulation-error: ten tricks were won',
          law: '79C2',
          authorizationId: 'auth1',
          correctionDeadline: '2026-11-21T21:30:00.000Z',
          at: '2026-11-21T22:05:00.000Z',
        },
      ]);
    const used = run([correction('2026-11-21T22:05:00.000Z', 'auth1')], authorised);
    spec
      .given(used)
      .when({ ...correction('2026-11-21T22:06:00.000Z', 'auth1'), after: { ...THREE_NT_S, tricks: 11 } })
      .thenThrows('authorization-used');
  });

  it('refuses an authorisation by one person alone, and a correction that changes nothing', () => {
    spec
      .given(entered)
      .when({
        type: 'AuthorizeLateScoreCorrection',
        authorizationId: 'a',
        directorId: 'td',
        organizerId: 'td',
        attestation: 'x',
        at: OPEN_AT,
      })
      .thenThrows('same-person');
    spec
      .given(entered)
      .when({ ...correction('2026-11-21T21:00:00.000Z'), after: { ...THREE_NT_S, tricks: 9 } })
      .thenThrows('no-change');
  });
});
