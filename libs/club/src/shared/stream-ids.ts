// Stream ids of the club's streams (notes/issue6.md). A table-board stream id carries its session,
// section, table and board, read back from the right so a session id may itself contain '-'.
import { codeText, countNumber, idText } from '@club/events';
import { z } from 'zod';

export const clubStreamId = (clubId: string) => `club-${clubId}`;
export const seasonStreamId = (seasonId: string) => `season-${seasonId}`;
export const leagueStreamId = (leagueId: string) => `league-${leagueId}`;
export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;

export const SESSION_STREAM_PREFIX = 'session-';
export const TABLE_BOARD_STREAM_PREFIX = 'tableboard-';
export const LEAGUE_STREAM_PREFIX = 'league-';

/** A table-board as an input names it: a section is letters or digits (never '-', which the stream id splits on). */
export const tableBoardRefSchema = z.object({
  sessionId: idText,
  section: codeText.min(1).regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'),
  table: countNumber,
  board: countNumber,
});

export interface TableBoardRef {
  readonly sessionId: string;
  /** Section letter(s); no '-'. */
  readonly section: string;
  readonly table: number;
  readonly board: number;
}

export function tableBoardStreamId(ref: TableBoardRef): string {
  if (ref.section.includes('-') || ref.section === '')
    throw new RangeError(`section: '${ref.section}' must be non-empty and contain no '-'`);
  return `${TABLE_BOARD_STREAM_PREFIX}${ref.sessionId}-${ref.section}-${ref.table}-${ref.board}`;
}

/** The reference a table-board stream id stands for, or undefined for any other stream. */
export function parseTableBoardStreamId(streamId: string): TableBoardRef | undefined {
  if (!streamId.startsWith(TABLE_BOARD_STREAM_PREFIX)) return undefined;
  const parts = streamId.slice(TABLE_BOARD_STREAM_PREFIX.length).split('-');
  if (parts.length < 4) return undefined;
  const board = Number(parts.pop());
  const table = Number(parts.pop());
  const section = parts.pop()!;
  const sessionId = parts.join('-');
  if (!Number.isInteger(board) || !Number.isInteger(table) || sessionId === '') return undefined;
  return { sessionId, section, table, board };
}

/** The session id of a `session-<id>` stream, or undefined. */
export function sessionIdOfStream(streamId: string): string | undefined {
  return streamId.startsWith(SESSION_STREAM_PREFIX) ? streamId.slice(SESSION_STREAM_PREFIX.length) : undefined;
}

export function leagueIdOfStream(streamId: string): string | undefined {
  return streamId.startsWith(LEAGUE_STREAM_PREFIX) ? streamId.slice(LEAGUE_STREAM_PREFIX.length) : undefined;
}
