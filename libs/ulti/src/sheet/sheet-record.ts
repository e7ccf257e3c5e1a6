// The score sheet's row of one deal (format `ulti-sheet/1`): what a score-keeper writes on the
// játszmalap instead of every card. Validated at the edge with zod; checkSheet refuses what the
// rules make impossible. See README.md.
import { z } from 'zod';
import { idText, listOf } from '@club/events';
import { SUITS } from '../cards/card';
import { RULING_DETAILS, RULING_PARTIES, TABLE_FIELDS } from '../record/deal-record';
import { SheetError } from './sheet-error';

export const SHEET_RECORD_FORMAT = 'ulti-sheet/1';

const player = idText;
/** Per defender, the components he doubled (kontra) or the declarer redoubled against him (rekontra). */
const doublings = z.record(z.string(), listOf(idText));

const silentItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('100'), player }).strict(),
  z.object({ kind: z.literal('ulti'), player, result: z.enum(['made', 'lost']) }).strict(),
  z.object({ kind: z.literal('4-asz'), player }).strict(),
  z.object({ kind: z.literal('durchmars'), player }).strict(),
]);

const outcome = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('played'),
      /** Every component of the bid (as the rule set reads it): won (true) or lost. */
      won: z.record(z.string(), z.boolean()),
      silent: listOf(silentItem).optional(),
      /** Play ended early by a claim all accepted: settled the same, told apart in the ledger. */
      claimed: z.boolean().optional(),
    })
    .strict(),
  z.object({ kind: z.literal('conceded'), when: z.enum(['before-first-card', 'agreed']) }).strict(),
  z.object({ kind: z.literal('renonsz'), ...RULING_PARTIES, ...RULING_DETAILS }).strict(),
]);

export const sheetRecordSchema = z
  .object({
    format: z.literal(SHEET_RECORD_FORMAT),
    ...TABLE_FIELDS,
    /** Who played the bid (for a renonsz in the auction: who held the standing bid). */
    declarer: player.optional(),
    /** A bid id of the table (findBids searches them by name). */
    bid: idText.optional(),
    /** Named by the declarer in non-red trump games; red games play piros, no-trump games none. */
    trump: z.enum(SUITS).optional(),
    kontra: doublings.optional(),
    rekontra: doublings.optional(),
    outcome,
  })
  .strict();

/** Plain data all the way down: a sheet is never changed, a correction is a new sheet. */
type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

type ParsedSheet = z.infer<typeof sheetRecordSchema>;
/** The rule set keeps the engine's own type (shared with `ulti-deal/1`). */
export type SheetRecord = Frozen<Omit<ParsedSheet, 'ruleSet'>> & { readonly ruleSet: ParsedSheet['ruleSet'] };
export type SheetOutcome = SheetRecord['outcome'];
export type SilentItem = NonNullable<Extract<SheetOutcome, { kind: 'played' }>['silent']>[number];
export type SheetRuling = Extract<SheetOutcome, { kind: 'renonsz' }>;

/** Parses a sheet's shape; the error names the first bad field by its path. */
export function parseSheetRecord(input: unknown): SheetRecord {
  const parsed = sheetRecordSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : '(sheet)';
  throw new SheetError('sheet-field-invalid', issue.message, { field });
}
