// Laws 50-52: penalty cards are tracked; failing to play one, or to respect a lead restriction, is
// flagged (not refused). Lead restrictions from declarer's option (26, 50D2) are enforced the same way.
import { describe, expect, test } from 'vitest';
import { gradeOf, penaltyGrade, playDecider, type PenaltyCard } from '../../src';
import { play, run, setup } from './fixtures';

describe('grades (50B)', () => {
  test('a single card below honour rank exposed inadvertently is minor; an honour or a deliberate exposure is major', () => {
    expect(penaltyGrade('H2', false)).toBe('minor');
    expect(penaltyGrade('HT', false)).toBe('major'); // the ten is an honour
    expect(penaltyGrade('H2', true)).toBe('major');
  });
  test('two or more penalty cards of one defender are all major', () => {
    const cards: PenaltyCard[] = [
      { seat: 'W', card: 'H2', grade: 'minor', law: '24' },
      { seat: 'W', card: 'D2', grade: 'minor', law: '24' },
      { seat: 'E', card: 'C9', grade: 'minor', law: '24' },
    ];
    expect(cards.map((c) => gradeOf(c, cards))).toEqual(['major', 'major', 'minor']);
  });
});

describe('major penalty card (50D)', () => {
  const major = (card: 'HJ' | 'DJ') =>
    setup('3NT', 'S', { penaltyCards: [{ seat: 'E', card, grade: 'major', law: '24' }] });
  const noOption = { type: 'ElectLeadRestriction', mode: 'none' } as const; // West, the owner's partner, leads first (50D2b)
  test('not played at the first legal opportunity (following suit with another card): flagged under 52', () => {
    const { events, state } = run(major('HJ'), [noOption, play('W', 'H5'), play('N', 'HA'), play('E', 'HT')]);
    expect(events.at(-1)).toEqual({
      type: 'IrregularityFlagged',
      schemaVersion: 1,
      irregularity: { law: '52', offender: 'E', kind: 'penalty-card-not-played', at: 2 },
      card: 'HT',
      expected: ['HJ'],
    });
    expect(state.current.cards.at(-1)).toEqual({ seat: 'E', card: 'HT' }); // recorded as played
    expect(state.penaltyCards).toHaveLength(1); // still a penalty card (52B1 if declarer accepts)
  });
  test('played when due: no flag and it is no longer a penalty card', () => {
    const { state } = run(major('HJ'), [noOption, play('W', 'H5'), play('N', 'HA'), play('E', 'HJ')]);
    expect(state.irregularities).toEqual([]);
    expect(state.penaltyCards).toEqual([]);
  });
  test('following suit comes first (50D1b): a heart penalty card waits while East follows to diamonds', () => {
    const { state } = run(major('HJ'), [noOption, play('W', 'D5'), play('N', 'DA'), play('E', 'D9')]);
    expect(state.irregularities).toEqual([]);
    expect(state.penaltyCards).toHaveLength(1);
  });
});

describe('minor penalty card (50C)', () => {
  const minor = setup('3NT', 'S', { penaltyCards: [{ seat: 'W', card: 'H2', grade: 'minor', law: '24' }] });
  test('another heart below honour rank is flagged; the minor card itself may wait', () => {
    const { state } = run(minor, [
      play('W', 'C2'),
      play('N', 'CA'),
      play('E', 'C9'),
      play('S', 'C6'),
      play('N', 'HA'),
      play('E', 'H9'),
      play('S', 'H6'),
      play('W', 'H3'),
    ]);
    expect(state.irregularities).toEqual([{ law: '50C', offender: 'W', kind: 'penalty-card-not-played', at: 7 }]);
  });
  test('a minor penalty card does not oblige its owner to lead it', () => {
    const { state } = run(minor, [play('W', 'C2')]);
    expect(state.irregularities).toEqual([]);
  });
});

