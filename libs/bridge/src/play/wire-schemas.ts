// zod schemas for the values play and claim commands carry from outside (a table device, a file).
import { z } from 'zod';
import { parseCommand } from '@club/events';
import { SUITS, isCard, type Card } from '../cards/card';
import { SEATS } from '../table/seat';

export const seatSchema = z.enum(SEATS, { error: (issue) => `'${String(issue.input)}' is not a seat (N, E, S, W)` });
export const suitSchema = z.enum(SUITS, { error: (issue) => `'${String(issue.input)}' is not a suit (S, H, D, C)` });
export const cardSchema = z.custom<Card>((value) => typeof value === 'string' && isCard(value), {
  error: (issue) => `'${String(issue.input)}' is not a card of the pack (suit S/H/D/C then rank AKQJT98765432)`,
});
export const trickCountSchema = z.number().int().min(0).max(13);

/** Parses with `schema`; a failure is an 'invalid-command' refusal naming the command, the field and the problem. */
export const parseWith = parseCommand;
