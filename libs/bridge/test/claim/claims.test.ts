// Laws 68-71 as given/when/then: South declares (North dummy), 8 tricks are quitted, 5 remain.
import { deciderSpec } from '@club/testing';
import { describe, expect, test } from 'vitest';
import {
  claimDecider,
  claimSettlement,
  type ClaimCommand,
  type ClaimEvent,
  type ClaimState,
  type LawsEdition,
} from '../../src';

const CONTEXT = { declarer: 'S', dummy: 'N', tricksQuitted: 8, playing: true } as const;
const spec = (edition: LawsEdition = '2007') => deciderSpec(claimDecider(CONTEXT, edition));

function settle(commands: readonly ClaimCommand[], edition: LawsEdition = '2007'): ClaimState {
  const d = claimDecider(CONTEXT, edition);
  return commands.reduce((state, c) => d.decide(c, state).reduce(d.evolve, state), d.initialState);
}

const CLAIM_REST: ClaimCommand = {
  type: 'MakeClaim',
  seat: 'S',
  tricks: 5,
  statement: 'drawing trumps, the rest are high',
};
const CLAIM_THREE: ClaimCommand = { type: 'MakeClaim', seat: 'S', tricks: 3, statement: 'three more, conceding two' };
const claimMade: ClaimEvent = {
  type: 'ClaimMade',
  schemaVersion: 1,
  claimerSeat: 'S',
  side: 'NS',
  tricksClaimed: 5,
  statement: 'drawing trumps, the rest are high',
  lineOfPlay: [],
  cardsFaced: false,
  currentTrickNo: 9,
  tricksRemaining: 5,
  acquiescenceFrom: ['W', 'E'],
};
const acquiesced = (seat: 'W' | 'E'): ClaimEvent => ({ type: 'ClaimAcquiesced', schemaVersion: 1, seat });

describe('claim (68A, 68C) and acquiescence (69A)', () => {
  test('a claim records its statement and the tricks it takes of those remaining', () => {
    spec().given([]).when(CLAIM_REST).then([claimMade]);
  });
  test('agreed when both defenders acquiesce: the board is scored as if the tricks were won in play', () => {
    const state = settle([CLAIM_REST, { type: 'AcquiesceClaim', seat: 'W' }, { type: 'AcquiesceClaim', seat: 'E' }]);
    expect(state.status).toBe('agreed');
    expect(claimSettlement(state)).toEqual({ NS: 5, EW: 0 });
  });
  test('one acquiescence is not agreement', () => {
    const state = settle([CLAIM_REST, { type: 'AcquiesceClaim', seat: 'W' }]);
    expect(state.status).toBe('pending');
    expect(claimSettlement(state)).toBeNull();
  });
  test("a defender's claim is agreed by declarer alone", () => {
    const state = settle([
      { type: 'MakeClaim', seat: 'E', tricks: 2, statement: 'two trump tricks' },
      { type: 'AcquiesceClaim', seat: 'S' },
    ]);
    expect(claimSettlement(state)).toEqual({ NS: 3, EW: 2 });
  });
  test("dummy does not claim, and the claimer's partner does not acquiesce", () => {
    spec().given([]).when({ type: 'MakeClaim', seat: 'N', tricks: 5, statement: '' }).thenThrows(/dummy/);
    spec()
      .given([claimMade])
      .when({ type: 'AcquiesceClaim', seat: 'N' })
      .thenThrows(/N does not acquiesce; W and E do/);
  });
  test('a claim of more tricks than remain is refused', () => {
    spec()
      .given([])
      .when({ ...CLAIM_REST, tricks: 6 } as ClaimCommand)
      .thenThrows(/tricks: 6 is not a whole number from 0 to 5/);
  });
});

describe('disputed claim (68D, 70)', () => {
  test('any player, dummy included, may dispute; the director adjudicates a number of tricks', () => {
    spec()
      .given([claimMade, acquiesced('W')])
      .when({ type: 'DisputeClaim', seat: 'N', reason: 'partner forgot the outstanding trump' })
      .then([{ type: 'ClaimDisputed', schemaVersion: 1, seat: 'N', reason: 'partner forgot the outstanding trump' }]);
    const state = settle([
      CLAIM_REST,
      { type: 'DisputeClaim', seat: 'E', reason: 'I hold a trump' },
      {
        type: 'AdjudicateClaim',
        tricksToClaimerSide: 4,
        basis: ['70C'],
        reasoning: 'no statement about the outstanding trump',
      },
    ]);
    expect(state.status).toBe('adjudicated');
    expect(claimSettlement(state)).toEqual({ NS: 4, EW: 1 });
  });
  test('the adjudication cannot give more tricks than remained', () => {
    spec()
      .given([claimMade, { type: 'ClaimDisputed', schemaVersion: 1, seat: 'E', reason: '' }])
      .when({ type: 'AdjudicateClaim', tricksToClaimerSide: 6, basis: [], reasoning: '' })
      .thenThrows(/tricksToClaimerSide: 6/);
  });
});

