import type { Decider } from '@club/events';
import { decideTableBoardStream } from './decide-table-board-stream';
import type { ClubTableBoardCommand } from './table-board-commands';
import type { TableBoardStreamEvent } from './table-board-events';
import {
  evolveTableBoardStream,
  initialTableBoardStreamState,
  type TableBoardStreamState,
} from './table-board-stream-state';

export const tableBoardStreamDecider: Decider<ClubTableBoardCommand, TableBoardStreamEvent, TableBoardStreamState> = {
  decide: decideTableBoardStream,
  evolve: evolveTableBoardStream,
  initialState: initialTableBoardStreamState,
};
