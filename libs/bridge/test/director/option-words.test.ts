// The options the Laws offer, as codes with their values (issue 16): the engine's English of each
// is the description it always gave, so logs, the CLI and the English pages read as before; a lead
// out of turn's and a premature play's options, recorded in their events with law and English only,
// are read back as codes from their law.
import { describe, expect, test } from 'vitest';
import {
  IRREGULARITY_KINDS,
  PREMATURE_OPTIONS,
  irregularityInEnglish,
  optionInEnglish,
  playOptionWords,
  rulingOptions,
} from '../../src';
import { leadOutOfTurnOptions } from '../../src/play/lead-out-of-turn';
import { given } from '../auction/auction-fixture';

describe('rectification options as codes', () => {
  test('an insufficient bid: each option has its code and values, its English as before', () => {
    const options = rulingOptions(given('N', ['N 1H', 'E 1D']));
    expect(options.map((o) => o.words)).toEqual([
      { code: 'insufficient-bid-accepted', params: { lho: 'S', condoned: 'no' } },
      { code: 'insufficient-bid-lowest-sufficient', params: {} },
      { code: 'insufficient-bid-same-meaning', params: {} },
      { code: 'insufficient-bid-partner-silenced', params: { partner: 'W' } },
      { code: 'insufficient-bid-doubling-attempted', params: { partner: 'W' } },
      { code: 'director-own', params: {} },
    ]);
    expect(options[0]!.description).toBe('S accepts the insufficient bid');
    expect(options[3]!.description).toBe(
      'replaced by another sufficient bid or a pass: W must pass whenever it is his turn',
    );
    for (const o of options) expect(o.description).toBe(optionInEnglish(o.words));
  });

  test('a double out of rotation at RHO’s turn: the 32B consequence names the double', () => {
    const options = rulingOptions(given('N', ['N 1H', 'E P', 'W X']));
    const cancelled = options.find((o) => o.option === '29B')!;
    expect(cancelled.words).toEqual({
      code: 'out-of-rotation-doubling-rho-decides',
      params: { turnOf: 'S', offender: 'W', partner: 'E', doubling: 'double' },
    });
    expect(cancelled.description).toBe(
      'not accepted: the call is cancelled and the auction reverts to S; if S passes, W must repeat the double; otherwise E must pass whenever it is his turn',
    );
  });

  test('a recorded lead out of turn or premature play option is read back from its law', () => {
    const recorded = [
      ...leadOutOfTurnOptions(true, true),
      ...leadOutOfTurnOptions(true, false),
      ...leadOutOfTurnOptions(false, true),
      ...leadOutOfTurnOptions(false, false),
      ...PREMATURE_OPTIONS,
    ];
    for (const o of recorded) expect(optionInEnglish(playOptionWords(o.law)!), o.law).toBe(o.description);
    expect(playOptionWords('99Z')).toBeUndefined();
  });

  test('each irregularity kind reads in English as its code did', () => {
    expect(IRREGULARITY_KINDS).toContain('insufficient-bid');
    expect(irregularityInEnglish('call-after-final-pass')).toBe('call after final pass');
  });
});
