// A table's entry checked against the field before it is recorded: the board's other results in its
// section, read from the stored documents (`bridge.session`, `bridge.table-board`; the same results
// the scoring reads), go through @club/bridge resultFlags. Table entry asks the players to confirm
// the flags with one more tap, then records them with the result (EnterResult.confirmedFlags). The
// director's own entry is not checked: he is trusted.
import {
  resultFlags,
  type BoardResult,
  type ConfirmedFlags,
  type FieldResult,
  type OutlierThresholds,
  type ResultFlag,
  type ResultFlagCode,
} from '@club/bridge';
import { parseTableBoardStreamId, type TableBoardRef } from '@club/club';
import {
  BRIDGE_SESSION_PROJECTION,
  TABLE_BOARD_PROJECTION,
  type BridgeSessionDocument,
  type TableBoardEntry,
} from '@club/read-models';
import type { Club } from '../club';
import { refuseSite } from './site-refusal';

/** The flags an entry at `ref` raises against the board's results at the section's other tables. */
export function flagsFor(
  club: Pick<Club, 'runner'>,
  ref: TableBoardRef,
  entered: BoardResult,
  thresholds?: OutlierThresholds,
): readonly ResultFlag[] {
  const session = club.runner.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, ref.sessionId);
  if (!session || session.status === 'none')
    refuseSite('session-unknown', `no session '${ref.sessionId}'`, { sessionId: ref.sessionId });
  const marks = session.boards.find((b) => b.board === ref.board);
  if (!marks) refuseSite('board-not-at-table', `board ${ref.board} is not a board of '${ref.sessionId}'`, { ...ref });
  // Only the streams of this board in this section, the entering table's own left out.
  const field = session.tableBoards.flatMap((stream): FieldResult[] => {
    const other = parseTableBoardStreamId(stream);
    if (!other || other.section !== ref.section || other.board !== ref.board || other.table === ref.table) return [];
    const result = club.runner.document<TableBoardEntry | null>(TABLE_BOARD_PROJECTION, stream)?.result;
    return result ? [result] : [];
  });
  return resultFlags(entered, field, { vulnerability: marks.vulnerability }, thresholds);
}

/** What table entry does with an entry's flags: ask first, or record them as confirmed. */
export type FlagsDecision =
  | { readonly status: 'flagged'; readonly flags: readonly ResultFlag[] }
  | { readonly status: 'clear'; readonly confirmedFlags?: ConfirmedFlags };

/**
 * `confirmed`: the codes the players confirmed with their tap. Every flag raised now must be among
 * them (the field may have moved since they were asked); the flags recorded are those raised now.
 */
export function flagsDecision(
  flags: readonly ResultFlag[],
  confirmed: readonly ResultFlagCode[],
  at: string,
): FlagsDecision {
  if (flags.length === 0) return { status: 'clear' };
  if (!flags.every((f) => confirmed.includes(f.code))) return { status: 'flagged', flags };
  return { status: 'clear', confirmedFlags: { flags, at } };
}
