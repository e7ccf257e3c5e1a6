// Commands of an Ulti session, and their zod schemas for input from outside (forms, files, CLI).
// A deal arrives as its complete @club/ulti record (ulti-deal/1) or as its score sheet (ulti-sheet/1).
import { z } from 'zod';
import { freeText, idText, listOf, nameText } from '@club/events';
import { dealRecordSchema, ruleSetSchema, ultiRecordSchema, type RuleSet, type UltiRecord } from '@club/ulti';
import { ultiCompetitionRulesSchema, type UltiCompetitionRules } from '../competition/competition-rules';
import {
  DISCIPLINARY_ACTIONS,
  ULTI_DRAW_METHODS,
  type UltiDrawMethod,
  type UltiRuling,
  type UltiSheetCheck,
  type UltiTableSheet,
} from './ulti-session-events';

export interface ScheduleUltiSession {
  readonly type: 'ScheduleUltiSession';
  readonly sessionId: string;
  readonly leagueId?: string;
  /** Round 1's tables, set now; leave out (or empty) to check players in and draw the rounds. */
  readonly tables?: readonly UltiTableSheet[];
  readonly ruleSet: RuleSet;
  readonly competition?: UltiCompetitionRules;
  readonly dealsPerTable?: number;
  readonly sheetCheck?: UltiSheetCheck;
}

export interface CheckInUltiPlayer {
  readonly type: 'CheckInUltiPlayer';
  readonly player: string;
}

export interface WithdrawUltiPlayer {
  readonly type: 'WithdrawUltiPlayer';
  readonly player: string;
  readonly reason?: string;
}

export interface DrawUltiRound {
  readonly type: 'DrawUltiRound';
  /** The next round, or the round drawn last (a redraw: before its first deal, with a reason). */
  readonly round: number;
  readonly method: UltiDrawMethod;
  /** strength-order: the ranking so far (league standing, ties by the previous session); unranked players follow in check-in order. */
  readonly ranking?: readonly string[];
  /** strength-order: block (equals together, default) or snake; where the tables of four go. */
  readonly strength?: { readonly method?: 'block' | 'snake'; readonly fourTables?: 'top' | 'bottom' };
  /** all-play-all, first round: the players in the schedule's places (e.g. shuffled by the organiser's computer); default the check-in order. */
  readonly order?: readonly string[];
  /** all-play-all with no exact schedule: the number of rounds planned (default ⌈(n − 1) / 2⌉). */
  readonly rounds?: number;
  /** given: the tables as the organiser set them. */
  readonly tables?: readonly UltiTableSheet[];
  /** Why the round is drawn again (required for a redraw). */
  readonly reason?: string;
}

export interface EndUltiRound {
  readonly type: 'EndUltiRound';
  readonly round: number;
}

export interface CorrectUltiDeal {
  readonly type: 'CorrectUltiDeal';
  /** Default: the latest round drawn. */
  readonly round?: number;
  readonly table: number;
  readonly dealNo: number;
  readonly record: UltiRecord;
  readonly by: string;
  readonly reason: string;
}

export interface RecordUltiDeal {
  readonly type: 'RecordUltiDeal';
  /** Default: the latest round drawn (a deal is entered only in a round that has not ended). */
  readonly round?: number;
  readonly table: number;
  readonly dealNo: number;
  readonly record: UltiRecord;
  readonly board?: string;
}

export interface RecordUltiJuryRuling {
  readonly type: 'RecordUltiJuryRuling';
  readonly rulingId: string;
  /** Default: the latest round drawn. */
  readonly round?: number;
  readonly table: number;
  readonly ruling: UltiRuling;
  readonly text?: string;
}

export interface CloseUltiSession {
  readonly type: 'CloseUltiSession';
}

export type UltiSessionCommand =
  | ScheduleUltiSession
  | CheckInUltiPlayer
  | WithdrawUltiPlayer
  | DrawUltiRound
  | RecordUltiDeal
  | CorrectUltiDeal
  | RecordUltiJuryRuling
  | EndUltiRound
  | CloseUltiSession;

