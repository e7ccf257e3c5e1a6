// What a rubber table's scorer sends and what members read (the sheet, their evenings, the ladder):
// the use cases' inputs and answers, once. Levels and tricks are only whole numbers here: the
// table's decider refuses a level above 7 or tricks over 13 naming the field, so the scorer is told
// which entry is wrong.
import { playedRubberDealSchema, rubberDealSchema } from '@club/club';
import { idText, nameText } from '@club/events';
import { RUBBER_LADDER_PERIODS } from '@club/settings/defaults';
import { z } from 'zod';
import { siteRefusalSchema } from './site-outcome';

const side = z.enum(['NS', 'EW']);
const variant = z.enum(['standard', 'czech-text-003', 'chicago']);

export const rubberSeatingSchema = z.object({
  NS: z.tuple([idText, idText]).readonly(),
  EW: z.tuple([idText, idText]).readonly(),
  out: idText.nullable(),
});

export const rubberPlayerSchema = z.object({ playerId: idText, name: nameText, memberId: idText.nullable() });

export const rubberOpenTableInputSchema = z.object({
  players: z.array(rubberPlayerSchema).max(5),
  seating: rubberSeatingSchema,
  firstDealer: idText,
  variant,
  /** Amount per 100 points; null: no stake. */
  stake: z.number().int().nonnegative().nullable().optional(),
  partnershipChange: z.enum(['cut', 'rotation']).optional(),
});
export type RubberOpenTableInput = z.output<typeof rubberOpenTableInputSchema>;

export const rubberTableOpenedSchema = z.union([
  z.object({ ok: z.literal(true), tableId: z.string() }),
  siteRefusalSchema,
]);
export type RubberTableOpened = z.output<typeof rubberTableOpenedSchema>;

export const rubberPlayedDealSchema = playedRubberDealSchema.omit({ kind: true });
const dealEntrySchema = rubberDealSchema;

export const rubberTableInputSchema = z.object({ tableId: idText });
export type RubberTableInput = z.output<typeof rubberTableInputSchema>;
export const rubberRecordDealInputSchema = z.object({ tableId: idText, deal: rubberPlayedDealSchema });
export type RubberRecordDealInput = z.output<typeof rubberRecordDealInputSchema>;
export const rubberPassOutInputSchema = z.object({ tableId: idText, dealer: idText });
export type RubberPassOutInput = z.output<typeof rubberPassOutInputSchema>;
export const rubberCorrectDealInputSchema = z.object({
  tableId: idText,
  rubber: z.number().int().positive(),
  deal: z.number().int().positive(),
  entry: dealEntrySchema,
  reason: nameText,
});
export type RubberCorrectDealInput = z.output<typeof rubberCorrectDealInputSchema>;
/** The next rubber: for a table changing partnerships by the cut, the cut's seating and first dealer. */
export const rubberNextRubberInputSchema = z.object({
  tableId: idText,
  seating: rubberSeatingSchema.optional(),
  firstDealer: idText.optional(),
});
export type RubberNextRubberInput = z.output<typeof rubberNextRubberInputSchema>;

const scoreEntrySchema = z.object({
  side,
  line: z.enum(['below', 'above']),
  item: z.string(),
  points: z.number(),
});
const perSide = <T extends z.ZodTypeAny>(value: T) => z.object({ NS: value, EW: value });

/** The table and its evening as the paper sheet shows them: each rubber's entries deal by deal. */
export const rubberSheetSchema = z.object({
  table: z.object({
    tableId: z.string().nullable(),
    openedBy: z.string().nullable(),
    openedAt: z.string().nullable(),
    seasonId: z.string().nullable(),
    players: z.array(rubberPlayerSchema).readonly(),
    firstDealer: z.string().nullable(),
    variant,
    stake: z.number().nullable(),
    rounding: z.number(),
    partnershipChange: z.enum(['cut', 'rotation']),
    rubbers: z
      .array(z.object({ number: z.number(), seating: rubberSeatingSchema, deals: z.array(dealEntrySchema).readonly() }))
      .readonly(),
    closedAt: z.string().nullable(),
  }),
  evening: z.object({
    rubbers: z
      .array(
        z.object({
          number: z.number(),
          seating: rubberSeatingSchema,
          score: z.object({
            deals: z
              .array(
                z.object({
                  deal: z.number(),
                  vulnerable: perSide(z.boolean()),
                  entries: z.array(scoreEntrySchema).readonly(),
                }),
              )
              .readonly(),
            closing: z.array(scoreEntrySchema).readonly(),
            games: perSide(z.number()),
            status: z.enum(['in-progress', 'over']),
            totals: perSide(z.number()),
          }),
        }),
      )
      .readonly(),
    players: z
      .array(
        z.object({
          playerId: z.string(),
          points: z.number(),
          rubbersPlayed: z.number(),
          rubbersWon: z.number(),
          money: z.number().nullable(),
        }),
      )
      .readonly(),
  }),
  nextDealer: z.string().nullable(),
  /** Whether the member reading may score this table (its opener or one of its players). */
  canScore: z.boolean(),
});
export type RubberSheet = z.output<typeof rubberSheetSchema>;

export const rubberMyEveningsInputSchema = z.object({}).optional();
export const rubberMyEveningsSchema = z
  .array(
    z.object({
      tableId: z.string(),
      openedAt: z.string(),
      closed: z.boolean(),
      points: z.number(),
      rubbersPlayed: z.number(),
      rubbersWon: z.number(),
      money: z.number().nullable(),
    }),
  )
  .readonly();
export type RubberMyEvenings = z.output<typeof rubberMyEveningsSchema>;

/** A period of the club's kind: a season's id, a month ('2026-11'), a year ('2026') or 'all'; omitted, the one now. */
export const rubberLadderInputSchema = z.object({ period: idText.optional() });
export type RubberLadderInput = z.output<typeof rubberLadderInputSchema>;
export const rubberLadderSchema = z.object({
  /** The club's setting (CLUB_RUBBER_LADDER_PERIOD). */
  kind: z.enum(RUBBER_LADDER_PERIODS),
  /** The period shown ('' when the club is in no season yet). */
  period: z.string(),
  /** The periods a member may pick, latest first. */
  periods: z.array(z.string()).readonly(),
  rows: z
    .array(
      z.object({
        memberId: z.string(),
        name: z.string(),
        points: z.number(),
        evenings: z.number(),
        rubbersWon: z.number(),
        place: z.number(),
      }),
    )
    .readonly(),
});
export type RubberLadder = z.output<typeof rubberLadderSchema>;