describe("declarer's lead option (50D2, 26) and lead restrictions", () => {
  const afterWithdrawal = [
    play('E', 'HJ'),
    { type: 'RuleOnLeadOutOfTurn', option: 'withdraw', chosenBy: 'S' } as const,
  ];
  const S3NT = setup('3NT', 'S');
  test('require the suit: the penalty card is picked up and West must lead a heart (a club lead is a revoke, 61A)', () => {
    const { events, state } = run(S3NT, [
      ...afterWithdrawal,
      { type: 'ElectLeadRestriction', mode: 'require', suit: 'H' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['50D2'],
      option: 'require',
      chosenBy: 'S',
      rectifications: [
        {
          kind: 'LeadRestrictionElected',
          target: 'W',
          mode: 'require',
          suit: 'H',
          law: '50D2',
          duration: 'first-lead',
        },
        { kind: 'PenaltyCardReleased', seat: 'E', cards: ['HJ'] },
      ],
    });
    expect(state.penaltyCards).toEqual([]);
    const lead = playDecider(S3NT).decide(play('W', 'C2'), state);
    expect(lead.at(-1)).toMatchObject({
      type: 'RevokeMade',
      offender: 'W',
      reason: 'lead-restriction',
      suit: 'H',
      legalCards: ['H5', 'H4', 'H3', 'H2'],
    });
  });
  test('prohibit the suit: a heart lead is a revoke; another suit is fine', () => {
    const { state } = run(S3NT, [...afterWithdrawal, { type: 'ElectLeadRestriction', mode: 'prohibit', suit: 'H' }]);
    expect(playDecider(S3NT).decide(play('W', 'H5'), state).at(-1)).toMatchObject({
      type: 'RevokeMade',
      reason: 'lead-restriction',
    });
    expect(
      playDecider(S3NT)
        .decide(play('W', 'D5'), state)
        .map((e) => e.type),
    ).toEqual(['CardPlayed', 'DummySpread']);
  });
  test('neither (50D2b): the card stays a penalty card', () => {
    const { state } = run(S3NT, [...afterWithdrawal, { type: 'ElectLeadRestriction', mode: 'none' }]);
    expect(state.penaltyCards).toHaveLength(1);
    expect(state.election).toBeNull();
  });
  test('a suit declarer may not name is refused', () => {
    const { state } = run(S3NT, afterWithdrawal);
    expect(() => playDecider(S3NT).decide({ type: 'ElectLeadRestriction', mode: 'require', suit: 'S' }, state)).toThrow(
      /suit: 'S'/,
    );
  });
  test('a lead before declarer has chosen is flagged', () => {
    const { state } = run(S3NT, [...afterWithdrawal, play('W', 'D5')]);
    expect(state.irregularities.map((i) => [i.law, i.kind])).toContainEqual(['50D2', 'lead-before-declarer-option']);
  });
  test('26B from the auction: declarer prohibits one suit at the opening lead', () => {
    const s = setup('3NT', 'S', { leadRestrictions: [{ target: 'W', law: '26B' }] });
    const start = playDecider(s).initialState;
    expect(start.election).toEqual({
      kind: 'lead-election',
      law: '26B',
      target: 'W',
      suits: ['S', 'H', 'D', 'C'],
      modes: ['prohibit'],
    });
    expect(() => playDecider(s).decide({ type: 'ElectLeadRestriction', mode: 'require', suit: 'D' }, start)).toThrow(
      /only prohibit/,
    );
    const { state } = run(s, [{ type: 'ElectLeadRestriction', mode: 'prohibit', suit: 'D' }, play('W', 'D5')]);
    expect(state.revokes[0]).toMatchObject({ offender: 'W', reason: 'lead-restriction', suit: 'D' });
  });
});

describe("penalty card not played: declarer's option (52B)", () => {
  const major = setup('3NT', 'S', { penaltyCards: [{ seat: 'E', card: 'HJ', grade: 'major', law: '24' }] });
  const breach = [
    { type: 'ElectLeadRestriction', mode: 'none' } as const,
    play('W', 'H5'),
    play('N', 'HA'),
    play('E', 'HT'),
  ];
  test('52B2: declarer requires the penalty card; the card played instead becomes a major penalty card', () => {
    const { events, state } = run(major, [
      ...breach,
      { type: 'RuleOnPenaltyCard', option: 'substitute', chosenBy: 'S' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['52B2'],
      option: 'substitute',
      chosenBy: 'S',
      rectifications: [
        { kind: 'CardSubstituted', seat: 'E', withdrawn: 'HT', substitute: 'HJ' },
        { kind: 'PenaltyCard', seat: 'E', card: 'HT', grade: 'major', law: '52B2' },
      ],
    });
    expect(state.current.cards).toEqual([
      { seat: 'W', card: 'H5' },
      { seat: 'N', card: 'HA' },
      { seat: 'E', card: 'HJ' },
    ]);
    expect(state.penaltyCards).toEqual([{ seat: 'E', card: 'HT', grade: 'major', law: '52B2' }]);
    expect(state.hands.E).toContain('HT');
  });
  test('52B1: declarer accepts; the penalty card stays', () => {
    const { state } = run(major, [...breach, { type: 'RuleOnPenaltyCard', option: 'accept', chosenBy: 'S' }]);
    expect(state.penaltyCards).toEqual([{ seat: 'E', card: 'HJ', grade: 'major', law: '24' }]);
    expect(state.penaltyBreach).toBeNull();
  });
  test('once declarer has played after it, he must accept', () => {
    const { state } = run(major, [...breach, play('S', 'H6')]);
    expect(() =>
      playDecider(major).decide({ type: 'RuleOnPenaltyCard', option: 'substitute', chosenBy: 'S' }, state),
    ).toThrow(/must accept/);
  });
  test('only declarer chooses', () => {
    const { state } = run(major, breach);
    expect(() =>
      playDecider(major).decide({ type: 'RuleOnPenaltyCard', option: 'accept', chosenBy: 'W' }, state),
    ).toThrow(/W may not elect/);
  });
});
