// The board at a table a director's command names (the TableBoardRef of @club/club, as input).
// The API's director reader declares the same schema today; it moves to @club/club beside
// TableBoardRef, and then this file re-exports it from there.
import { codeText, countNumber, idText } from '@club/events';
import { z } from 'zod';

const section = codeText.min(1).regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits');

export const tableBoardRefSchema = z.object({ sessionId: idText, section, table: countNumber, board: countNumber });
