// Given/when/then: the decider numbers a board's rulings (r1, r2…), its Law 79C2 authorisations
// (a1, a2…) and its director calls (c1, c2…) from the stream's state, so a retry decided on a
// longer stream takes the next number.
// An id given by an import or a seed is kept, and moved past when numbering.
import { describe, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { inputDecider, OPEN_AT, openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(inputDecider);
const entered = run([
  openBoard({ board: 4, dealer: 'W', vulnerability: 'All', deal: null }),
  { type: 'EnterResult', contract: { level: 3, strain: 'NT', doubling: '' }, declarer: 'S', tricks: 9 },
]);
const ruling = {
  type: 'GiveRuling' as const,
  laws: ['16B1'],
  rulingType: 'no-rectification' as const,
  text: 'no damage',
  at: OPEN_AT,
};
const given = (rulingId: string) => ({
  type: 'RulingGiven' as const,
  schemaVersion: 1 as const,
  rulingId,
  laws: ['16B1'],
  rulingType: 'no-rectification' as const,
  offendingSide: null,
  rectifications: [],
  text: 'no damage',
  edition: '2007' as const,
  appealRightNotified: false,
  at: OPEN_AT,
});
const authorize = {
  type: 'AuthorizeLateScoreCorrection' as const,
  directorId: 'td',
  organizerId: 'to',
  attestation: 'both slips show 10 tricks',
  at: OPEN_AT,
};
const authorized = (authorizationId: string) => ({
  type: 'LateScoreCorrectionAuthorized' as const,
  schemaVersion: 1 as const,
  authorizationId,
  directorId: 'td',
  organizerId: 'to',
  attestation: 'both slips show 10 tricks',
  at: OPEN_AT,
});

const call = {
  type: 'CallDirector' as const,
  calledBy: 'E' as const,
  stage: 'auction' as const,
  irregularity: 'a hesitation',
  at: OPEN_AT,
};
const called = (callId: string, irregularity = 'a hesitation') => ({
  type: 'DirectorCalled' as const,
  schemaVersion: 1 as const,
  callId,
  calledBy: 'E' as const,
  stage: 'auction' as const,
  irregularity,
  at: OPEN_AT,
});

describe('ids made by the decider', () => {
  it('numbers the first ruling r1 and the next one from the rulings on the stream', () => {
    spec
      .given(entered)
      .when(ruling)
      .then([given('r1')]);
    spec
      .given([...entered, given('r1')])
      .when(ruling)
      .then([given('r2')]);
  });

  it('moves past an id an import or a seed already gave, and keeps a given id as it is', () => {
    spec
      .given([...entered, given('r2')])
      .when(ruling)
      .then([given('r3')]);
    spec
      .given([...entered, given('import')])
      .when({ ...ruling, rulingId: 'r-27' })
      .then([given('r-27')]);
  });

  it('numbers the Law 79C2 authorisations a1, a2 from the stream', () => {
    spec
      .given(entered)
      .when(authorize)
      .then([authorized('a1')]);
    spec
      .given([...entered, authorized('a1')])
      .when(authorize)
      .then([authorized('a2')]);
  });

  it('numbers the director calls c1, c2 from the stream, moves past a taken id, keeps a given one', () => {
    spec
      .given(entered)
      .when(call)
      .then([called('c1')]);
    spec
      .given([...entered, called('c1', 'an insufficient bid')])
      .when(call)
      .then([called('c2')]);
    spec
      .given([...entered, called('c2', 'an insufficient bid')])
      .when(call)
      .then([called('c3')]);
    spec
      .given([...entered, called('c1', 'an insufficient bid')])
      .when({ ...call, callId: 'c-27' })
      .then([called('c-27')]);
  });

  it('refuses the same call at the same moment (a repeated submit) and a given id already taken', () => {
    spec
      .given([...entered, called('c1')])
      .when(call)
      .thenThrows('duplicate-call');
    spec
      .given([...entered, called('c1', 'an insufficient bid')])
      .when({ ...call, callId: 'c1' })
      .thenThrows('duplicate-call');
  });
});
