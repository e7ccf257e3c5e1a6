// The table-board stream decider. The bridge engine's commands go to @club/bridge's table-board
// decider unchanged; when its events finish the board or change its result, TableResultRecorded
// records the result with its Law 77 score (and, after an entry, the flags the table confirmed). The 79A agreement and the director's commands are the
// club's own, and so are a table's correction requests and the director's answer to them.
import { decideTableBoard, evolveTableBoard, tableResult, type TableBoardCommand } from '@club/bridge';
import { decideDirector } from '../director/decide-director';
import { isDirectorCommand } from '../director/director-commands';
import { refuse } from '../shared/refuse';
import { recordResult, sameResult } from './recorded-result';
import { declineCorrection, requestCorrection } from './correction-requests';
import type { ClubTableBoardCommand } from './table-board-commands';
import type { TableBoardStreamEvent, TableResultRecorded } from './table-board-events';
import { bridgeStateOf, type TableBoardStreamState } from './table-board-stream-state';
import { event } from '@club/events';

export function decideTableBoardStream(
  command: ClubTableBoardCommand,
  state: TableBoardStreamState,
): readonly TableBoardStreamEvent[] {
  if (command.type === 'OpenTableBoard') {
    if (state.opened)
      refuse('board-open', `board ${state.opened.board} at table ${state.opened.table} is already open`);
    // Typed from its caller (built from the session's stored schedule, or parsed at the edge):
    // only its default is filled here; the fields in the order the log has always stored them.
    const c = command;
    const opened = event('TableBoardOpened', {
      sessionId: c.sessionId,
      section: c.section,
      table: c.table,
      round: c.round,
      board: c.board,
      ns: c.ns,
      ew: c.ew,
      dealer: c.dealer,
      vulnerability: c.vulnerability,
      deal: c.deal,
      edition: c.edition ?? '2007',
      at: c.at,
    });
    try {
      bridgeStateOf(opened);
    } catch (error) {
      refuse('bad-deal', `deal: ${(error as Error).message}`);
    }
    return [opened];
  }
  const opened =
    state.opened ?? refuse('board-not-open', 'the board is not open at this table yet (OpenTableBoard first)');
  if (isDirectorCommand(command)) return decideDirector(command, state, opened);
  if (command.type === 'AgreeTricks') {
    if (state.tricksAgreed)
      refuse('tricks-agreed', 'the number of tricks is already agreed; a later change is a correction (CorrectResult)');
    const result =
      state.result ?? refuse('board-not-finished', 'the board is not finished: tricks are agreed after the play (79A)');
    if (result.contract === 'Pass') refuse('passed-out', 'the board was passed out: there are no tricks to agree');
    if (state.board?.entered)
      refuse(
        'result-entered',
        'the result was entered with its tricks; a different number is a correction (CorrectResult)',
      );
    const agreed = recordResult(
      { contract: result.contract, declarer: result.declarer, tricks: command.tricks },
      opened.vulnerability,
    );
    return [event('TricksAgreed', { tricks: command.tricks, result: agreed, at: command.at })];
  }
  if (command.type === 'RequestResultCorrection') return requestCorrection(command, state.result, opened.vulnerability);
  if (command.type === 'DeclineResultCorrection') return declineCorrection(command, state.correctionRequests);
  return bridgeCommand(command, state);
}

function bridgeCommand(command: TableBoardCommand, state: TableBoardStreamState): readonly TableBoardStreamEvent[] {
  const board = state.board!;
  if (command.type === 'EnterResult' && state.result)
    refuse('result-recorded', 'a result is already recorded for this board: change it with CorrectResult');
  const events = decideTableBoard(command, board);
  const after = tableResult(events.reduce(evolveTableBoard, board));
  if (!after) return events;
  const result = recordResult(after, board.vulnerability);
  // A result already agreed or corrected stays until the engine's own result changes again.
  if (sameResult(result, tableResultOf(board))) return events;
  const recorded: TableResultRecorded = event('TableResultRecorded', { result, source: after.source });
  // The table's confirmation of its flags follows the result it confirms (none confirmed: nothing).
  const confirmed = command.type === 'EnterResult' ? command.confirmedFlags : undefined;
  if (!confirmed || confirmed.flags.length === 0) return [...events, recorded];
  return [...events, recorded, event('ResultFlagsConfirmed', { flags: confirmed.flags, at: confirmed.at })];
}

function tableResultOf(board: TableBoardStreamState['board']) {
  const before = board ? tableResult(board) : undefined;
  return before ? recordResult(before, board!.vulnerability) : null;
}
