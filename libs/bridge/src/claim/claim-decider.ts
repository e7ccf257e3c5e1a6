// The claim machine as a decider for a fixed play context (tests, result-only tools); the table
// board passes the live context from the play instead.
import type { LawsEdition } from '../director/laws-edition';
import type { ClaimCommand } from './claim-command';
import type { ClaimEvent } from './claim-event';
import { initialClaimState, type ClaimState } from './claim-state';
import { decideClaim, type ClaimContext } from './decide-claim';
import { evolveClaim } from './evolve-claim';

export interface ClaimDecider {
  decide(command: ClaimCommand, state: ClaimState): readonly ClaimEvent[];
  evolve(state: ClaimState, event: ClaimEvent): ClaimState;
  readonly initialState: ClaimState;
}

export function claimDecider(context: ClaimContext, edition?: LawsEdition): ClaimDecider {
  return { decide: (command, state) => decideClaim(command, state, context), evolve: evolveClaim, initialState: initialClaimState(edition) };
}
