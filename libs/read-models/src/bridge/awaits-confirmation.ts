// Whether a recorded result still waits for East-West's confirmation at the table: the session asks
// for it (per board or per round), the table itself entered the result standing (the director's
// entry or correction needs none: he is the one East-West would turn to), and East-West have not
// confirmed the board. The director's desk, his traveller and the table's page all ask here.
import { tableBoardKey, type TableConfirmation } from '@club/club';
import type { TableBoardEntry } from './session-document';

export function awaitsConfirmation(
  entry: TableBoardEntry | null | undefined,
  /** The session's setting at the tables (none: not opened for entry there). */
  confirmation: TableConfirmation | undefined,
  /** Whether East-West confirmed the board with this key (tableBoardKey). */
  confirmed: (key: string) => boolean,
): boolean {
  if (!entry?.result || !entry.enteredAtTable || !confirmation || confirmation === 'none') return false;
  return !confirmed(tableBoardKey(entry.section, entry.table, entry.board));
}
