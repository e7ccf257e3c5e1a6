// A command on a table-board, with the board's opening when its stream has none yet: the opening
// and the command are one decision, so they are appended together or not at all (a refused result
// leaves no TableBoardOpened behind). A result also carries the session's rounds so far: a board of
// a round not started takes none.
import type { Decider } from '@club/events';
import { refuseUnstartedRound, type RoundsSoFar } from '../session/round-started';
import { decideTableBoardStream } from './decide-table-board-stream';
import type { ClubTableBoardCommand, OpenTableBoard } from './table-board-commands';
import type { TableBoardStreamEvent } from './table-board-events';
import {
  evolveTableBoardStream,
  initialTableBoardStreamState,
  type TableBoardStreamState,
} from './table-board-stream-state';

export interface OnTableBoard {
  /** The board's OpenTableBoard (from the session's movement), used only while the board is not open. */
  readonly open: OpenTableBoard | null;
  readonly command: ClubTableBoardCommand;
  /** The session's rounds so far: the command is refused on a board of a round not started. */
  readonly rounds?: RoundsSoFar;
}

export function decideOnTableBoard(
  { open, command, rounds }: OnTableBoard,
  state: TableBoardStreamState,
): readonly TableBoardStreamEvent[] {
  const opening = open && !state.opened ? decideTableBoardStream(open, state) : [];
  const opened = opening.reduce(evolveTableBoardStream, state);
  if (rounds && opened.opened) refuseUnstartedRound(rounds, opened.opened);
  return [...opening, ...decideTableBoardStream(command, opened)];
}

export const onTableBoardDecider: Decider<OnTableBoard, TableBoardStreamEvent, TableBoardStreamState> = {
  decide: decideOnTableBoard,
  evolve: evolveTableBoardStream,
  initialState: initialTableBoardStreamState,
};
