// A ruling the auction cannot apply (an option not offered, the wrong chooser) is refused as the
// one refusal type, DomainError, with a code from the bridge index: the API maps it by that code.
import { describe, expect, test } from 'vitest';
import { isDomainError } from '@club/events';
import { BRIDGE_REFUSAL_CODES } from '../../src';
import { given, rule, when } from './auction-fixture';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('refused rulings on an insufficient bid (N 1H, E 1D)', () => {
  test('an option the edition does not offer, and an option chosen by the wrong seat', () => {
    const notOffered = refusalOf(() =>
      when(given('N', ['N 1H', 'E 1D'], '1997'), rule(1, '27B1b', 'director', { replacement: 'X' })),
    );
    expect(isDomainError(notOffered) && [notOffered.code, notOffered.message]).toEqual([
      'option-not-offered',
      "Rectify: option '27B1b' is not offered here; offered: 27A, 27B1a, 27B2, 27B3, director",
    ]);
    const wrongChooser = refusalOf(() => when(given('N', ['N 1H', 'E 1D']), rule(1, '27A', 'W')));
    expect(isDomainError(wrongChooser) && wrongChooser.code).toBe('wrong-chooser');
    expect(BRIDGE_REFUSAL_CODES).toEqual(expect.arrayContaining(['option-not-offered', 'wrong-chooser']));
  });
});
