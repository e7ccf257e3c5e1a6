// What a league administrator records through the site (slice: league admin): seasons, leagues
// and their sessions through the deciders, imports of results files followed step by step, and a
// session exported as PBN.
import { z } from 'zod';
import { codeText, idText, listOf, nameText, TEXT_LIMITS } from '../input/text-limits';
import type { BoardSecrecyFacts } from '../secrecy/hand-record-secrecy';
import type { CommandOutcome, CommandRefusal } from './appeals-commands';
import type { MaybePromise } from './maybe-promise';
import type { RecordImportOutcome } from '@club/application';

const id = z
  .string()
  .trim()
  .min(1)
  .max(TEXT_LIMITS.id)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const day = codeText.regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date YYYY-MM-DD');

export const openSeasonInput = z.object({ seasonId: id, name: nameText, startsOn: day, endsOn: day });

/** Ranking rules (libs/club league-commands): best n of m, average percentage, points per place; Ulti competition rules. */
export const rankingRuleInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('best-n-of-m'), n: z.number().int().positive() }),
  z.object({ kind: z.literal('average-percentage'), minSessions: z.number().int().positive().default(1) }),
  z.object({ kind: z.literal('points-per-place'), table: listOf(z.number().nonnegative()).min(1) }),
  z.object({
    kind: z.literal('ulti'),
    competition: z.object({
      placementPoints: z.object({ 3: z.array(z.number()).length(3), 4: z.array(z.number()).length(4) }).optional(),
      tiedPlaces: z.enum(['share', 'best']).optional(),
      tieBreaks: listOf(z.enum(['placement-points', 'forints', 'head-to-head', 'table-wins']))
        .min(1)
        .optional(),
    }),
  }),
]);

export const createLeagueInput = z.object({
  leagueId: id,
  seasonId: id,
  name: nameText,
  game: z.enum(['bridge', 'ulti']),
  rankingRule: rankingRuleInput,
});
export const addSessionInput = z.object({ leagueId: id, sessionId: id, game: z.enum(['bridge', 'ulti']) });

/** A results file, base64 (a PBN or USEBIO file of a club session is well under 2 MB). */
export const importInput = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(pbn|xml)$/i, 'fileName: a .pbn or USEBIO .xml file'),
  base64: z.string().min(1, 'the file is empty').max(3_000_000, 'the file is larger than 2 MB'),
});

export const importProgressSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  step: z.enum(['parsing', 'checking', 'scoring', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  problems: z.array(
    z.object({
      file: z.string(),
      line: z.number().int().nullable(),
      field: z.string().nullable(),
      message: z.string(),
    }),
  ),
  event: z
    .object({ name: z.string().nullable(), date: z.string().nullable(), method: z.string().nullable() })
    .nullable(),
  boards: z.array(
    z.object({
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
    }),
  ),
  standings: z.array(
    z.object({
      rank: z.number().int(),
      pair: z.string(),
      names: z.string(),
      percentage: z.number().nullable(),
      total: z.number(),
    }),
  ),
  /** Once recording is asked for: commands decided, then appended, of all (in slices, so the page can follow), and how it ended. */
  recording: z
    .object({
      step: z.enum(['checking', 'recording', 'recorded', 'refused']),
      done: z.number().int(),
      total: z.number().int(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** Record a checked import as a session of the club, optionally in a (bridge) league. */
export const recordImportInput = z.object({ importId: idText.trim(), leagueId: id.nullable().default(null) });

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
});

/** What recording an import did: defined once, by the application that records it. */
export type { RecordImportOutcome } from '@club/application';

export interface LeagueCommands {
  openSeason(input: z.output<typeof openSeasonInput>): MaybePromise<CommandOutcome>;
  createLeague(input: z.output<typeof createLeagueInput>): MaybePromise<CommandOutcome>;
  addSessionToLeague(input: z.output<typeof addSessionInput>): MaybePromise<CommandOutcome>;
  importResults(input: { fileName: string; bytes: Uint8Array }): MaybePromise<{ importId: string }>;
  importProgress(importId: string): MaybePromise<ImportProgress | undefined>;
  recordImport(
    input: z.output<typeof recordImportInput>,
    by: { readonly memberId: string },
  ): MaybePromise<({ readonly ok: true } & RecordImportOutcome) | CommandRefusal>;
  /** The file, and each board's secrecy facts: the procedure refuses it while a board is hidden from the viewer. */
  exportPbn(
    sessionId: string,
  ): MaybePromise<{ fileName: string; text: string; boards: readonly BoardSecrecyFacts[] } | undefined>;
}
