// A table-board stream id parsed once per run of its events: a board's calls and cards follow each
// other in the log, and several folds and triggers ask for the same stream's board. The result is
// shared between callers: read only.
import { parseTableBoardStreamId } from '@club/club';
import { rememberLast } from '../framework/remember-last';

export const tableBoardRefOf = rememberLast(parseTableBoardStreamId);
