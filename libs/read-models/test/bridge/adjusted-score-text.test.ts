// The traveller's North-South column for an adjusted score: the assigned score, each weighted
// outcome with its percentage (any number of them), nothing for an artificial score.
import { describe, expect, it } from 'vitest';
import { adjustedScoreText } from '../../src/bridge/adjusted-score-text';

const outcome = (scoreNS: number) => ({ contract: null, declarer: null, tricks: null, scoreNS });

describe('the adjusted score a traveller shows', () => {
  it('shows each weighted outcome with its percentage, the assigned score, and no score for A60/40', () => {
    const weighted = {
      kind: 'weighted' as const,
      parts: [
        { weight: 0.5, outcome: outcome(620) },
        { weight: 0.3, outcome: outcome(170) },
        { weight: 0.2, outcome: outcome(-100) },
      ],
    };
    expect(adjustedScoreText({ ns: weighted, ew: weighted })).toBe('50% +620, 30% +170, 20% -100');
    const assigned = { kind: 'assigned' as const, outcome: outcome(-420) };
    expect(adjustedScoreText({ ns: assigned, ew: assigned })).toBe('-420');
    expect(
      adjustedScoreText({ ns: { kind: 'artificial', grade: 'A+' }, ew: { kind: 'artificial', grade: 'A-' } }),
    ).toBeNull();
  });
});
