// What a person types for the bridge concepts (a seat, a card, a contract, a call, a result),
// validated once at the edge with the shared text caps: the API's procedure inputs compose these,
// and the deciders get them typed. Each refusal names what a good value looks like.
import { codeText } from '@club/events';
import { z } from 'zod';
import type { Card } from '../cards/card';
import { STRAINS } from '../contract/contract';
import { seatSchema, trickCountSchema } from '../play/wire-schemas';

/** A contract as text: 'Pass', or level, strain and X/XX (4S, 3NTX); parseContract reads it. */
export const contractTextSchema = codeText
  .min(1)
  .regex(/^(Pass|[1-7](C|D|H|S|NT)(X|XX)?)$/i, "a contract is 'Pass' or level, strain and X/XX, e.g. 4S, 3NTX");

/** A card of the pack as text (SA, HT). */
export const cardTextSchema = codeText
  .regex(/^[SHDC][AKQJT98765432]$/, 'a card is a suit letter S/H/D/C and a rank AKQJT98765432, e.g. SA, HT')
  .transform((text) => text as Card);

/**
 * A call a person enters (Law 18A): a bid from one to seven (a level spoken above seven comes
 * only from the engine's record, Law 38).
 */
export const callInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Pass') }),
  z.object({ kind: z.literal('Double') }),
  z.object({ kind: z.literal('Redouble') }),
  z.object({ kind: z.literal('Bid'), level: z.number().int().min(1).max(7), strain: z.enum(STRAINS) }),
]);

/** A table's result: the contract, its declarer and tricks (null when passed out). */
export const resultInputSchema = z.object({
  contract: contractTextSchema,
  declarer: seatSchema.nullable(),
  tricks: trickCountSchema.nullable(),
});

/** A result as the table scorer enters it, with the opening lead if he has it. */
export const enteredResultInputSchema = resultInputSchema.extend({ lead: cardTextSchema.optional() });
