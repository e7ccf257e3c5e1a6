// A session's document with its table-boards' documents, read through any DocumentReader (the
// runner's stored documents or a replay's).
import type { DocumentReader } from '../framework/document-projection';
import type { BridgeSessionDocument, SessionView, TableBoardEntry } from './session-document';
import { BRIDGE_SESSION_PROJECTION, TABLE_BOARD_PROJECTION } from './session-projection';

export function sessionViewFrom(documents: DocumentReader, sessionId: string): SessionView | undefined {
  const session = documents.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
  if (!session || session.status === 'none') return undefined;
  const tables = session.tableBoards.flatMap((stream) => {
    const entry = documents.document<TableBoardEntry | null>(TABLE_BOARD_PROJECTION, stream);
    return entry ? [entry] : [];
  });
  return { session, tables };
}
