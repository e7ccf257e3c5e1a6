// The `Scoring` tag a session is written with (standard §3.4.13): the basic system, then the modifiers
// that say how it was scored, so that a reader (this club's import included) scores it the same way:
// `MatchPoints;MP1` (2/1/0 a comparison) or `;MP2` (1/½/0); `IMP;Butler-k;Mean|Median` (k extreme scores
// dropped from the datum); `IMP;Cross` (the sum over comparisons), `;Cross1` (÷ scores), `;Cross2` (÷ comparisons).

/** The session's method and the choices a Scoring tag can state (shaped like @club/scoring's options). */
export interface PbnScoringOf {
  readonly method: 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS' | 'TEAMS-IMP-VP';
  readonly cross?: 'sum' | 'per-score' | 'per-comparison';
  readonly datum?: { readonly average?: 'mean' | 'median'; readonly dropEachEnd?: number };
}

const CROSS = { sum: 'Cross', 'per-score': 'Cross1', 'per-comparison': 'Cross2' } as const;

export function pbnScoring({ method, cross, datum }: PbnScoringOf): string {
  switch (method) {
    case 'MP':
      return 'MatchPoints;MP1';
    case 'MP-NA':
      return 'MatchPoints;MP2';
    case 'IMP-BUTLER': {
      const dropped = 2 * (datum?.dropEachEnd ?? 0);
      const average = datum?.average === 'median' ? 'Median' : 'Mean';
      return `IMP;${dropped > 0 ? `Butler-${dropped}` : 'Butler'};${average}`;
    }
    case 'IMP-CROSS':
      return `IMP;${CROSS[cross ?? 'sum']}`;
    case 'TEAMS-IMP-VP':
      return 'IMP';
  }
}
