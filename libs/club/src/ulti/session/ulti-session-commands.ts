// Commands of an Ulti session, and their zod schemas for input from outside (forms, files, CLI).
// A deal arrives as its complete @club/ulti record (ulti-deal/1) or as its score sheet (ulti-sheet/1).
import { z } from 'zod';
import { dealRecordSchema, ruleSetSchema, ultiRecordSchema, type RuleSet, type UltiRecord } from '@club/ulti';
import { ultiCompetitionRulesSchema, type UltiCompetitionRules } from '../competition/competition-rules';
import { DISCIPLINARY_ACTIONS, type UltiRuling, type UltiSheetCheck, type UltiTableSheet } from './ulti-session-events';

export interface ScheduleUltiSession {
  readonly type: 'ScheduleUltiSession';
  readonly sessionId: string;
  readonly leagueId?: string;
  readonly tables: readonly UltiTableSheet[];
  readonly ruleSet: RuleSet;
  readonly competition?: UltiCompetitionRules;
  readonly dealsPerTable?: number;
  readonly sheetCheck?: UltiSheetCheck;
}

export interface RecordUltiDeal {
  readonly type: 'RecordUltiDeal';
  readonly table: number;
  readonly dealNo: number;
  readonly record: UltiRecord;
  readonly board?: string;
}

export interface RecordUltiJuryRuling {
  readonly type: 'RecordUltiJuryRuling';
  readonly rulingId: string;
  readonly table: number;
  readonly ruling: UltiRuling;
  readonly text?: string;
}

export interface CloseUltiSession {
  readonly type: 'CloseUltiSession';
}

export type UltiSessionCommand = ScheduleUltiSession | RecordUltiDeal | RecordUltiJuryRuling | CloseUltiSession;

const id = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, ".", "-" or "_" only');
const tableNo = z.number().int().positive();

const renonszAction = dealRecordSchema.shape.actions.element.refine((a) => a.type === 'renonsz', {
  message: "must be a renonsz ruling (type 'renonsz')",
});

const commandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('ScheduleUltiSession'),
      sessionId: id,
      leagueId: id.optional(),
      tables: z
        .array(
          z
            .object({
              table: tableNo,
              players: z.array(z.string().min(1)).min(3).max(4),
              firstDealer: z.string().min(1),
            })
            .strict(),
        )
        .min(1),
      ruleSet: ruleSetSchema,
      competition: ultiCompetitionRulesSchema.optional(),
      dealsPerTable: z.number().int().positive().optional(),
      sheetCheck: z.enum(['flag', 'refuse']).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('RecordUltiDeal'),
      table: tableNo,
      dealNo: z.number().int().positive(),
      record: ultiRecordSchema,
      board: z.string().min(1).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('RecordUltiJuryRuling'),
      rulingId: id,
      table: tableNo,
      ruling: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('renonsz'), dealNo: z.number().int().positive(), action: renonszAction }).strict(),
        z
          .object({ kind: z.literal('discipline'), player: z.string().min(1), action: z.enum(DISCIPLINARY_ACTIONS) })
          .strict(),
      ]),
      text: z.string().optional(),
    })
    .strict(),
  z.object({ type: z.literal('CloseUltiSession') }).strict(),
]);

/** Parses a command from outside; the error names the first bad field by its path. */
export function parseUltiSessionCommand(input: unknown): UltiSessionCommand {
  const parsed = commandSchema.safeParse(input);
  if (parsed.success) return parsed.data as UltiSessionCommand;
  const issue = parsed.error.issues[0]!;
  throw new RangeError(
    `Ulti session command: ${issue.path.length ? issue.path.join('.') : '(command)'}: ${issue.message}`,
  );
}