describe('concession objected to by partner (68B2)', () => {
  const conceded: ClaimEvent = {
    type: 'ConcessionMade',
    schemaVersion: 1,
    seat: 'E',
    side: 'EW',
    tricksConceded: 2,
    abandonedHand: false,
    currentTrickNo: 9,
    tricksRemaining: 5,
    acquiescenceFrom: ['S'],
  };
  test('2007: no concession, play continues', () => {
    spec('2007')
      .given([conceded])
      .when({ type: 'ObjectToConcession', seat: 'W' })
      .then([{ type: 'ConcessionObjectedByPartner', schemaVersion: 1, defenderSeat: 'W', directorRequired: false }]);
    const state = settle([
      { type: 'Concede', seat: 'E', tricks: 2 },
      { type: 'ObjectToConcession', seat: 'W' },
    ]);
    expect([state.status, claimSettlement(state)]).toEqual(['none', null]);
  });
  test('1997: no concession, and the director is to be called', () => {
    spec('1997')
      .given([conceded])
      .when({ type: 'ObjectToConcession', seat: 'W' })
      .then([{ type: 'ConcessionObjectedByPartner', schemaVersion: 1, defenderSeat: 'W', directorRequired: true }]);
  });
  test("only the conceding defender's partner can object", () => {
    spec().given([conceded]).when({ type: 'ObjectToConcession', seat: 'S' }).thenThrows(/68B2/);
  });
  test('an unobjected concession agreed by declarer gives declarer the conceded tricks', () => {
    const state = settle([
      { type: 'Concede', seat: 'E', tricks: 2 },
      { type: 'AcquiesceClaim', seat: 'S' },
    ]);
    expect(claimSettlement(state)).toEqual({ NS: 2, EW: 3 });
  });
});

describe('agreement established (69A) and withdrawn (69B)', () => {
  const agreed = [
    CLAIM_REST,
    { type: 'AcquiesceClaim', seat: 'W' },
    { type: 'AcquiesceClaim', seat: 'E' },
  ] as ClaimCommand[];
  test("the agreeing side's call on the next board establishes the agreement; it can no longer simply be disputed", () => {
    const d = claimDecider(CONTEXT, '2007');
    const state = settle(agreed);
    expect(d.decide({ type: 'RecordFirstCallOnNextBoard', side: 'EW' }, state)).toEqual([
      { type: 'FirstCallOnNextBoard', schemaVersion: 1, side: 'EW' },
      { type: 'ClaimAgreementEstablished', schemaVersion: 1, trigger: 'next-board-call' },
    ]);
    const established = settle([...agreed, { type: 'RecordFirstCallOnNextBoard', side: 'EW' }]);
    expect(() => d.decide({ type: 'DisputeClaim', seat: 'E', reason: '' }, established)).toThrow(
      /agreement established/,
    );
  });
  test('2007: withdrawn within the correction period for a trick that would likely have been won', () => {
    const state = settle([
      ...agreed,
      { type: 'RecordRoundEnd' },
      { type: 'WithdrawAcquiescence', seat: 'E', ground: 'would-likely-have-won', tricks: 1 },
    ]);
    expect(claimSettlement(state)).toEqual({ NS: 4, EW: 1 });
  });
  test('1997: that ground does not exist; "not losable by any normal play" does', () => {
    expect(() =>
      settle(
        [...agreed, { type: 'WithdrawAcquiescence', seat: 'E', ground: 'would-likely-have-won', tricks: 1 }],
        '1997',
      ),
    ).toThrow(/not a 69B ground in the 1997 Laws/);
    const state = settle(
      [...agreed, { type: 'WithdrawAcquiescence', seat: 'E', ground: 'not-losable-normal-play', tricks: 1 }],
      '1997',
    );
    expect(claimSettlement(state)).toEqual({ NS: 4, EW: 1 });
  });
  test('after the correction period the agreement stands', () => {
    expect(() =>
      settle([
        ...agreed,
        { type: 'RecordCorrectionPeriodEnd' },
        { type: 'WithdrawAcquiescence', seat: 'E', ground: 'trick-actually-won', tricks: 1 },
      ]),
    ).toThrow(/correction period has ended/);
  });
});

describe('concession cancelled (71)', () => {
  const agreedThree = [
    CLAIM_THREE,
    { type: 'AcquiesceClaim', seat: 'W' },
    { type: 'AcquiesceClaim', seat: 'E' },
  ] as ClaimCommand[];
  test('2007: a conceded trick that could not be lost by normal play is restored within the correction period', () => {
    const state = settle([
      ...agreedThree,
      { type: 'RecordFirstCallOnNextBoard', side: 'NS' },
      { type: 'CancelConcession', ground: 'not-losable-normal-play', tricks: 1 },
    ]);
    expect(claimSettlement(state)).toEqual({ NS: 4, EW: 1 });
  });
  test('1997 71C: the normal-play ground ends when the conceding side calls on the next board', () => {
    expect(() =>
      settle(
        [
          ...agreedThree,
          { type: 'RecordFirstCallOnNextBoard', side: 'NS' },
          { type: 'CancelConcession', ground: 'not-losable-normal-play', tricks: 1 },
        ],
        '1997',
      ),
    ).toThrow(/71C/);
    const state = settle(
      [
        ...agreedThree,
        { type: 'RecordFirstCallOnNextBoard', side: 'NS' },
        { type: 'CancelConcession', ground: 'not-losable-legal-play', tricks: 2 },
      ],
      '1997',
    );
    expect(claimSettlement(state)).toEqual({ NS: 5, EW: 0 });
  });
  test('2007 has no "legal play" ground, and no ground survives the correction period', () => {
    expect(() =>
      settle([...agreedThree, { type: 'CancelConcession', ground: 'not-losable-legal-play', tricks: 1 }]),
    ).toThrow(/not a Law 71 ground in the 2007 Laws/);
    expect(() =>
      settle([
        ...agreedThree,
        { type: 'RecordCorrectionPeriodEnd' },
        { type: 'CancelConcession', ground: 'actually-won', tricks: 1 },
      ]),
    ).toThrow(/concession stands/);
  });
  test('no more tricks restored than were conceded', () => {
    expect(() => settle([...agreedThree, { type: 'CancelConcession', ground: 'actually-won', tricks: 3 }])).toThrow(
      /tricks: 3 is not a whole number from 1 to 2/,
    );
  });
});
