// Property: the score sheet of a full record settles to exactly what the record settles to, under
// every rule set a session may record (the spec's, each alternative setting, all alternatives).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  defineRuleSet,
  MAUSZ_2017,
  parseUltiRecord,
  playRandomDeal,
  replay,
  settleUltiRecord,
  sheetOf,
  type HouseRuleSettings,
  type RuleSet,
} from '../src';

const ALTERNATIVES: Partial<HouseRuleSettings>[] = [
  { twentyHundredMeld: 'one20AnySuit' },
  { ultiFourAcesHasJatek: true },
  { silent100Formula: 'additive' },
  { silent100Formula: 'doubling' },
  { silentUltiCaughtLoss: 2, defendersCaughtUlti: 'playerOnly' },
  { defenderMeldValidity: 'melderOnly' },
  { agreedConcession: 'kontrad', penaltyAddsUltiSurcharge: false },
  { silentFourAcesPaidTo: 'takerOnly', silentFourAcesWithDurchmars: true },
  { silentUltiInDurchmars: false },
  { fortyHundredHasJatek: true },
  { silentDurchmarsValue: 3 },
  { trumpSevenRestriction: 'allPlayers', rekontraWindow: 'beforeDeclarersSecondCard' },
];

const RULE_SETS: RuleSet[] = [
  MAUSZ_2017,
  ...ALTERNATIVES.map((s, i) => defineRuleSet(`alternative ${i + 1}`, '1', s)),
  defineRuleSet('every alternative', '1', Object.assign({}, ...ALTERNATIVES.slice(1))),
];

describe('score sheets of random deals', () => {
  test('sheetOf(record) settles to the same deltas and lines as the record, under every rule set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: RULE_SETS.length - 1 }),
        fc.boolean(),
        (seed, r, four) => {
          const record = playRandomDeal(seed, {
            ruleSet: RULE_SETS[r]!,
            ...(four ? { players: ['N', 'E', 'S', 'W'], dealer: 'W' } : {}),
          });
          const full = replay(record).result;
          // Through JSON and the edge's parser, as a stored sheet would come back.
          const sheet = parseUltiRecord(JSON.parse(JSON.stringify(sheetOf(record))));
          const fromSheet = settleUltiRecord(sheet);
          expect(fromSheet.deltas).toEqual(full.deltas);
          expect(fromSheet.components).toEqual(full.components);
          expect(fromSheet.contract).toBe(full.contract);
          expect(fromSheet.outcome).toBe(full.outcome);
        },
      ),
      { numRuns: 400 },
    );
  });
});
