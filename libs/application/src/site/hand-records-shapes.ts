// A session's printable hand records (issue 17): what the site asks for and what it gets back. The
// headings are the site's words in the page's language (its message catalogue), sent with the
// request, since the application does not own the catalogue; the PDF comes back as base64 so the
// answer stays JSON over the API like every other.
import { idText, nameText, siteLocaleSchema } from '@club/events';
import { z } from 'zod';
import { doubleDummyTableSchema } from './results-shapes';

/** How many boards a printed page holds. */
export const HAND_RECORDS_PER_PAGE = [4, 6] as const;

const word = nameText;
/** A word with a placeholder the renderer fills in: `Board {board}`, `Page {page} of {pages}`. */
const template = (placeholder: string) =>
  nameText.refine((text) => text.includes(`{${placeholder}}`), `the text must contain {${placeholder}}`);

export const handRecordWordsSchema = z.object({
  title: word,
  board: template('board'),
  dealer: word,
  vulnerable: word,
  vulnerability: z.object({ None: word, NS: word, EW: word, All: word }),
  seats: z.object({ N: word, E: word, S: word, W: word }),
  notrump: word,
  doubleDummy: word,
  par: word,
  unavailable: word,
  page: template('page').refine((text) => text.includes('{pages}'), 'the text must contain {pages}'),
});
export type HandRecordWords = z.infer<typeof handRecordWordsSchema>;

export const handRecordsInputSchema = z.object({
  sessionId: idText,
  perPage: z.union([z.literal(4), z.literal(6)]).default(4),
  /** The page's language: the session's date is written in it. */
  locale: siteLocaleSchema,
  words: handRecordWordsSchema,
});
export type HandRecordsInput = z.infer<typeof handRecordsInputSchema>;

/** Tricks a declarer takes in each strain with perfect play (the results pages' table). */
export type DoubleDummyTable = z.infer<typeof doubleDummyTableSchema>;

/** Par: `NS 620`, and every par contract with its declarer (`4S N`, `5DX E`). */
export const parSchema = z.object({ score: z.string(), contracts: z.array(z.string()) });
export type Par = z.infer<typeof parSchema>;

export const handRecordsFileSchema = z.object({
  fileName: z.string(),
  /** The PDF's bytes in base64. */
  pdfBase64: z.string(),
});
export type HandRecordsFile = z.infer<typeof handRecordsFileSchema>;
