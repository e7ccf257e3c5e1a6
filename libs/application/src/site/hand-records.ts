// A session's hand records as a printable PDF (issue 17): every board with a deal, its markings and
// hands, the club's name and the session's date in the page's language. The PDF is drawn only when
// asked (`pdf()`), after the API has checked each board's secrecy facts (the same rule as the
// hands on the board pages): directors always, members once every board is theirs to see.
import { boardSecrecyFacts, readClub, sessionViewFrom, type BoardSecrecyFacts } from '@club/read-models';
import type { Club } from '../club';
import { handRecordFonts } from './hand-records-fonts';
import { renderHandRecordsPdf, type HandRecordBoard } from './hand-records-pdf';
import type { HandRecordsInput } from './hand-records-shapes';
import { handsOfPbn } from './results-reader';

export interface HandRecordsDocument {
  readonly fileName: string;
  readonly boards: readonly BoardSecrecyFacts[];
  /** Draws the PDF. */
  pdf(): Promise<Uint8Array>;
}

export interface HandRecordsUseCases {
  /** A session's hand records; undefined for no such session. */
  handRecords(input: HandRecordsInput): HandRecordsDocument | undefined;
}

/** A board's double-dummy table and par, once the solver's read model has them (undefined: not yet). */
export type DoubleDummyOf = (sessionId: string, board: number) => HandRecordBoard['doubleDummy'] | undefined;

export function handRecordsUseCases(
  club: Pick<Club, 'runner'>,
  clubId: string,
  timeZone: string,
  // Until the double-dummy read model is wired here, the boards print without their tables.
  doubleDummyOf: DoubleDummyOf = () => undefined,
): HandRecordsUseCases {
  return {
    handRecords({ sessionId, perPage, locale, words }) {
      const view = sessionViewFrom(club.runner, sessionId);
      if (!view) return undefined;
      const { session } = view;
      const dealt = session.boards.filter((b) => b.deal);
      const boards: HandRecordBoard[] = dealt.map((b) => ({
        board: b.board,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        hands: handsOfPbn(b.deal)!,
        doubleDummy: doubleDummyOf(sessionId, b.board) ?? null,
      }));
      const startsAt = session.startsAt ? new Date(session.startsAt) : new Date(0);
      const date = session.startsAt
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(startsAt)
        : '';
      return {
        fileName: `${sessionId}-hand-records.pdf`,
        boards: dealt.map((b) => boardSecrecyFacts(view, b.board)),
        pdf: () =>
          renderHandRecordsPdf(
            {
              clubName: readClub(club.runner, clubId)?.name ?? clubId,
              sessionName: session.name ?? sessionId,
              date,
              perPage,
              words,
              boards,
              createdAt: startsAt,
            },
            handRecordFonts(),
          ),
      };
    },
  };
}
