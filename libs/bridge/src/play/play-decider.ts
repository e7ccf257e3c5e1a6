// The play as a decider: decide(command, state) -> events, evolve(state, event) -> state.
import { decidePlay } from './decide-play';
import { evolvePlay } from './evolve-play';
import type { PlayCommand } from './play-command';
import type { PlayEvent } from './play-event';
import { initialPlayState, type PlaySetup, type PlayState } from './play-state';
import type { RulesDecider } from './rules-decider';

export type PlayDecider = RulesDecider<PlayCommand, PlayEvent, PlayState>;

export function playDecider(setup: PlaySetup): PlayDecider {
  return { decide: decidePlay, evolve: evolvePlay, initialState: initialPlayState(setup) };
}
