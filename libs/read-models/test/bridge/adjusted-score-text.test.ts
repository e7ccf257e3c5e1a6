// The traveller's North-South column for an adjusted score: the assigned score, each weighted
// outcome with its percentage (any number of them), nothing for an artificial score.
import { describe, expect, it } from 'vitest';
import { adjustedScoreParts, adjustedScoreText } from '../../src/bridge/adjusted-score-text';

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

  it('gives the same as numbers for a page to write in its language, the percentages as given', () => {
    const thirds = {
      kind: 'weighted' as const,
      parts: [
        { weight: 1 / 3, outcome: outcome(620) },
        { weight: 2 / 3, outcome: outcome(-100) },
      ],
    };
    expect(adjustedScoreParts({ ns: thirds, ew: thirds })).toEqual([
      { percent: 33.33, scoreNs: 620 },
      { percent: 66.67, scoreNs: -100 },
    ]);
    expect(adjustedScoreText({ ns: thirds, ew: thirds })).toBe('33.33% +620, 66.67% -100');
    // A grade beside an assigned score: the assigned side's score, the table's result.
    const assigned = { kind: 'assigned' as const, outcome: outcome(0) };
    expect(adjustedScoreParts({ ns: { kind: 'artificial', grade: 'A' }, ew: assigned })).toEqual([
      { percent: null, scoreNs: 0 },
    ]);
    expect(
      adjustedScoreParts({ ns: { kind: 'artificial', grade: 'A+' }, ew: { kind: 'artificial', grade: 'A-' } }),
    ).toBeNull();
  });
});
