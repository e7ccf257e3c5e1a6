// Results files in and out (slice: league admin): a PBN or USEBIO file imported, its progress
// followed step by step, its recording as a session of the club, and a session exported as PBN.
import { idText } from '@club/events';
import { z } from 'zod';
import { leagueIdText } from './league-shapes';

/** A results file, base64 (a PBN or USEBIO file of a club session is well under 2 MB). */
export const importFileInputSchema = z.object({
  /** Any name: the file is known as PBN, USEBIO or LIN by its content (PBN is often saved without an extension). */
  fileName: z.string().trim().min(1).max(200),
  base64: z.string().min(1, 'the file is empty').max(3_000_000, 'the file is larger than 2 MB'),
});

export const importStartedSchema = z.object({ importId: z.string() });

/** `details: false` leaves out the boards and standings, for polling while a large file is checked or recorded. */
export const importProgressInputSchema = z.object({ importId: idText, details: z.boolean().default(true) });

/** The codes of a LIN file's problems (libs/interchange lin-problems.ts): the site's words are keyed by them. */
export type { LinProblem, LinProblemCode } from '@club/interchange';

/** A reader's code and parameters (a LIN file's problems), so the page words it; `message` is the English. */
const readerReason = {
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const importProblemSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  field: z.string().nullable(),
  message: z.string(),
  ...readerReason,
});
export type ImportProblem = z.output<typeof importProblemSchema>;

/** What the replay of a board found irregular and kept (a revoke, a record cut short…): the board, where, what. */
export const importIrregularitySchema = z.object({
  board: z.number().int(),
  line: z.number().int(),
  token: z.string(),
  message: z.string(),
  ...readerReason,
});
export type ImportIrregularity = z.output<typeof importIrregularitySchema>;

export const importedBoardSchema = z.object({
  board: z.number().int(),
  dealer: z.string().nullable(),
  vulnerability: z.string().nullable(),
  results: z.array(
    z.object({
      ns: z.string().nullable(),
      ew: z.string().nullable(),
      contract: z.string(),
      declarer: z.string().nullable(),
      tricks: z.number().int().nullable(),
      scoreNS: z.number().nullable(),
    }),
  ),
});
export type ImportedBoard = z.output<typeof importedBoardSchema>;

export const importedMatchSchema = z.object({
  home: z.string(),
  away: z.string(),
  impsHome: z.number(),
  impsAway: z.number(),
  /** The IMPs each team carried into the match, part of the totals; null: none. */
  carriedOver: z.object({ home: z.number(), away: z.number() }).nullable(),
  vpHome: z.number(),
  vpAway: z.number(),
  boards: z.array(z.object({ board: z.number().int(), imps: z.number() })),
});
export type ImportedMatch = z.output<typeof importedMatchSchema>;

/** Once recording is asked for: commands decided, then appended, of all (in slices, so the page can follow), and how it ended. */
export const importRecordingSchema = z.object({
  step: z.enum(['checking', 'recording', 'recorded', 'refused']),
  done: z.number().int(),
  total: z.number().int(),
  /** The outcome's message or the refusal. */
  message: z.string().nullable(),
});
export type ImportRecording = z.output<typeof importRecordingSchema>;

export const importProgressSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  step: z.enum(['parsing', 'checking', 'scoring', 'done', 'failed']),
  /** Units of work finished and in all: 1 for parsing, one per board, 1 for scoring. */
  done: z.number().int(),
  total: z.number().int(),
  problems: z.array(importProblemSchema),
  /** The reader's irregularities of the boards it kept (a LIN replay's); empty: none. */
  irregularities: z.array(importIrregularitySchema),
  event: z
    .object({
      name: z.string().nullable(),
      date: z.string().nullable(),
      method: z.string().nullable(),
      /** The method in a player's words (null when the file names none this club knows). */
      methodName: z.string().nullable(),
    })
    .nullable(),
  boards: z.array(importedBoardSchema),
  standings: z.array(
    z.object({
      rank: z.number().int(),
      pair: z.string(),
      names: z.string(),
      percentage: z.number().nullable(),
      total: z.number(),
    }),
  ),
  /** What the standings' score counts: a percentage (matchpoints), IMPs (Butler, cross-IMPs) or a teams match's VPs; null before scoring. */
  unit: z.enum(['percent', 'IMPs', 'VP']).nullable(),
  /** Two-room teams matches (a vugraph LIN's one, a Bridgemate teams session's): the IMPs each board gave the home team, the totals and the VPs; none for a pairs session. */
  matches: z.array(importedMatchSchema),
  recording: importRecordingSchema.nullable(),
});
export type ImportProgress = z.output<typeof importProgressSchema>;

/** Record a checked import as a session of the club, optionally in a (bridge) league. */
export const recordImportInputSchema = z.object({
  importId: idText.trim(),
  leagueId: leagueIdText.nullable().default(null),
});
export type RecordImportRequest = z.output<typeof recordImportInputSchema>;

export const recordImportOutputSchema = z.object({
  sessionId: z.string(),
  /** `recorded`: all of it now; `completed`: the rest of an import cut off before; `already`: nothing new. */
  status: z.enum(['recorded', 'completed', 'already']),
  events: z.number().int(),
  tableBoards: z.number().int(),
  players: z.object({ members: z.number().int(), guests: z.number().int() }),
  message: z.string(),
  /** What the file has that was not recorded, with file:line. */
  notes: z.array(z.string()),
  /** What the league administrator should look at (the session dated outside its league's season). */
  warnings: z.array(z.string()),
});
/** What recording an import did. */
export type RecordImportOutcome = z.output<typeof recordImportOutputSchema>;

export const exportPbnInputSchema = z.object({ sessionId: idText });

/** A session as a PBN 2.1 file. */
export const pbnFileSchema = z.object({ fileName: z.string(), text: z.string() });
export type PbnFile = z.output<typeof pbnFileSchema>;

export const exportUsebioInputSchema = z.object({ sessionId: idText });

/** A session as a USEBIO 1.2 XML file. */
export const usebioFileSchema = z.object({ fileName: z.string(), text: z.string() });