/** Session and league ids, ruling ids: they name streams, documents and job ids. */
export const ultiIdSchema = idText.regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, ".", "-" or "_" only');
const tableNo = z.number().int().positive();
const roundNo = z.number().int().positive();
const playerName = nameText;
const tableSheet = z
  .object({
    table: tableNo,
    players: z.array(idText).min(3).max(4),
    firstDealer: idText,
  })
  .strict();

const renonszAction = dealRecordSchema.shape.actions.element.refine((a) => a.type === 'renonsz', {
  message: "must be a renonsz ruling (type 'renonsz')",
});

/** Each command's schema by its type: the site's inputs are these without `type`, with the session id. */
export const ULTI_SESSION_COMMAND_SCHEMAS = {
  ScheduleUltiSession: z
    .object({
      type: z.literal('ScheduleUltiSession'),
      sessionId: ultiIdSchema,
      leagueId: ultiIdSchema.optional(),
      tables: listOf(tableSheet).optional(),
      ruleSet: ruleSetSchema,
      competition: ultiCompetitionRulesSchema.optional(),
      dealsPerTable: z.number().int().positive().optional(),
      sheetCheck: z.enum(['flag', 'refuse']).optional(),
    })
    .strict(),
  CheckInUltiPlayer: z.object({ type: z.literal('CheckInUltiPlayer'), player: playerName }).strict(),
  WithdrawUltiPlayer: z
    .object({ type: z.literal('WithdrawUltiPlayer'), player: playerName, reason: freeText.optional() })
    .strict(),
  DrawUltiRound: z
    .object({
      type: z.literal('DrawUltiRound'),
      round: roundNo,
      method: z.enum(ULTI_DRAW_METHODS),
      ranking: listOf(idText).optional(),
      strength: z
        .object({ method: z.enum(['block', 'snake']).optional(), fourTables: z.enum(['top', 'bottom']).optional() })
        .strict()
        .optional(),
      order: listOf(idText).optional(),
      rounds: z.number().int().positive().optional(),
      tables: listOf(tableSheet).min(1).optional(),
      reason: freeText.trim().min(1).optional(),
    })
    .strict(),
  EndUltiRound: z.object({ type: z.literal('EndUltiRound'), round: roundNo }).strict(),
  CorrectUltiDeal: z
    .object({
      type: z.literal('CorrectUltiDeal'),
      round: roundNo.optional(),
      table: tableNo,
      dealNo: z.number().int().positive(),
      record: ultiRecordSchema,
      by: nameText,
      reason: freeText.trim().min(1),
    })
    .strict(),
  RecordUltiDeal: z
    .object({
      type: z.literal('RecordUltiDeal'),
      round: roundNo.optional(),
      table: tableNo,
      dealNo: z.number().int().positive(),
      record: ultiRecordSchema,
      board: idText.optional(),
    })
    .strict(),
  RecordUltiJuryRuling: z
    .object({
      type: z.literal('RecordUltiJuryRuling'),
      rulingId: ultiIdSchema,
      round: roundNo.optional(),
      table: tableNo,
      ruling: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('renonsz'), dealNo: z.number().int().positive(), action: renonszAction }).strict(),
        z.object({ kind: z.literal('discipline'), player: idText, action: z.enum(DISCIPLINARY_ACTIONS) }).strict(),
      ]),
      text: freeText.optional(),
    })
    .strict(),
  CloseUltiSession: z.object({ type: z.literal('CloseUltiSession') }).strict(),
} as const satisfies { readonly [T in UltiSessionCommand['type']]: z.ZodType };

const commandSchema = z.discriminatedUnion(
  'type',
  Object.values(ULTI_SESSION_COMMAND_SCHEMAS) as unknown as [
    (typeof ULTI_SESSION_COMMAND_SCHEMAS)[UltiSessionCommand['type']],
    ...(typeof ULTI_SESSION_COMMAND_SCHEMAS)[UltiSessionCommand['type']][],
  ],
);

/** Parses a command from outside; the error names the first bad field by its path. */
export function parseUltiSessionCommand(input: unknown): UltiSessionCommand {
  const parsed = commandSchema.safeParse(input);
  if (parsed.success) return parsed.data as UltiSessionCommand;
  const issue = parsed.error.issues[0]!;
  throw new RangeError(
    `Ulti session command: ${issue.path.length ? issue.path.join('.') : '(command)'}: ${issue.message}`,
  );
}
