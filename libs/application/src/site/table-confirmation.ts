// East-West confirm the results their table entered: one board (the session's setting `board`) or
// the round's boards at once (`round`); boards not entered yet cannot be confirmed.
import { sessionDecider, sessionStreamId, tableBoardStreamId } from '@club/club';
import { TABLE_BOARD_PROJECTION, type TableBoardEntry } from '@club/read-models';
import type { Club } from '../club';
import type { TableActor } from './table-shapes';
import { executeBridge } from '../bridge/bridge-commands';
import { refuseSite } from './site-refusal';
import { tableMetadataOf } from './table-actor';
import { refuseClosedTableEntry, tableRoundOf, tableSessionState } from './table-session';
import type { TableConfirmInput, TableConfirmOutput } from './table-shapes';

export async function confirmTableResults(
  club: Club,
  now: () => string,
  input: TableConfirmInput,
  by: TableActor,
): Promise<TableConfirmOutput> {
  const state = tableSessionState(club, input.sessionId);
  refuseClosedTableEntry(state);
  const round = tableRoundOf(state, input);
  if (round === null) refuseSite('table-not-in-play', 'no round has started yet: there is nothing to confirm');
  club.runner.catchUp();
  for (const board of input.boards) {
    const entry = club.runner.document<TableBoardEntry | null>(
      TABLE_BOARD_PROJECTION,
      tableBoardStreamId({ ...input, board }),
    );
    if (!entry?.result)
      refuseSite('board-not-entered', `board ${board} has no result yet: enter it before East-West confirm it`, {
        board,
      });
  }
  await executeBridge(
    club,
    sessionStreamId(input.sessionId),
    sessionDecider,
    {
      type: 'ConfirmTableResults',
      section: input.section,
      table: input.table,
      round,
      boards: [...input.boards],
      at: now(),
    },
    tableMetadataOf(by),
  );
  club.runner.catchUp();
  return { confirmed: [...input.boards] };
}
