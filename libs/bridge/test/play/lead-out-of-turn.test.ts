// Laws 53-56: a lead out of turn is recorded with the non-offending side's options; the ruling
// applies the elected option and play resumes from the right hand.
import { describe, expect, test } from 'vitest';
import { playDecider, type PlayEvent, type PlayOption } from '../../src';
import { play, run, setup, spec, tricks } from './fixtures';

const S3NT = setup('3NT', 'S'); // declarer South, dummy North; West is to lead
const EAST_LEADS = play('E', 'HJ'); // the wrong defender faces an opening lead

const L54_OPTIONS: PlayOption[] = [
  {
    option: 'accept',
    law: '54B',
    description: 'accept the lead: dummy is spread and declarer plays second from his own hand',
  },
  {
    option: 'declarer-spreads-hand',
    law: '54A',
    description: 'declarer spreads his hand and becomes dummy; his partner becomes declarer',
  },
  {
    option: 'withdraw',
    law: '54D',
    description: 'the card becomes a major penalty card; the correct defender leads (50D)',
  },
];

const eastLeadOutOfTurn: PlayEvent[] = [
  { type: 'OpeningLeadFaced', schemaVersion: 1, seat: 'E', card: 'HJ' },
  {
    type: 'LeadOutOfTurnMade',
    schemaVersion: 1,
    seat: 'E',
    card: 'HJ',
    correctLeader: 'W',
    law: '54',
    chooser: 'declarer',
    options: L54_OPTIONS,
    irregularity: { law: '54', offender: 'E', kind: 'lead-out-of-turn', at: 0 },
  },
];

