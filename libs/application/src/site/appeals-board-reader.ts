// What a member sees before lodging an appeal on a board: per table that played it, both sides and
// their members, the rulings the director gave there and the appeals already lodged, with the
// session's Law 92B deadline as it stands now. Who may see which table is the API's to say.
import { evolveAppeal, initialAppealState, type AppealEvent, type AppealStatus } from '@club/club';
import { eventOf } from '@club/events';
import type { Club } from '../club';
import { sessionDocumentOf, sidesOf, tableBoardOf } from './appeal-sides';
import type { AppealableBoard } from './appeals-shapes';
import { personOfWith, type MemberLookup } from './member-names';

export function appealableBoardReader(
  club: Pick<Club, 'store' | 'runner'>,
  now: () => string,
  member: MemberLookup = () => undefined,
): { appealableBoard(sessionId: string, board: number): AppealableBoard | undefined } {
  const personOf = personOfWith(member);
  /** Every appeal lodged on a table-board stream, with where it stands. */
  const appealsOn = (stream: string) => {
    const ids = club.store
      .readAll({ types: ['AppealLodged'] })
      .map((e) => e.data as { appealId: string; tableBoardStream: string })
      .filter((a) => a.tableBoardStream === stream)
      .map((a) => a.appealId);
    return ids.map((appealId) => {
      const state = club.store
        .readStream(`appeal-${appealId}`)
        .map((e) => eventOf<AppealEvent>(e))
        .reduce(evolveAppeal, initialAppealState);
      return { appealId, status: state.status as Exclude<AppealStatus, 'none'> };
    });
  };
  return {
    appealableBoard(sessionId, board) {
      const session = sessionDocumentOf(club, sessionId);
      if (!session) return undefined;
      const asOf = now();
      const appealDeadline = session.publications.at(-1)?.appealDeadline ?? null;
      const tables = session.tableBoards
        .flatMap((stream) => {
          const entry = tableBoardOf(club, stream);
          return entry !== null && entry.board === board ? [entry] : [];
        })
        .map((entry) => ({
          section: entry.section,
          table: entry.table,
          sides: sidesOf(entry, session.entrants).map((side) => ({ ...side, members: side.members.map(personOf) })),
          rulings: entry.rulings.map((r) => ({
            rulingId: r.rulingId,
            rulingType: r.rulingType,
            laws: [...r.laws],
            text: r.text,
            at: r.at,
          })),
          appeals: appealsOn(entry.stream),
        }));
      return {
        sessionId,
        board,
        appealDeadline,
        // The deadline instant is still inside the period (as the decider counts it).
        deadlinePassed: appealDeadline !== null && Date.parse(asOf) > Date.parse(appealDeadline),
        asOf,
        tables,
      };
    },
  };
}
