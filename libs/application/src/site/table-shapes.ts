// Entry at the tables, as the site takes it in and answers it: the director opens a session for it
// and prints the codes; a table signs in, reads its page (section, table, round, the pairs due, the
// boards to play, what it has entered), enters a board and East-West confirm.
import { enteredResultInputSchema, RESULT_FLAG_CODES, resultFlagsSchema } from '@club/bridge';
import { idText } from '@club/events';
import { tableBoardRefSchema } from '@club/club';
import { z } from 'zod';
import { boardRecordSchema, shownBoardSchema } from './results-shapes';

export const tableConfirmationSchema = z.enum(['none', 'board', 'round']);

export const openTableEntryInputSchema = z.object({ sessionId: idText, confirmation: tableConfirmationSchema });
export type OpenTableEntryInput = z.output<typeof openTableEntryInputSchema>;

/** Every table of the session: each gets its code. */
export const openTableEntryOutputSchema = z.object({
  tables: z.array(z.object({ section: z.string(), table: z.number().int() })),
});
export type OpenTableEntryOutput = z.output<typeof openTableEntryOutputSchema>;

export const tableCodesInputSchema = z.object({ sessionId: idText });
export const tableCodesOutputSchema = z.object({
  codes: z.array(
    z.object({
      section: z.string(),
      table: z.number().int(),
      code: z.string(),
      /** The round the table plays now (null before the first), of its section's `rounds`. */
      round: z.number().int().nullable(),
      rounds: z.number().int(),
    }),
  ),
});
export type TableCodesOutput = z.output<typeof tableCodesOutputSchema>;

/** The director moves a table on to a later round (its phone was lost and it played on). */
export const moveTableInputSchema = tableBoardRefSchema
  .pick({ sessionId: true, section: true, table: true })
  .extend({ round: z.number().int().positive() });
export type MoveTableInput = z.output<typeof moveTableInputSchema>;
export const moveTableOutputSchema = moveTableInputSchema.omit({ sessionId: true });

/** One table of one session: what a table's sign-in answers for, and what every table procedure names. */
export const tableSeatSchema = tableBoardRefSchema.pick({ sessionId: true, section: true, table: true });
export type TableSeatInput = z.output<typeof tableSeatSchema>;

/** Who acts at a table: the table's phone signed in with its code, or a member seated there with his own account. */
export type TableActor =
  { readonly kind: 'table'; readonly seat: TableSeatInput } | { readonly kind: 'member'; readonly memberId: string };

export const tableSignInInputSchema = z.object({
  code: z.string().trim().min(1, 'enter the code on your table’s card').max(20),
});
export const tableSignInOutputSchema = z.object({ seat: tableSeatSchema });

const tablePairSchema = z.object({ pair: z.string(), names: z.array(z.string()) });

/** What a table's round holds besides two pairs playing: a pair without opponents, a board set shared with another table. */
export const tableNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sit-out'), pair: z.string() }),
  z.object({ kind: z.literal('shared-boards'), tables: z.array(z.number().int()) }),
  z.object({ kind: z.literal('no-play'), round: z.number().int() }),
]);
export type TableNotice = z.output<typeof tableNoticeSchema>;

/** A result as text, with North-South's score. */
const tableResultSchema = z.object({
  contract: z.string(),
  declarer: z.string().nullable(),
  tricks: z.number().int().nullable(),
  scoreNs: z.number().int(),
});

const tableBoardSchema = z.object({
  board: z.number().int(),
  /** The result recorded (null: not yet): the table's, or the director's entered before it. */
  result: tableResultSchema.nullable(),
  /** East-West confirmed it (always true when the session asks for no confirmation). */
  confirmed: z.boolean(),
  /** The table entered it again with another result: the director decides. */
  correctionRequested: z.boolean(),
  /** The other result the table entered (null: none asked), shown beside the recorded one. */
  requested: tableResultSchema.nullable(),
  /** The director kept the recorded result the table's latest request asked to change, with his reason. */
  declined: z.object({ requested: tableResultSchema, reason: z.string().nullable() }).nullable(),
});

const rankSchema = z.object({ pair: z.string(), rank: z.string(), percentage: z.number().nullable() });

export const tableViewSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  section: z.string(),
  table: z.number().int(),
  /** The round the table is playing (tableRoundOf); null before the first round starts. */
  round: z.number().int().nullable(),
  /** The session's last round ended: the running rank is shown after it. */
  roundsEnded: z.number().int(),
  confirmation: tableConfirmationSchema,
  /** False once the session is published or closed: nothing more is entered at the tables. */
  open: z.boolean(),
  ns: tablePairSchema.nullable(),
  ew: tablePairSchema.nullable(),
  boards: z.array(tableBoardSchema),
  notices: z.array(tableNoticeSchema),
  /** The two pairs' running ranks after the last round ended (null before). */
  ranks: z.array(rankSchema).nullable(),
});
export type TableView = z.output<typeof tableViewSchema>;

/** The table's page as the use case reads it: the view, and each entered board's record, for the secrecy check. */
export interface TablePage {
  readonly view: TableView;
  readonly records: readonly z.output<typeof boardRecordSchema>[];
  /** The members of the pairs seated at the table this round: what the secrecy rule asks of them. */
  readonly seated: readonly (readonly string[])[];
}

export const tablePageSchema = tableViewSchema.extend({ travellers: z.array(shownBoardSchema) });
export type TablePageOutput = z.output<typeof tablePageSchema>;

export const tableEnterResultInputSchema = tableBoardRefSchema.extend({
  ...enteredResultInputSchema.shape,
  /** The phone's own id for this entry (a UUID): a resend of it records nothing. */
  entryId: z.string().max(36).uuid('the entry id must be a UUID'),
  /** The pair numbers the table gives: they must be the pairs seated there this round. */
  ns: z.string().trim().min(1).max(20),
  ew: z.string().trim().min(1).max(20),
  /** The flags the players confirmed with their extra tap, after an answer 'flagged'. */
  confirmedFlags: z.array(z.enum(RESULT_FLAG_CODES)).max(RESULT_FLAG_CODES.length).optional(),
});
export type TableEnterResultInput = z.output<typeof tableEnterResultInputSchema>;

export const tableEnterResultOutputSchema = z.discriminatedUnion('outcome', [
  z.object({
    /** recorded: the result counts; correction-requested: another result was entered before, the director decides; unchanged: the same result again. */
    outcome: z.enum(['recorded', 'correction-requested', 'unchanged']),
    scoreNs: z.number().int(),
    /** On correction-requested: the result recorded before (the director's or the table's), which stands until the director decides. */
    standing: tableResultSchema.optional(),
  }),
  /** Far from the field's: nothing recorded; the players confirm these flags (resend with their codes) or correct the entry. */
  z.object({ outcome: z.literal('flagged'), flags: resultFlagsSchema }),
]);
export type TableEnterResultOutput = z.output<typeof tableEnterResultOutputSchema>;

export const tableConfirmInputSchema = tableSeatSchema.extend({
  boards: z.array(z.number().int().positive()).min(1).max(40),
});
export type TableConfirmInput = z.output<typeof tableConfirmInputSchema>;
export const tableConfirmOutputSchema = z.object({ confirmed: z.array(z.number().int()) });
export type TableConfirmOutput = z.output<typeof tableConfirmOutputSchema>;
