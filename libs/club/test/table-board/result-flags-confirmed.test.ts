// Given/when/then for a result the table confirmed although it is far from the field's: the flags it
// confirmed follow the result they are about; an entry without flags records only the result.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import type { ResultFlag } from '@club/bridge';
import { parseClubTableBoardCommand, tableBoardStreamDecider } from '../../src';
import { openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(tableBoardStreamDecider);
// Board 1 opened without a hand record, not vulnerable.
const opened = run([openBoard({ deal: null })]);
const FOUR_SPADES_DOUBLED = { level: 4, strain: 'S', doubling: 'X' } as const;
const CONFIRMED_AT = '2026-03-02T19:40:00.000Z';
// 4SX by N, 6 tricks, not vulnerable: 100 + 200 + 200 + 300 = 800 → NS −800.
const beyondRange: ResultFlag = {
  code: 'contract-not-reached-beyond-range',
  params: { contract: '4SX', declarer: 'N', nsScore: -800, fieldMin: -420, fieldMax: 170 },
};
const entered = {
  type: 'TableResultEntered',
  schemaVersion: 1,
  contract: FOUR_SPADES_DOUBLED,
  declarer: 'N',
  tricks: 6,
  lead: null,
} as const;
const recorded = {
  type: 'TableResultRecorded',
  schemaVersion: 1,
  result: { contract: FOUR_SPADES_DOUBLED, declarer: 'N', tricks: 6, nsScore: -800 },
  source: 'entered',
} as const;

describe('a result entered with the flags the table confirmed', () => {
  it('records the result, then ResultFlagsConfirmed with the flags and the time of the tap', () => {
    spec
      .given(opened)
      .when({
        type: 'EnterResult',
        contract: FOUR_SPADES_DOUBLED,
        declarer: 'N',
        tricks: 6,
        confirmedFlags: { flags: [beyondRange], at: CONFIRMED_AT },
      })
      .then([
        entered,
        recorded,
        { type: 'ResultFlagsConfirmed', schemaVersion: 1, flags: [beyondRange], at: CONFIRMED_AT },
      ]);
  });

  it('records only the result when no flag was confirmed (none given, or an empty list)', () => {
    const command = { type: 'EnterResult', contract: FOUR_SPADES_DOUBLED, declarer: 'N', tricks: 6 } as const;
    spec.given(opened).when(command).then([entered, recorded]);
    spec
      .given(opened)
      .when({ ...command, confirmedFlags: { flags: [], at: CONFIRMED_AT } })
      .then([entered, recorded]);
  });

  it('leaves the board scored as entered: a second entry is still refused', () => {
    const events = run(
      [
        {
          type: 'EnterResult',
          contract: FOUR_SPADES_DOUBLED,
          declarer: 'N',
          tricks: 6,
          confirmedFlags: { flags: [beyondRange], at: CONFIRMED_AT },
        },
      ],
      opened,
    );
    spec
      .given(events)
      .when({ type: 'EnterResult', contract: FOUR_SPADES_DOUBLED, declarer: 'N', tricks: 6 })
      .thenThrows('result-recorded');
  });
});

describe('the confirmation parsed at the edge', () => {
  it('takes the flags as resultFlags gives them and names a bad one', () => {
    const input = {
      type: 'EnterResult',
      contract: '4SX',
      declarer: 'N',
      tricks: 6,
      confirmedFlags: { flags: [beyondRange], at: CONFIRMED_AT },
    };
    expect(parseClubTableBoardCommand(input)).toMatchObject({ confirmedFlags: { flags: [beyondRange] } });
    expect(() =>
      parseClubTableBoardCommand({
        ...input,
        confirmedFlags: { flags: [{ code: 'looks-odd', params: {} }], at: CONFIRMED_AT },
      }),
    ).toThrow(/confirmedFlags/);
    expect(() =>
      parseClubTableBoardCommand({ ...input, confirmedFlags: { flags: [beyondRange], at: 'yesterday' } }),
    ).toThrow(/'yesterday' is not an ISO 8601 time/);
  });
});
