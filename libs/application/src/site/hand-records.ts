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
import { boardDoubleDummy } from './double-dummy-reader';
import type { DoubleDummy } from './results-shapes';

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

export function handRecordsUseCases(club: Pick<Club, 'runner'>, clubId: string, timeZone: string): HandRecordsUseCases {
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
        doubleDummy: printedDoubleDummy(boardDoubleDummy(club.runner, b)),
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

/** The table and par as the sheet prints them (par's score as PBN writes it, `NS 620`); null: not analysed yet. */
function printedDoubleDummy(found: DoubleDummy): HandRecordBoard['doubleDummy'] {
  if (!found) return null;
  const par = found.par ?? { scoreNs: 0, contracts: [] };
  return { table: found.table, par: { score: `NS ${par.scoreNs}`, contracts: par.contracts } };
}
