// The claim machine as a decider for a fixed play context (tests, result-only tools); the table
// board passes the live context from the play instead.
import type { LawsEdition } from '../director/laws-edition';
import type { ClaimCommand } from './claim-command';
import type { ClaimEvent } from './claim-event';
import { initialClaimState, type ClaimState } from './claim-state';
import { decideClaim, type ClaimContext } from './decide-claim';
import { evolveClaim } from './evolve-claim';
import type { RulesDecider } from '../play/rules-decider';

export type ClaimDecider = RulesDecider<ClaimCommand, ClaimEvent, ClaimState>;

export function claimDecider(context: ClaimContext, edition?: LawsEdition): ClaimDecider {
  return {
    decide: (command, state) => decideClaim(command, state, context),
    evolve: evolveClaim,
    initialState: initialClaimState(edition),
  };
}
