import type { Decider } from '@club/events';
import { decideUltiSession } from './decide-ulti-session';
import { evolveUltiSession } from './evolve-ulti-session';
import type { UltiSessionCommand } from './ulti-session-commands';
import type { UltiSessionEvent } from './ulti-session-events';
import { initialUltiSessionState, type UltiSessionState } from './ulti-session-state';

export const ultiSessionDecider: Decider<UltiSessionCommand, UltiSessionEvent, UltiSessionState> = {
  decide: decideUltiSession,
  evolve: evolveUltiSession,
  initialState: initialUltiSessionState,
};
