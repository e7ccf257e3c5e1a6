import { decideTableBoard } from './decide-table-board';
import { evolveTableBoard } from './evolve-table-board';
import type { TableBoardCommand, TableBoardEvent } from './table-board-message';
import { initialTableBoardState, type TableBoardSetup, type TableBoardState } from './table-board-state';
import type { RulesDecider } from '../play/rules-decider';

export type TableBoardDecider = RulesDecider<TableBoardCommand, TableBoardEvent, TableBoardState>;

export function tableBoardDecider(setup: TableBoardSetup): TableBoardDecider {
  return { decide: decideTableBoard, evolve: evolveTableBoard, initialState: initialTableBoardState(setup) };
}
