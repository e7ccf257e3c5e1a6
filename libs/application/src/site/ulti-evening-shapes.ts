// What the Ulti organiser's, score-keepers' and jury's procedures take: the session commands'
// inputs (ulti-session-shapes.ts) with the league the organiser acts for, and a deal's preview.
// A league administrator names his league; the use case holds it to the session's own league.
import { z } from 'zod';
import { ultiIdSchema } from '@club/club';
import { ruleSetSchema, ultiRecordSchema, type UltiRecord } from '@club/ulti';
import { countNumber } from '@club/events';
import {
  checkInUltiPlayerInputSchema,
  closeUltiSessionInputSchema,
  correctUltiDealInputSchema,
  drawUltiRoundInputSchema,
  endUltiRoundInputSchema,
  withdrawUltiPlayerInputSchema,
} from './ulti-session-shapes';

/** The league the organiser administers (a league administrator's authority); must be the session's league. */
const forLeague = { leagueId: ultiIdSchema.optional() };

export const ultiCheckInInputSchema = checkInUltiPlayerInputSchema.extend(forLeague);
export const ultiWithdrawInputSchema = withdrawUltiPlayerInputSchema.extend(forLeague);
export const ultiDrawRoundInputSchema = drawUltiRoundInputSchema.extend(forLeague);
export const ultiEndRoundInputSchema = endUltiRoundInputSchema.extend(forLeague);
export const ultiCloseSessionInputSchema = closeUltiSessionInputSchema.extend(forLeague);
export type UltiCheckInInput = z.output<typeof ultiCheckInInputSchema>;
export type UltiWithdrawInput = z.output<typeof ultiWithdrawInputSchema>;
export type UltiDrawRoundInput = z.output<typeof ultiDrawRoundInputSchema>;
export type UltiEndRoundInput = z.output<typeof ultiEndRoundInputSchema>;
export type UltiCloseSessionInput = z.output<typeof ultiCloseSessionInputSchema>;

/** A deal as the score-keeper has it before Confirm: settled, not recorded. */
export const previewUltiDealInputSchema = z.object({ sessionId: ultiIdSchema, record: ultiRecordSchema }).strict();
/** As the schema reads it, or any record (readonly) a caller has built. */
export type PreviewUltiDealInput = { readonly sessionId: string; readonly record: UltiRecord };

/** The forints each player would win or pay (zero-sum), with what the engine read from the sheet. */
export const ultiDealPreviewSchema = z
  .object({
    outcome: z.string(),
    declarer: z.string().nullable(),
    contract: z.string().nullable(),
    deltas: z.record(z.string(), z.number()),
  })
  .readonly();
export type UltiDealPreview = z.output<typeof ultiDealPreviewSchema>;

export const ultiCorrectDealInputSchema = correctUltiDealInputSchema.extend(forLeague);
export type UltiCorrectDealInput = z.output<typeof ultiCorrectDealInputSchema>;

/** The organiser's desk of one evening: who checked in, the rounds and the latest round's table plan. */
export const ultiEveningInputSchema = z.object({ sessionId: ultiIdSchema }).strict();
export const ultiEveningSchema = z
  .object({
    sessionId: z.string(),
    leagueId: z.string().nullable(),
    status: z.enum(['scheduled', 'closed']),
    dealsPerTable: z.number().int().nullable(),
    checkedIn: z.array(z.string()),
    /** The latest round drawn (0: none yet) and whether it has ended. */
    round: z.number().int(),
    roundEnded: z.boolean(),
    /** The latest round's tables: seating in the direction of play, the first dealer, deals entered. */
    tables: z.array(
      z.object({
        table: z.number().int(),
        seating: z.array(z.string()),
        firstDealer: z.string(),
        deals: z.number().int(),
      }),
    ),
    /** Each player's name to show: a member's name, anyone else (a guest) by the label he was checked in under. */
    names: z.record(z.string(), z.string()),
  })
  .readonly();
export type UltiEvening = z.output<typeof ultiEveningSchema>;

/** The score-keeper's sheet of one table in the round being played: who deals next, the bids to pick from. */
export const ultiScoreSheetInputSchema = z.object({ sessionId: ultiIdSchema, table: countNumber }).strict();
export const ultiScoreSheetSchema = z
  .object({
    sessionId: z.string(),
    round: z.number().int(),
    table: z.number().int(),
    /** In the direction of play. */
    seating: z.array(z.string()),
    /** The next deal's row on the sheet and its dealer (null: the round's deals are all entered). */
    dealNo: z.number().int().nullable(),
    dealer: z.string(),
    dealsPerTable: z.number().int().nullable(),
    /** The session's rule set: every entered sheet carries it. */
    ruleSet: ruleSetSchema,
    /** The 54 bids, weakest first: id, Hungarian name, components, red (piros) or not; `search` is the
     *  name and id without accents, lower case, for the type-to-search box. */
    bids: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        components: z.array(z.string()),
        red: z.boolean(),
        search: z.string(),
      }),
    ),
    /** The renonsz rulings the sheet records as a deal's outcome (SHEET_RENONSZ_CASES): case, its
     *  section of the rules and what happened, in the rules' order. */
    rulings: z.array(z.object({ id: z.string(), source: z.string(), what: z.string() })),
    /** The table's forints so far, per player. */
    totals: z.record(z.string(), z.number()),
    /** Each player's name to show: a member's name, anyone else (a guest) by the label he was checked in under. */
    names: z.record(z.string(), z.string()),
  })
  .readonly();
export type UltiScoreSheet = z.output<typeof ultiScoreSheetSchema>;
