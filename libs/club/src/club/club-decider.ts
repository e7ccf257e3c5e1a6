import type { Decider } from '@club/events';
import type { ClubCommand } from './club-commands';
import type { ClubEvent } from './club-events';
import { decideClub } from './decide-club';
import { evolveClub, initialClubState, type ClubState } from './club-state';

export const clubDecider: Decider<ClubCommand, ClubEvent, ClubState> = {
  decide: decideClub,
  evolve: evolveClub,
  initialState: initialClubState,
};
