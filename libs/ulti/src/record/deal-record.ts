// deal.json: the complete record of one deal, validated at the edge with zod. See README.md.
import { z } from 'zod';
import { codeText, idText, listOf } from '@club/events';
import { COMPONENTS } from '../bids/component';
import { isCard, SUITS, type Card } from '../cards/card';
import { RENONSZ_CASE_IDS } from '../renonsz/cases';
import { ruleSetSchema } from '../rules/house-rules';

export const DEAL_RECORD_FORMAT = 'ulti-deal/1';

const card = codeText
  .refine(isCard, { message: 'not a card of the pack (suit-rank, e.g. makk-A, piros-10, zold-O)' })
  .transform((c) => c as Card);
const player = idText;
const suit = z.enum(SUITS);
const kontraTarget = z.enum([...COMPONENTS, 'all']);

/** A jury's renonsz ruling: the case and who (also the score sheet's outcome, sheet-record.ts). */
export const RULING_PARTIES = {
  case: z.enum(RENONSZ_CASE_IDS),
  offender: player,
  caller: player.optional(),
};
/** What some cases need besides (renonsz/ruling.ts, JuryRuling). */
export const RULING_DETAILS = {
  bid: idText.optional(),
  beneficiary: player.optional(),
  complied: z.boolean().optional(),
  noticedInTime: z.boolean().optional(),
  component: z.enum(COMPONENTS).optional(),
  amounts: z.record(z.string(), z.number().int()).optional(),
};

const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), player, bid: idText, discard: listOf(card).optional() }).strict(),
  z.object({ type: z.literal('pass'), player, discard: listOf(card).optional() }).strict(),
  z
    .object({
      type: z.literal('play'),
      player,
      card,
      trump: suit.optional(),
      melds: listOf(suit).optional(),
      kontra: listOf(kontraTarget).optional(),
      join: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('rekontra'),
      player,
      components: listOf(kontraTarget).min(1),
      against: listOf(player).optional(),
    })
    .strict(),
  z.object({ type: z.literal('open'), player }).strict(),
  z.object({ type: z.literal('concede'), player, agreedBy: listOf(player).optional() }).strict(),
  z
    .object({ type: z.literal('claim'), player, side: z.enum(['declarer', 'defenders']), acceptedBy: listOf(player) })
    .strict(),
  z.object({ type: z.literal('silent'), player, kind: z.enum(['100', '4-asz']) }).strict(),
  z
    .object({
      type: z.literal('renonsz'),
      ...RULING_PARTIES,
      at: z.number().int().min(0).optional(),
      ...RULING_DETAILS,
    })
    .strict(),
]);

/** The rule set and the table, as every deal format states them (`players` in the direction of play). */
export const TABLE_FIELDS = {
  ruleSet: ruleSetSchema,
  players: z.array(player).min(3).max(4),
  dealer: player,
};

export const dealRecordSchema = z
  .object({
    format: z.literal(DEAL_RECORD_FORMAT),
    ...TABLE_FIELDS,
    seed: z.number().int().optional(),
    hands: z.record(z.string(), listOf(card)),
    talon: z.array(card).length(2).optional(),
    actions: listOf(action),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (new Set(r.players).size !== r.players.length)
      ctx.addIssue({ code: 'custom', path: ['players'], message: 'a player sits twice' });
    if (!r.players.includes(r.dealer))
      ctx.addIssue({ code: 'custom', path: ['dealer'], message: `'${r.dealer}' is not one of the players` });
    const all = Object.values(r.hands).flat();
    if (all.length !== 32)
      ctx.addIssue({
        code: 'custom',
        path: ['hands'],
        message: `the hands hold ${all.length} cards, not the 32 of the pack`,
      });
    const seen = new Set<string>();
    for (const c of all) {
      if (seen.has(c)) ctx.addIssue({ code: 'custom', path: ['hands'], message: `${c} is dealt twice` });
      seen.add(c);
    }
    for (const p of Object.keys(r.hands))
      if (!r.players.includes(p))
        ctx.addIssue({ code: 'custom', path: ['hands', p], message: `'${p}' is not one of the players` });
  });

export type DealRecord = z.infer<typeof dealRecordSchema>;
export type RecordAction = DealRecord['actions'][number];

/** Parses a record; the error names the first bad field by its path. */
export function parseDealRecord(input: unknown): DealRecord {
  const parsed = dealRecordSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.length ? issue.path.join('.') : '(record)';
  const at = issue.path[0] === 'actions' && typeof issue.path[1] === 'number' ? `action ${issue.path[1]}: ` : '';
  throw new RecordError(
    `${at}${path}: ${issue.message}`,
    typeof issue.path[1] === 'number' && issue.path[0] === 'actions' ? issue.path[1] : null,
  );
}

/** A record the rules cannot accept; `action` is the index of the first bad action, if any. */
export class RecordError extends Error {
  constructor(
    message: string,
    readonly action: number | null = null,
  ) {
    super(message);
    this.name = 'RecordError';
  }
}
