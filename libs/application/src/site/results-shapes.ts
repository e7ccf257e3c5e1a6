// The members' results as the site shows them (outputs of the results, replay and history
// procedures): the one definition, checked by the API and implemented by results-reader.ts.
// Seats, cards and trick counts come from @club/bridge; the inputs are in results-inputs.ts.
import { cardSchema, seatSchema, trickCountSchema } from '@club/bridge';
import { z } from 'zod';

export const sessionSummarySchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  /** ISO date of play. */
  date: z.string(),
  game: z.enum(['bridge', 'ulti']),
  status: z.enum(['scheduled', 'running', 'over']),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** A hand as rank characters per suit, highest first ('AKT2'; '' for a void). */
export const handSchema = z.object({ spades: z.string(), hearts: z.string(), diamonds: z.string(), clubs: z.string() });
export type Hand = z.infer<typeof handSchema>;

/** The four hands of a board. */
export const handsSchema = z.object({ N: handSchema, E: handSchema, S: handSchema, W: handSchema });

export const tableResultSchema = z.object({
  table: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  /** '4S', '3NTx', 'Pass'. */
  contract: z.string(),
  declarer: seatSchema.nullable(),
  tricks: trickCountSchema.nullable(),
  /** The opening lead, e.g. 'HK'. */
  lead: z.string().nullable(),
  scoreNs: z.number().int().nullable(),
  /** The section whose traveller the row is on (Mitchell sections keep their own). */
  section: z.string().optional(),
  /** `A60/40`, `assigned`, `weighted` when the director adjusted the score. */
  adjusted: z.string().nullable().optional(),
  /**
   * The adjusted North-South score shown instead of the table's: one outcome (`+620`, percent null)
   * or each weighted outcome with its percentage (`60% +620, 40% −100`); the page writes the numbers.
   */
  adjustedScore: z
    .array(z.object({ percent: z.number().nullable(), scoreNs: z.number().int() }))
    .nullable()
    .optional(),
  /** The appeal whose decision gave the adjusted score (the traveller links to the case), else null. */
  decidedOnAppeal: z.string().nullable().optional(),
  pctNs: z.number().nullable().optional(),
  pctEw: z.number().nullable().optional(),
  impNs: z.number().nullable().optional(),
  /** Law 90 procedural penalties assessed at this table on this board (off the pair's total, not the board's score). */
  penalties: z
    .array(z.object({ contestant: z.string(), amount: z.number(), unit: z.string(), law: z.string() }))
    .optional(),
  /** Called and played card by card at this table: its replay exists. */
  played: z.boolean().optional(),
  /** Entered at the table and not yet confirmed by East-West (the session asks them to): it counts, marked. */
  unconfirmed: z.boolean().optional(),
  /** Tricks declarer would take in this contract's strain double dummy (null: no contract or no table). */
  ddTricks: trickCountSchema.nullable().optional(),
  /** North-South's score less the par score (null: no score or no par). */
  versusPar: z.number().int().nullable().optional(),
});
export type TableResult = z.infer<typeof tableResultSchema>;

/** Tricks each player would take as declarer in each strain with perfect play (DD_STRAINS). */
const strainTricksSchema = z.object({
  NT: trickCountSchema,
  S: trickCountSchema,
  H: trickCountSchema,
  D: trickCountSchema,
  C: trickCountSchema,
});
export const doubleDummyTableSchema = z.object({
  N: strainTricksSchema,
  E: strainTricksSchema,
  S: strainTricksSchema,
  W: strainTricksSchema,
});

/** A board's double-dummy table and par (null: not analysed: no hand record, or no solver has run yet). */
export const doubleDummySchema = z
  .object({
    table: doubleDummyTableSchema,
    /** North-South's par score and every par contract (`4S N`, `5Hx E`); null: not computed. */
    par: z.object({ scoreNs: z.number().int(), contracts: z.array(z.string()) }).nullable(),
  })
  .nullable();
export type DoubleDummy = z.infer<typeof doubleDummySchema>;

export const boardHeaderSchema = z.object({
  sessionId: z.string(),
  board: z.number().int().positive(),
  dealer: seatSchema,
  vulnerability: z.enum(['None', 'NS', 'EW', 'All']),
});

/** The facts the hand-record secrecy rule needs (the API applies it before showing a board). */
const secrecyFactsSchema = z.object({
  revealedToAll: z.boolean(),
  /** For each entrant that has a result on this board, its members. */
  finishedBy: z.array(z.array(z.string()).readonly()).readonly(),
});

/** The session's boards either side of this one (null at either end): the traveller links to them. */
export const boardNeighboursSchema = z.object({
  previous: z.number().int().positive().nullable(),
  next: z.number().int().positive().nullable(),
});

/** A board's hands and traveller with its secrecy facts: what the reader answers, before the rule. */
export const boardRecordSchema = boardHeaderSchema
  .extend({
    neighbours: boardNeighboursSchema,
    hands: handsSchema,
    traveller: z.array(tableResultSchema),
    doubleDummy: doubleDummySchema,
  })
  .extend(secrecyFactsSchema.shape);
export type BoardRecord = z.infer<typeof boardRecordSchema>;

const rankingRowSchema = z.object({
  /** Shared places read `3=`. */
  rank: z.string(),
  pair: z.string(),
  players: z.array(z.string()),
  /** The players' names, in the order of `players` (the id when unknown). */
  names: z.array(z.string()),
  total: z.number(),
  percentage: z.number().nullable(),
  boardsPlayed: z.number().int(),
});

