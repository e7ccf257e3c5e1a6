// What a member asks and reads about Ulti (league tables, session standings, the per-deal ledger
// and deal replays): the use cases' inputs and answers, once. The API validates its procedures'
// inputs and outputs with these schemas; ulti-reader.ts answers with their types.
import { countNumber, idText } from '@club/events';
import { z } from 'zod';
import { ultiRulingRowSchema } from './ulti-jury-shapes';

/** A renonsz case by its id (RENONSZ_CASES) and its rule's section (§13(3)#4). */
const renonszCaseSchema = z.object({ id: z.string(), source: z.string() });
export const ultiLeaguesInputSchema = z.object({}).optional();
export const ultiLeagueInputSchema = z.object({ leagueId: idText });
export const ultiSessionInputSchema = z.object({ sessionId: idText });
export const ultiDealInputSchema = z.object({ sessionId: idText, table: countNumber, dealNo: countNumber });
export type UltiLeagueInput = z.output<typeof ultiLeagueInputSchema>;
export type UltiSessionInput = z.output<typeof ultiSessionInputSchema>;
export type UltiDealInput = z.output<typeof ultiDealInputSchema>;

export const ultiLeagueSummarySchema = z.object({ leagueId: z.string(), name: z.string(), sessions: z.number().int() });
export type UltiLeagueSummary = z.output<typeof ultiLeagueSummarySchema>;
export const ultiLeaguesSchema = z.array(ultiLeagueSummarySchema);

const forintsByPlayer = z.record(z.string(), z.number());
/** Each player's name (the member id when unknown), keyed by member id. */
const names = z.record(z.string(), z.string());
const sessionStatus = z.enum(['scheduled', 'closed']);

export const ultiLeagueSchema = z.object({
  names,
  leagueId: z.string(),
  name: z.string(),
  tieBreaks: z.array(z.string()),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      player: z.string(),
      sessions: z.number().int(),
      placementPoints: z.number(),
      forints: z.number(),
      tableWins: z.number().int(),
    }),
  ),
  sessions: z.array(z.object({ sessionId: z.string(), status: sessionStatus, counted: z.boolean() })),
});
export type UltiLeague = z.output<typeof ultiLeagueSchema>;

export const ultiSessionSchema = z.object({
  names,
  sessionId: z.string(),
  leagueId: z.string().nullable(),
  status: sessionStatus,
  ruleSet: z.string().nullable(),
  /** The latest round drawn (0: none yet). */
  round: z.number().int(),
  /** Deals in a table's game (null: as many as the tables play). */
  dealsPerTable: z.number().int().nullable(),
  /** The running standings as last published: his latest table and place there, and the sums over his rounds. */
  ranking: z.array(
    z.object({
      rank: z.number().int(),
      player: z.string(),
      table: z.number().int(),
      forints: z.number(),
      place: z.number().int(),
      placementPoints: z.number(),
      rounds: z.number().int(),
      deals: z.number().int(),
    }),
  ),
  tables: z.array(
    z.object({
      /** The round the table played in (a session of several rounds numbers its tables per round). */
      round: z.number().int(),
      table: z.number().int(),
      players: z.array(z.string()),
      totals: forintsByPlayer,
      deals: z.array(
        z.object({
          dealNo: z.number().int(),
          dealer: z.string(),
          declarer: z.string().nullable(),
          contract: z.string().nullable(),
          outcome: z.string(),
          /** The renonsz case ruled on the deal, in the rules' words and section (null: none). */
          renonsz: z.string().nullable(),
          /** The same case as its id (the site's catalogue words it) and section. */
          renonszCase: renonszCaseSchema.nullable(),
          deltas: forintsByPlayer,
          after: forintsByPlayer,
        }),
      ),
    }),
  ),
  /** The jury's rulings (renonsz and discipline), oldest first; `names` names their players and rulers. */
  rulings: z.array(ultiRulingRowSchema),
});
export type UltiSession = z.output<typeof ultiSessionSchema>;

/** One step of a deal's record, as the score-keeper wrote it: a bid, a card, an announcement… */
export const ultiDealStepSchema = z.object({
  kind: z.string(),
  player: z.string(),
  detail: z.string(),
  /** A renonsz step's case as its id and section: the site words it in the page's language (detail is English). */
  renonszCase: renonszCaseSchema.optional(),
});
export type UltiDealStep = z.output<typeof ultiDealStepSchema>;

/** Where the deal stands after one step: the step in words, and the cards still in each player's hand. */
export const ultiDealPositionSchema = z.object({
  words: z.string(),
  hands: z.record(z.string(), z.array(z.string())),
});
export type UltiDealPosition = z.output<typeof ultiDealPositionSchema>;

export const ultiDealSchema = z.object({
  names,
  sessionId: z.string(),
  table: z.number().int(),
  dealNo: z.number().int(),
  players: z.array(z.string()),
  dealer: z.string(),
  declarer: z.string().nullable(),
  contract: z.string().nullable(),
  outcome: z.string(),
  /** After a redeal: who the score sheet names to deal the next hand (null: not redealt). */
  dealsNext: z.string().nullable(),
  /** The house rule on who deals a redealt hand. */
  redealDealer: z.enum(['sameDealer', 'nextDealer']),
  hands: z.record(z.string(), z.array(z.string())),
  talon: z.array(z.string()),
  /** The record's actions in order. */
  steps: z.array(ultiDealStepSchema),
  /** One position per step, in the same order, as the engine replays the record. */
  after: z.array(ultiDealPositionSchema),
  deltas: forintsByPlayer,
});
export type UltiDeal = z.output<typeof ultiDealSchema>;
