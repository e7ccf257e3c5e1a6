// A session's hand records over the fixture's boards: their secrecy facts as recorded, and a stand-in
// for the PDF (the application's tests draw and read the real one).
import type { BoardRecord, HandRecordsUseCases } from '@club/application';

export function inMemoryHandRecords(data: { readonly boards?: readonly BoardRecord[] }): HandRecordsUseCases {
  return {
    handRecords: ({ sessionId }) => {
      const boards = (data.boards ?? []).filter((b) => b.sessionId === sessionId);
      if (boards.length === 0) return undefined;
      return {
        fileName: `${sessionId}-hand-records.pdf`,
        boards: boards.map((b) => ({
          sessionId,
          board: b.board,
          revealedToAll: b.revealedToAll,
          finishedBy: b.finishedBy,
        })),
        pdf: async () => new TextEncoder().encode(`%PDF-1.3 hand records of ${sessionId}`),
      };
    },
  };
}
