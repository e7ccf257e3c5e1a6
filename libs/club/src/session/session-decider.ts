import type { Decider } from '@club/events';
import { decideSession } from './decide-session';
import type { SessionCommand } from './session-commands';
import type { SessionEvent } from './session-events';
import { evolveSession, initialSessionState, type SessionState } from './session-state';

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  decide: decideSession,
  evolve: evolveSession,
  initialState: initialSessionState,
};
