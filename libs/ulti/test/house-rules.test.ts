// House rules: named, versioned rule sets that travel with each record.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SETTINGS,
  defineRuleSet,
  houseRuleSettingsSchema,
  parseDealRecord,
  playRandomDeal,
  replay,
  ruleSetSchema,
} from '../src';

describe('rule sets', () => {
  test("the defaults are the spec's readings", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      silent100Formula: 'piecewise',
      silentUltiCaughtLoss: 4,
      ultiFourAcesHasJatek: false,
      trumpSevenRestriction: 'ultiDeclarer',
      silentUltiInDurchmars: true,
      penaltyAddsUltiSurcharge: true,
      selfRobWithoutTalon: true,
      claims: 'acceptedByAll',
    });
  });
  test('a bad setting is refused, naming it', () => {
    expect(() => defineRuleSet('x', '1', { silent100Formula: 'halving' as never })).toThrow(/silent100Formula/);
    expect(() => ruleSetSchema.parse({ name: '', version: '1' })).toThrow(/name/);
  });
  test('`ulti play` records carry every setting, so a later change of defaults cannot change them', () => {
    const record = playRandomDeal(3, { ruleSet: defineRuleSet('Club X', '2026-03', { silentUltiCaughtLoss: 2 }) });
    expect(Object.keys(record.ruleSet.settings).sort()).toEqual(Object.keys(houseRuleSettingsSchema.parse({})).sort());
    const stored = JSON.parse(JSON.stringify(record));
    expect(parseDealRecord(stored).ruleSet).toEqual({
      name: 'Club X',
      version: '2026-03',
      settings: { ...DEFAULT_SETTINGS, silentUltiCaughtLoss: 2 },
    });
  });
  test('the same deal settles by the rule set recorded with it', () => {
    // Find a deal where the declarer's silent ulti was caught: the two A-06 readings differ by 2 a defender.
    for (let seed = 1; seed < 3000; seed++) {
      const record = playRandomDeal(seed);
      const result = replay(parseDealRecord(record)).result;
      const caught = result.components.find((l) => l.name === 'csendes-ultimo' && l.note === 'caught');
      if (!caught) continue;
      const lenient = replay(
        parseDealRecord({ ...record, ruleSet: defineRuleSet('lenient', '1', { silentUltiCaughtLoss: 2 }) }),
      ).result;
      expect(lenient.deltas[result.declarer!]! - result.deltas[result.declarer!]!).toBe(caught.amount / -2);
      return;
    }
    throw new Error('no caught silent ulti in the seeds tried');
  });
});
