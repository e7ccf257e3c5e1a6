// What a director reads (slice: director): the shapes and the use cases are the application's
// (@club/application director-read-shapes.ts, DirectorReadUseCases); here only the tests' fixture.
import type { DirectorDesk, DirectorReadUseCases, DirectorSession, LiveTableBoard } from '@club/application';
import type { TableBoardRef } from '@club/club';

export interface DirectorData {
  readonly desks?: readonly DirectorDesk[];
  readonly directorSessions?: readonly DirectorSession[];
  readonly liveBoards?: readonly LiveTableBoard[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryDirectorReader(data: DirectorData): DirectorReadUseCases {
  const sameBoard = (a: TableBoardRef, b: TableBoardRef) =>
    a.sessionId === b.sessionId && a.section === b.section && a.table === b.table && a.board === b.board;
  return {
    directorDesk: (sessionId) => data.desks?.find((d) => d.sessionId === sessionId),
    directorSession: (sessionId) => data.directorSessions?.find((s) => s.sessionId === sessionId),
    liveTableBoard: (ref) => data.liveBoards?.find((b) => sameBoard(b, ref)),
    scorePreview: (input) =>
      data.directorSessions?.some((s) => s.sessionId === input.sessionId) ? { scoreNs: 0 } : undefined,
  };
}
