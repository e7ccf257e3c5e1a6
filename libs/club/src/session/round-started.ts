// Whether a board's round has started: a round has started when it is in play or has ended. A
// result entered for a board of a later round would be a result of a board not played yet.
import { refuse } from '../shared/refuse';
import type { SessionState } from './session-state';

/** The session's rounds so far (from its stream), as a command on another stream carries them. */
export type RoundsSoFar = Pick<SessionState, 'currentRound' | 'lastRoundEnded'>;

export const roundHasStarted = (rounds: RoundsSoFar, round: number) =>
  round <= rounds.lastRoundEnded || round === rounds.currentRound;

export function refuseUnstartedRound(
  rounds: RoundsSoFar,
  board: { readonly round: number; readonly table: number; readonly board: number },
): void {
  if (roundHasStarted(rounds, board.round)) return;
  const now =
    rounds.currentRound !== null
      ? `round ${rounds.currentRound} is in play`
      : rounds.lastRoundEnded > 0
        ? `round ${rounds.lastRoundEnded} has ended`
        : 'no round has started';
  refuse(
    'round-not-started',
    `board ${board.board} at table ${board.table} is played in round ${board.round}, which has not started (${now}): start the round first`,
  );
}
