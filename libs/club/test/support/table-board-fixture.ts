import { fold, type Decider } from '@club/events';
import {
  clubTableBoardCommandOf,
  tableBoardStreamDecider,
  type ClubTableBoardCommandInput,
  type OpenTableBoard,
  type TableBoardStreamEvent,
  type TableBoardStreamState,
} from '../../src';
import { ONE_SUIT_EACH } from './bridge-table';

export const OPEN_AT = '2026-11-21T18:05:00.000Z';

export function openBoard(over: Partial<OpenTableBoard> = {}): OpenTableBoard {
  return {
    type: 'OpenTableBoard',
    sessionId: 'mon1',
    section: 'A',
    table: 1,
    round: 1,
    board: 1,
    ns: '1NS',
    ew: '1EW',
    dealer: 'N',
    vulnerability: 'None',
    deal: ONE_SUIT_EACH,
    at: OPEN_AT,
    ...over,
  };
}

/** The table-board decider behind the tests' edge: a director's command is parsed once, then decided typed. */
export const inputDecider: Decider<ClubTableBoardCommandInput, TableBoardStreamEvent, TableBoardStreamState> = {
  ...tableBoardStreamDecider,
  decide: (command, state) => tableBoardStreamDecider.decide(clubTableBoardCommandOf(command), state),
};

/** Runs commands in order through the decider; returns every event. */
export function run(
  commands: readonly ClubTableBoardCommandInput[],
  history: readonly TableBoardStreamEvent[] = [],
): TableBoardStreamEvent[] {
  const events = [...history];
  for (const c of commands) events.push(...inputDecider.decide(c, fold(tableBoardStreamDecider, events)));
  return events;
}
