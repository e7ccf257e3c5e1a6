// What the Ulti jury's page and the organiser's naming of the jury send and read (issue 11): the
// jury named for a session, the jury's desk (tables, deals, the renonsz cases with their § text,
// the rulings so far) and a renonsz ruling's payments before Confirm.
import { ULTI_SESSION_COMMAND_SCHEMAS as C, ultiIdSchema } from '@club/club';
import { idText } from '@club/events';
import { COMPONENTS, RENONSZ_CASE_IDS, RULING_FIELDS } from '@club/ulti';
import { z } from 'zod';
import { recordUltiJuryRulingInputSchema } from './ulti-session-shapes';

/** The organiser names a member to the session's jury (a league administrator names his league). */
export const nameUltiJurorInputSchema = z
  .object({ sessionId: ultiIdSchema, memberId: idText, leagueId: ultiIdSchema.optional() })
  .strict();
export type NameUltiJurorInput = z.output<typeof nameUltiJurorInputSchema>;

/** The ruling as the jury records it; an organiser who is a league administrator names his league. */
export const ultiJuryRulingInputSchema = recordUltiJuryRulingInputSchema.extend({ leagueId: ultiIdSchema.optional() });
export type UltiJuryRulingInput = z.output<typeof ultiJuryRulingInputSchema>;

const renonszRuling = C.RecordUltiJuryRuling.shape.ruling.options[0];

/** A renonsz ruling on a recorded deal, before Confirm: settled by the engine, nothing recorded. */
export const previewUltiRulingInputSchema = z
  .object({
    sessionId: ultiIdSchema,
    /** The league an organiser who is its administrator acts for: held to the session's own. */
    leagueId: ultiIdSchema.optional(),
    round: z.number().int().positive().optional(),
    table: z.number().int().positive(),
    dealNo: renonszRuling.shape.dealNo,
    action: renonszRuling.shape.action,
  })
  .strict();
export type PreviewUltiRulingInput = z.output<typeof previewUltiRulingInputSchema>;

export const ultiJuryDeskInputSchema = z
  .object({ sessionId: ultiIdSchema, leagueId: ultiIdSchema.optional() })
  .strict();
export type UltiJuryDeskInput = z.output<typeof ultiJuryDeskInputSchema>;

const names = z.record(z.string(), z.string());
const rulingFields = z.array(z.enum(RULING_FIELDS)).readonly();

/** One jury ruling as the session lists it: who ruled, when (ISO, shown in club time), on whom. */
export const ultiRulingRowSchema = z.object({
  rulingId: z.string(),
  round: z.number().int(),
  table: z.number().int(),
  kind: z.enum(['renonsz', 'discipline']),
  dealNo: z.number().int().nullable(),
  case: z.string().nullable(),
  /** The rule: the renonsz case's § (e.g. §13(3)#4), or §11 for discipline. */
  section: z.string(),
  /** The offender (renonsz) or the player disciplined. */
  player: z.string().nullable(),
  action: z.string().nullable(),
  text: z.string().nullable(),
  /** The member who ruled, and when (ISO). */
  by: z.string(),
  at: z.string(),
});
export type UltiRulingRow = z.output<typeof ultiRulingRowSchema>;

export const ultiJuryDeskSchema = z
  .object({
    sessionId: z.string(),
    leagueId: z.string().nullable(),
    status: z.enum(['scheduled', 'closed']),
    /** Every round's tables with their recorded deals as they stand now. */
    tables: z.array(
      z.object({
        round: z.number().int(),
        table: z.number().int(),
        seating: z.array(z.string()),
        deals: z.array(
          z.object({
            dealNo: z.number().int(),
            outcome: z.string(),
            declarer: z.string().nullable(),
            contract: z.string().nullable(),
          }),
        ),
      }),
    ),
    /** Each renonsz case: its §, the Hungarian original's words and an English help line. */
    cases: z.array(
      z.object({
        id: z.enum(RENONSZ_CASE_IDS),
        section: z.string(),
        wording: z.string(),
        help: z.string(),
        /** The fields the case's ruling is refused without, and those it may have (renonsz/case-fields.ts). */
        needs: rulingFields,
        may: rulingFields,
      }),
    ),
    /** The bid ids and component ids a ruling may name, weakest first. */
    bids: z.array(z.string()),
    components: z.array(z.enum(COMPONENTS)),
    rulings: z.array(ultiRulingRowSchema),
    /** The members named to the session's jury. */
    jury: z.array(z.string()),
    /** The name of every player, juror and ruler named above. */
    names,
  })
  .readonly();
export type UltiJuryDesk = z.output<typeof ultiJuryDeskSchema>;
