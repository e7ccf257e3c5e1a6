// Law 57: a defender playing before his partner; the card is a major penalty card and declarer
// chooses how the partner plays to the trick.
import { describe, expect, test } from 'vitest';
import { compliantCards, playDecider, PREMATURE_OPTIONS } from '../../src';
import { play, run, setup } from './fixtures';

const S3NT = setup('3NT', 'S'); // declarer South, dummy North; West leads
// West leads to the next trick (a diamond) before his partner East has played to trick 1.
const PREMATURE = [play('W', 'H5'), play('N', 'HA'), play('W', 'D2')];

describe('premature play by a defender (57A)', () => {
  test('is recorded: the card is a major penalty card and declarer has three options', () => {
    const { events, state } = run(S3NT, PREMATURE);
    expect(events.at(-1)).toEqual({
      type: 'PrematurePlayMade',
      schemaVersion: 1,
      seat: 'W',
      card: 'D2',
      partner: 'E',
      options: PREMATURE_OPTIONS,
      irregularity: { law: '57A', offender: 'W', kind: 'premature-play', at: 2 },
    });
    expect(state.penaltyCards).toEqual([{ seat: 'W', card: 'D2', grade: 'major', law: '57A' }]);
    expect(state.hands.W).toContain('D2');
    expect(() => playDecider(S3NT).decide(play('E', 'HJ'), state)).toThrow(/waits for declarer's option/);
  });
  test('57A2 lowest: East must play his lowest heart; another heart is a revoke (61A)', () => {
    const { events, state } = run(S3NT, [
      ...PREMATURE,
      { type: 'RuleOnPrematurePlay', option: 'lowest', chosenBy: 'S' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'PlayRulingGiven',
      schemaVersion: 1,
      laws: ['57A', '57A2'],
      option: 'lowest',
      chosenBy: 'S',
      rectifications: [{ kind: 'PlayRestriction', target: 'E', mode: 'lowest', trickNo: 1 }],
    });
    const wrong = playDecider(S3NT).decide(play('E', 'HJ'), state);
    expect(wrong.at(-1)).toMatchObject({
      type: 'RevokeMade',
      offender: 'E',
      reason: 'play-restriction',
      legalCards: ['H9'],
    });
    const right = playDecider(S3NT).decide(play('E', 'H9'), state);
    expect(right.map((e) => e.type)).toEqual(['CardPlayed']);
  });
  test('only declarer chooses', () => {
    const { state } = run(S3NT, PREMATURE);
    expect(() =>
      playDecider(S3NT).decide({ type: 'RuleOnPrematurePlay', option: 'highest', chosenBy: 'N' }, state),
    ).toThrow(/N may not elect/);
  });
  test("a declarer's play out of rotation is not covered and is refused with a message", () => {
    expect(() => run(S3NT, [play('W', 'H5'), play('S', 'H6')])).toThrow(/out of rotation/);
  });
});

describe('compliant cards under a 57A restriction', () => {
  const hand = ['SK', 'S4', 'HQ', 'H2', 'D5'] as const;
  test('highest / lowest of the suit led', () => {
    expect(compliantCards(hand, { target: 'E', mode: 'highest', trickNo: 1 }, 'S')).toEqual(['SK']);
    expect(compliantCards(hand, { target: 'E', mode: 'lowest', trickNo: 1 }, 'H')).toEqual(['H2']);
  });
  test('void in the suit led: any card (57B)', () => {
    expect(compliantCards(hand, { target: 'E', mode: 'highest', trickNo: 1 }, 'C')).toBeNull();
  });
  test('forbid a suit: only when unable to follow, and only if another suit is held', () => {
    expect(compliantCards(hand, { target: 'E', mode: 'forbid-suit', suit: 'H', trickNo: 1 }, 'C')).toEqual([
      'SK',
      'S4',
      'D5',
    ]);
    expect(compliantCards(hand, { target: 'E', mode: 'forbid-suit', suit: 'H', trickNo: 1 }, 'S')).toBeNull();
    expect(compliantCards(['H2'], { target: 'E', mode: 'forbid-suit', suit: 'H', trickNo: 1 }, 'C')).toBeNull();
  });
});
