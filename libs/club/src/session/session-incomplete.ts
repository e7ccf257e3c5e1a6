// What is still missing from a session when its official score is made available: rounds not yet
// ended (only for a session run by rounds: an imported file never starts one) and table results
// not yet recorded. Publishing anyway needs the director to confirm these very counts, and the
// publication records that he did (issue 19: one click during round 1 used to reveal every hand).

export interface SessionIncomplete {
  /** Rounds of the movement not yet ended, 0 for a session not run by rounds. */
  readonly roundsRemaining: number;
  /** Table plays of the movement with neither a result nor an adjusted score. */
  readonly missingResults: number;
}

export function roundsRemaining(facts: {
  readonly rounds: number;
  readonly currentRound: number | null;
  readonly lastRoundEnded: number;
}): number {
  const runByRounds = facts.currentRound !== null || facts.lastRoundEnded > 0;
  return runByRounds ? Math.max(0, facts.rounds - facts.lastRoundEnded) : 0;
}

export const isIncomplete = (missing: SessionIncomplete): boolean =>
  missing.roundsRemaining > 0 || missing.missingResults > 0;

/** "3 rounds not ended and 12 results missing": the words a director reads before confirming. */
export function describeIncomplete(missing: SessionIncomplete): string {
  const parts = [
    ...(missing.roundsRemaining > 0
      ? [`${missing.roundsRemaining} round${missing.roundsRemaining === 1 ? '' : 's'} not ended`]
      : []),
    ...(missing.missingResults > 0
      ? [`${missing.missingResults} result${missing.missingResults === 1 ? '' : 's'} missing`]
      : []),
  ];
  return parts.join(' and ');
}