/** Where an imported session came from: the results file, the program that wrote it, its event. */
export const sessionOriginSchema = z.object({
  fileName: z.string(),
  format: z.enum(['PBN', 'USEBIO', 'LIN', 'BWS']),
  program: z.string().nullable(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
});
export type SessionOrigin = z.infer<typeof sessionOriginSchema>;

export const sessionResultsSchema = sessionSummarySchema.omit({ game: true }).extend({
  scoring: z.string().nullable(),
  form: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Null for a session run in the club. */
  importedFrom: sessionOriginSchema.nullable(),
  boards: z.array(z.number().int()),
  sections: z.array(
    z.object({
      section: z.string(),
      method: z.string(),
      /** Mitchell: `NS` and `EW`; Howell and teams: one field. */
      fields: z.array(z.object({ field: z.string(), rows: z.array(rankingRowSchema) })),
      match: z
        .object({
          home: z.string(),
          away: z.string(),
          impsHome: z.number(),
          impsAway: z.number(),
          /** The IMPs each team carried into the match, part of the totals; null: none. */
          carriedOver: z.object({ home: z.number(), away: z.number() }).nullable(),
          vpHome: z.number(),
          vpAway: z.number(),
          boards: z.array(z.object({ board: z.number().int(), imps: z.number() })),
        })
        .nullable(),
    }),
  ),
});
export type SessionResults = z.infer<typeof sessionResultsSchema>;

export const playStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    seat: seatSchema,
    call: z.string(),
    /** The call was alerted, with the explanation given (null: none); absent when not alerted. */
    alert: z.object({ explanation: z.string().nullable() }).optional(),
  }),
  z.object({ kind: z.literal('card'), seat: seatSchema, card: cardSchema, trick: z.number().int() }),
]);
export type PlayStep = z.infer<typeof playStepSchema>;

/**
 * Double dummy through the play: tricks declarer can still take, before the lead and after each
 * card (one more count than cards), and the cards (by their index among the cards) that cost their
 * side a trick; null: not analysed (no solver has run, or the play was not one it could follow).
 */
export const playAnalysisSchema = z
  .object({ tricks: z.array(trickCountSchema), costly: z.array(z.number().int().nonnegative()) })
  .nullable();
export type PlayAnalysis = z.infer<typeof playAnalysisSchema>;

export const boardPlayHeaderSchema = boardHeaderSchema.extend({
  section: z.string(),
  table: z.number().int(),
  ns: z.string(),
  ew: z.string(),
});

/** The table's result as facts (`3NT`, declarer, tricks, North-South's score); the page words them. */
export const playedResultSchema = z.object({
  contract: z.string(),
  declarer: seatSchema.nullable(),
  tricks: trickCountSchema.nullable(),
  scoreNs: z.number().int(),
});
export type PlayedResult = z.infer<typeof playedResultSchema>;

/** A board's calls and cards at one table with its secrecy facts: what the reader answers, before the rule. */
export const boardPlayRecordSchema = boardPlayHeaderSchema
  .extend({
    hands: handsSchema.nullable(),
    steps: z.array(playStepSchema),
    result: playedResultSchema.nullable(),
    analysis: playAnalysisSchema,
  })
  .extend(secrecyFactsSchema.shape);
export type BoardPlayRecord = z.infer<typeof boardPlayRecordSchema>;

export const playerHistorySchema = z.object({
  memberId: z.string(),
  /** The member's name (the id when unknown). */
  name: z.string(),
  averagePercentage: z.number().nullable(),
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      name: z.string(),
      date: z.string(),
      percentage: z.number().nullable(),
      rank: z.string(),
      fieldSize: z.number().int(),
      partners: z.array(z.string()),
    }),
  ),
});
export type PlayerHistory = z.infer<typeof playerHistorySchema>;

/** Whether results are behind the log (a job waited longer than the threshold) and when they were last computed. */
export const resultsLagSchema = z.object({
  /** A job has been pending longer than the threshold. */
  behind: z.boolean(),
  /** When a job last wrote results (null: never, or nothing is pending). */
  lastComputedAt: z.string().nullable(),
});
export type ResultsLag = z.infer<typeof resultsLagSchema>;

/** Why the secrecy rule hides a board's content from this viewer. */
const hiddenSchema = z.object({
  visible: z.literal(false),
  /** Why, as a code the pages word; `reason` is the English (the CLI's). */
  code: z.enum(['until-pair-played', 'until-every-table-played']),
  reason: z.string(),
});

/** A board as the viewer may see it: its hands and traveller, or why they are still hidden. */
export const shownBoardSchema = boardHeaderSchema.extend({
  neighbours: boardNeighboursSchema,
  content: z.discriminatedUnion('visible', [
    z.object({
      visible: z.literal(true),
      hands: handsSchema,
      traveller: z.array(tableResultSchema),
      doubleDummy: doubleDummySchema,
    }),
    hiddenSchema,
  ]),
});
export type ShownBoard = z.infer<typeof shownBoardSchema>;

/** A board's play at one table as the viewer may see it: its hands, calls and cards, or why they are hidden. */
export const shownBoardPlaySchema = boardPlayHeaderSchema.extend({
  content: z.discriminatedUnion('visible', [
    z.object({
      visible: z.literal(true),
      hands: handsSchema.nullable(),
      steps: z.array(playStepSchema),
      result: playedResultSchema.nullable(),
      analysis: playAnalysisSchema,
    }),
    hiddenSchema,
  ]),
});
export type ShownBoardPlay = z.infer<typeof shownBoardPlaySchema>;