describe('opening lead out of turn (L54)', () => {
  test("is recorded with declarer's options", () => {
    spec(S3NT).given([]).when(EAST_LEADS).then(eastLeadOutOfTurn);
  });
  test('54B accept: dummy is spread and declarer plays second from his own hand', () => {
    spec(S3NT)
      .given(eastLeadOutOfTurn)
      .when({ type: 'RuleOnLeadOutOfTurn', option: 'accept', chosenBy: 'S' })
      .then([
        {
          type: 'PlayRulingGiven',
          schemaVersion: 1,
          laws: ['54B'],
          option: 'accept',
          chosenBy: 'S',
          rectifications: [{ kind: 'LeadAccepted', seat: 'E', card: 'HJ' }],
        },
        { type: 'CardPlayed', schemaVersion: 1, seat: 'E', card: 'HJ', fromHand: 'own', trickNo: 1, position: 1 },
        { type: 'DummySpread', schemaVersion: 1, seat: 'N' },
      ]);
    const { state } = run(S3NT, [EAST_LEADS, { type: 'RuleOnLeadOutOfTurn', option: 'accept', chosenBy: 'S' }]);
    expect(state.turn).toBe('S');
    expect(state.pending).toBeNull();
  });
  test('declarer playing his card accepts the lead (53A, 54B)', () => {
    const { events, state } = run(S3NT, [EAST_LEADS, play('S', 'H6')]);
    expect(events.slice(2).map((e) => e.type)).toEqual(['PlayRulingGiven', 'CardPlayed', 'DummySpread', 'CardPlayed']);
    expect(state.current.cards).toEqual([
      { seat: 'E', card: 'HJ' },
      { seat: 'S', card: 'H6' },
    ]);
  });
  test('54A: declarer spreads his hand, becomes dummy, and his partner declares', () => {
    const { events, state } = run(S3NT, [
      EAST_LEADS,
      { type: 'RuleOnLeadOutOfTurn', option: 'declarer-spreads-hand', chosenBy: 'S' },
    ]);
    expect(events.slice(2)).toEqual([
      {
        type: 'PlayRulingGiven',
        schemaVersion: 1,
        laws: ['54A'],
        option: 'declarer-spreads-hand',
        chosenBy: 'S',
        rectifications: [
          { kind: 'DeclarerAndDummyExchanged', declarer: 'N', dummy: 'S' },
          { kind: 'LeadAccepted', seat: 'E', card: 'HJ' },
        ],
      },
      { type: 'CardPlayed', schemaVersion: 1, seat: 'E', card: 'HJ', fromHand: 'own', trickNo: 1, position: 1 },
      { type: 'DummySpread', schemaVersion: 1, seat: 'S' },
    ]);
    expect([state.declarer, state.dummy, state.turn]).toEqual(['N', 'S', 'S']);
    const next = playDecider(S3NT).decide(play('S', 'H6'), state);
    expect(next[0]).toMatchObject({ type: 'CardPlayed', seat: 'S', fromHand: 'dummy' });
  });
  test('54D withdraw: a major penalty card, the correct defender leads, declarer has the 50D2 lead option', () => {
    const { events, state } = run(S3NT, [
      EAST_LEADS,
      { type: 'RuleOnLeadOutOfTurn', option: 'withdraw', chosenBy: 'S' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['54D'],
      option: 'withdraw',
      chosenBy: 'S',
      rectifications: [
        { kind: 'CardReturnedToHand', seat: 'E', card: 'HJ' },
        { kind: 'PenaltyCard', seat: 'E', card: 'HJ', grade: 'major', law: '54D' },
        { kind: 'LeadFromCorrectHand', hand: 'W' },
      ],
    });
    expect(state.penaltyCards).toEqual([{ seat: 'E', card: 'HJ', grade: 'major', law: '54D' }]);
    expect(state.hands.E).toContain('HJ');
    expect(state.turn).toBe('W');
    expect(state.election).toEqual({
      kind: 'lead-election',
      law: '50D2',
      target: 'W',
      suits: ['H'],
      modes: ['require', 'prohibit'],
    });
    // The correct lead spreads dummy.
    const lead = playDecider(S3NT).decide(play('W', 'C2'), { ...state, election: null });
    expect(lead.map((e) => e.type)).toEqual(['CardPlayed', 'DummySpread']);
  });
  test("only declarer elects after a defender's lead out of turn (10C)", () => {
    spec(S3NT)
      .given(eastLeadOutOfTurn)
      .when({ type: 'RuleOnLeadOutOfTurn', option: 'accept', chosenBy: 'W' })
      .thenThrows(/W may not elect/);
    spec(S3NT)
      .given(eastLeadOutOfTurn)
      .when({ type: 'RuleOnLeadOutOfTurn', option: 'accept', chosenBy: 'N' })
      .thenThrows(/N may not elect/);
  });
  test('other cards wait for the ruling', () => {
    spec(S3NT)
      .given(eastLeadOutOfTurn)
      .when(play('N', 'HA'))
      .thenThrows(/waits for the declarer's option/);
  });
  test("54E: an opening lead by declarer's side goes back to hand, no penalty card", () => {
    const { events, state } = run(S3NT, [
      play('N', 'HA'),
      { type: 'RuleOnLeadOutOfTurn', option: 'withdraw', chosenBy: 'W' },
    ]);
    expect(events[0]).toMatchObject({
      type: 'LeadOutOfTurnMade',
      law: '54',
      chooser: 'defender',
      options: [{ option: 'withdraw', law: '54E' }],
    });
    expect(state.penaltyCards).toEqual([]);
    expect([state.phase, state.turn]).toEqual(['opening-lead', 'W']);
  });
});

describe('leads out of turn during play', () => {
  const TRICK1 = tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']); // dummy (North) won: lead from dummy
  test('55: declarer leads from the wrong hand; a defender elects; 55B retracts it without a penalty card', () => {
    const { events, state } = run(S3NT, [
      ...TRICK1,
      play('S', 'H7'),
      { type: 'RuleOnLeadOutOfTurn', option: 'withdraw', chosenBy: 'W' },
    ]);
    expect(events.find((e) => e.type === 'LeadOutOfTurnMade')).toMatchObject({
      type: 'LeadOutOfTurnMade',
      seat: 'S',
      correctLeader: 'N',
      law: '55',
      chooser: 'defender',
    });
    expect(events.at(-1)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['55B'],
      option: 'withdraw',
      chosenBy: 'W',
      rectifications: [
        { kind: 'CardReturnedToHand', seat: 'S', card: 'H7' },
        { kind: 'LeadFromCorrectHand', hand: 'N' },
      ],
    });
    expect(state.penaltyCards).toEqual([]);
    expect(state.hands.S).toContain('H7');
    expect(state.turn).toBe('N');
  });
  test("55A: a defender accepts declarer's lead from the wrong hand", () => {
    const { state } = run(S3NT, [
      ...TRICK1,
      play('S', 'H7'),
      { type: 'RuleOnLeadOutOfTurn', option: 'accept', chosenBy: 'E' },
    ]);
    expect(state.current).toEqual({ no: 2, leader: 'S', cards: [{ seat: 'S', card: 'H7' }] });
    expect(state.turn).toBe('W');
  });
  test('56: a defender leads out of turn; declarer requires the lead from dummy; the card is a major penalty card', () => {
    const { state } = run(S3NT, [
      ...TRICK1,
      play('E', 'DJ'),
      { type: 'RuleOnLeadOutOfTurn', option: 'withdraw', chosenBy: 'S' },
    ]);
    expect(state.penaltyCards).toEqual([{ seat: 'E', card: 'DJ', grade: 'major', law: '56' }]);
    expect(state.turn).toBe('N');
    expect(state.election).toBeNull(); // dummy leads, not the penalty card owner's partner
  });
  test('53C: the correct leader, an opponent of the offender, leads: the irregular card goes back without rectification', () => {
    const { events, state } = run(S3NT, [...TRICK1, play('E', 'DJ'), play('N', 'DA')]);
    expect(events.at(-2)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['53C'],
      option: 'withdraw',
      chosenBy: null,
      rectifications: [{ kind: 'CardReturnedToHand', seat: 'E', card: 'DJ' }],
    });
    expect(state.current.cards).toEqual([{ seat: 'N', card: 'DA' }]);
    expect(state.penaltyCards).toEqual([]);
  });
});
