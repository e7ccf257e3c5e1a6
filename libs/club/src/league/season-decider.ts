import type { Decider } from '@club/events';
import { refuseLongName } from '../shared/name-limit';
import { refuse } from '../shared/refuse';
import type { SeasonCommand } from './league-commands';
import type { SeasonEvent } from './league-events';
import { event } from '@club/events';

export interface SeasonState {
  readonly opened: SeasonEvent | null;
}

export function decideSeason(command: SeasonCommand, state: SeasonState): readonly SeasonEvent[] {
  if (state.opened) refuse('season-exists', `season '${state.opened.seasonId}' is already open`);
  refuseLongName('name', command.name);
  if (command.endsOn < command.startsOn)
    refuse('season-dates', `endsOn: ${command.endsOn} is before startsOn ${command.startsOn}`);
  const { type: _, ...rest } = command;
  return [event('SeasonOpened', { ...rest })];
}

export const seasonDecider: Decider<SeasonCommand, SeasonEvent, SeasonState> = {
  decide: decideSeason,
  evolve: (_state, event) => ({ opened: event }),
  initialState: { opened: null },
};
