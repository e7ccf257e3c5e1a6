// A board as the viewer may see it, once boardVisibility has decided: its header always, its hands
// and traveller (with the double-dummy table and par) only when visible. Shared by the members' board and the public club page's.
import type { BoardRecord, ShownBoard } from '@club/application/shapes';
import type { BoardVisibility } from './hand-record-secrecy';

export function shownBoard(record: BoardRecord, visibility: BoardVisibility): ShownBoard {
  return {
    sessionId: record.sessionId,
    board: record.board,
    dealer: record.dealer,
    vulnerability: record.vulnerability,
    neighbours: record.neighbours,
    content: visibility.visible
      ? {
          visible: true as const,
          hands: record.hands,
          traveller: [...record.traveller],
          doubleDummy: record.doubleDummy,
        }
      : { visible: false as const, code: visibility.code, reason: visibility.reason },
  };
}
