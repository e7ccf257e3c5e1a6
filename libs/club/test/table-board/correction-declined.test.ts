// Given/when/then for the director's answer to a table's correction request: declined on the desk
// (the recorded result stands), or answered by a correction; a request already answered, superseded
// or unknown is refused by code, and nothing is recorded.
import { describe, expect, it } from 'vitest';
import { fold } from '@club/events';
import { deciderSpec } from '@club/testing';
import { tableBoardStreamDecider, type ClubTableBoardCommandInput } from '../../src';
import { OPEN_AT, inputDecider, openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(inputDecider);
const FOUR_SPADES = { level: 4, strain: 'S', doubling: '' } as const;
const LATER = '2026-11-21T19:40:00.000Z';

const request = (tricks: number): ClubTableBoardCommandInput => ({
  type: 'RequestResultCorrection',
  contract: FOUR_SPADES,
  declarer: 'N',
  tricks,
  lead: null,
  at: OPEN_AT,
});
const decline = (requestId: string, reason: string | null = 'ten tricks agreed at the table') =>
  ({ type: 'DeclineResultCorrection', requestId, director: 'td1', reason, at: LATER }) as const;
const correct = (tricks: number): ClubTableBoardCommandInput => ({
  type: 'CorrectResult',
  after: { contract: '4S', declarer: 'N', tricks },
  reason: 'the table asked',
  directorId: 'td1',
  clock: { now: LATER, publication: null },
});

const opened = run([openBoard()]);
// 4♠ by North making ten tricks recorded, then the table entered nine.
const requested = run([{ type: 'EnterResult', contract: FOUR_SPADES, declarer: 'N', tricks: 10 }, request(9)], opened);

describe("the director declines a table's correction request", () => {
  it('records the decline with the request, the director and the reason; the result stands', () => {
    spec
      .given(requested)
      .when(decline('q1'))
      .then([
        {
          type: 'ResultCorrectionDeclined',
          schemaVersion: 1,
          requestId: 'q1',
          director: 'td1',
          reason: 'ten tricks agreed at the table',
          at: LATER,
        },
      ]);
    const after = fold(tableBoardStreamDecider, run([decline('q1', null)], requested));
    expect(after.result).toMatchObject({ tricks: 10, nsScore: 420 });
    expect(after.correctionRequests.map((r) => [r.requestId, r.answer])).toEqual([['q1', 'declined']]);
  });

  it('refuses a request already declined, an unknown one, and one a later request superseded', () => {
    spec
      .given(run([decline('q1')], requested))
      .when(decline('q1'))
      .thenThrows('request-answered');
    spec.given(requested).when(decline('q2')).thenThrows('unknown-request');
    spec.given(opened).when(decline('q1')).thenThrows('unknown-request');
    spec.given([]).when(decline('q1')).thenThrows('board-not-open');
    const twice = run([request(8)], requested);
    spec.given(twice).when(decline('q1')).thenThrows('request-answered');
    spec
      .given(twice)
      .when(decline('q2', null))
      .then([
        {
          type: 'ResultCorrectionDeclined',
          schemaVersion: 1,
          requestId: 'q2',
          director: 'td1',
          reason: null,
          at: LATER,
        },
      ]);
  });

  it('a request answered by a correction cannot be declined after it', () => {
    const corrected = run([correct(9)], requested);
    expect(corrected.at(-1)).toMatchObject({ type: 'ResultCorrected', after: { tricks: 9 } });
    spec.given(corrected).when(decline('q1')).thenThrows('request-answered');
  });
});

describe('a correction to the result already recorded', () => {
  it('with a request open, keeps the recorded result: the request is declined with the correction’s reason', () => {
    spec
      .given(requested)
      .when(correct(10))
      .then([
        {
          type: 'ResultCorrectionDeclined',
          schemaVersion: 1,
          requestId: 'q1',
          director: 'td1',
          reason: 'the table asked',
          at: LATER,
        },
      ]);
  });

  it('with no request open, changes nothing and is refused', () => {
    spec
      .given(run([decline('q1')], requested))
      .when(correct(10))
      .thenThrows('no-change');
  });
});
