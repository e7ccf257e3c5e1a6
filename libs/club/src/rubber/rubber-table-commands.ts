// Commands to a rubber table, with zod schemas for input from outside. The schema checks shapes;
// the decider checks the rules (and refuses naming the field), so a caller skipping the schema
// still cannot record impossible data.
import { z } from 'zod';
import { idText, nameText } from '@club/events';
import { parseCommand } from '../shared/parse-command';
import type {
  PartnershipChange,
  RubberPlayer,
  RubberSeating,
  RubberTableDeal,
  RubberTableVariant,
} from './rubber-table-events';

export interface OpenRubberTable {
  readonly type: 'OpenRubberTable';
  readonly tableId: string;
  readonly clubId: string;
  readonly openedBy: string;
  readonly openedAt: string;
  readonly seasonId?: string | null;
  readonly players: readonly RubberPlayer[];
  readonly seating: RubberSeating;
  readonly firstDealer: string;
  readonly variant: RubberTableVariant;
  readonly stake?: number | null;
  readonly rounding?: number;
  readonly partnershipChange?: PartnershipChange;
}

export interface RecordRubberDeal {
  readonly type: 'RecordRubberDeal';
  readonly entry: RubberTableDeal;
}

export interface CorrectRubberDeal {
  readonly type: 'CorrectRubberDeal';
  readonly rubber: number;
  readonly deal: number;
  readonly entry: RubberTableDeal;
  readonly correctedBy: string;
  readonly reason: string;
}

/**
 * Between rubbers: keep the seating, or change it by the table's setting (cut: the new seating
 * given, and who deals first if the cut says; otherwise the deal passes on clockwise).
 */
export interface StartNextRubber {
  readonly type: 'StartNextRubber';
  readonly seating?: RubberSeating;
  readonly firstDealer?: string;
}

export interface CloseRubberTable {
  readonly type: 'CloseRubberTable';
  readonly closedAt: string;
}

export type RubberTableCommand =
  OpenRubberTable | RecordRubberDeal | CorrectRubberDeal | StartNextRubber | CloseRubberTable;

const seatingSchema = z
  .object({ NS: z.tuple([idText, idText]), EW: z.tuple([idText, idText]), out: idText.nullable() })
  .strict();

/** A played deal as the table enters it (the schema checks shapes only; the decider the rules). */
export const playedRubberDealSchema = z
  .object({
    kind: z.literal('played'),
    dealer: idText,
    contract: z.object({
      level: z.number().int(),
      strain: z.enum(['C', 'D', 'H', 'S', 'NT']),
      doubling: z.enum(['', 'X', 'XX']),
    }),
    declarer: idText,
    tricks: z.number().int(),
    honours: z
      .object({ player: idText, holding: z.enum(['four-trump-honours', 'five-trump-honours', 'four-aces']) })
      .nullable(),
  })
  .strict();

export const rubberDealSchema = z.discriminatedUnion('kind', [
  playedRubberDealSchema,
  z.object({ kind: z.literal('passed-out'), dealer: idText }).strict(),
]);

const rubberTableCommandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('OpenRubberTable'),
      tableId: idText,
      clubId: idText,
      openedBy: idText,
      openedAt: z.string().min(1),
      seasonId: idText.nullable().optional(),
      players: z.array(z.object({ playerId: idText, name: nameText, memberId: idText.nullable() }).strict()),
      seating: seatingSchema,
      firstDealer: idText,
      variant: z.enum(['standard', 'czech-text-003', 'chicago']),
      stake: z.number().nullable().optional(),
      rounding: z.number().int().optional(),
      partnershipChange: z.enum(['cut', 'rotation']).optional(),
    })
    .strict(),
  z.object({ type: z.literal('RecordRubberDeal'), entry: rubberDealSchema }).strict(),
  z
    .object({
      type: z.literal('CorrectRubberDeal'),
      rubber: z.number().int().positive(),
      deal: z.number().int().positive(),
      entry: rubberDealSchema,
      correctedBy: idText,
      reason: nameText,
    })
    .strict(),
  z
    .object({ type: z.literal('StartNextRubber'), seating: seatingSchema.optional(), firstDealer: idText.optional() })
    .strict(),
  z.object({ type: z.literal('CloseRubberTable'), closedAt: z.string().min(1) }).strict(),
]);

export function parseRubberTableCommand(input: unknown): RubberTableCommand {
  return parseCommand('rubber table command', rubberTableCommandSchema, input) as RubberTableCommand;
}
