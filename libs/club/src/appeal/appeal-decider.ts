import type { Decider } from '@club/events';
import type { ParsedAppealCommand } from './appeal-commands';
import type { AppealEvent } from './appeal-events';
import { evolveAppeal, initialAppealState, type AppealState } from './appeal-state';
import { decideAppeal } from './decide-appeal';

export const appealDecider: Decider<ParsedAppealCommand, AppealEvent, AppealState> = {
  decide: decideAppeal,
  evolve: evolveAppeal,
  initialState: initialAppealState,
};

export const APPEAL_STREAM_PREFIX = 'appeal-';
export const appealStreamId = (appealId: string) => `${APPEAL_STREAM_PREFIX}${appealId}`;
export const appealIdOfStream = (streamId: string): string | undefined =>
  streamId.startsWith(APPEAL_STREAM_PREFIX) ? streamId.slice(APPEAL_STREAM_PREFIX.length) : undefined;
