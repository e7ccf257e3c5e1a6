// Commands of a table-board stream: opening the board, the bridge engine's own commands (calls,
// cards, claims, result entry: routed to @club/bridge unchanged), the 79A agreement, and the
// director's commands. Input from outside is parsed here; the error names the field.
import { z } from 'zod';
import { parseTableBoardCommand, SEATS, type FinalContract, type TableBoardCommand } from '@club/bridge';
import {
  isDirectorCommand,
  parseDirectorCommand,
  type DirectorCommand,
  type DirectorCommandInput,
} from '../director/director-commands';
import { parseCommand } from '../shared/parse-command';
import { isoTimeSchema } from '../shared/score-clock';

export const openTableBoardSchema = z.object({
  type: z.literal('OpenTableBoard'),
  sessionId: z.string().min(1),
  section: z.string().min(1),
  table: z.number().int().positive(),
  round: z.number().int().positive(),
  board: z.number().int().positive(),
  ns: z.string().min(1),
  ew: z.string().min(1),
  dealer: z.enum(SEATS),
  vulnerability: z.enum(['None', 'NS', 'EW', 'All']),
  deal: z.string().nullable(),
  edition: z.enum(['1997', '2007']).default('2007'),
  at: isoTimeSchema,
});

export const agreeTricksSchema = z.object({
  type: z.literal('AgreeTricks'),
  tricks: z.number().int().min(0).max(13),
  at: isoTimeSchema,
});

/** A table's second entry of a board with another result: a request to the director, not a result. */
export const requestResultCorrectionSchema = z.object({
  type: z.literal('RequestResultCorrection'),
  contract: z.custom<FinalContract>((v) => v === 'Pass' || (typeof v === 'object' && v !== null)),
  declarer: z.enum(SEATS).nullable(),
  tricks: z.number().int().min(0).max(13).nullable(),
  lead: z.string().nullable(),
  at: isoTimeSchema,
});

/** The director keeps the recorded result a table asked to change (the request's id, correctionRequestId). */
export const declineResultCorrectionSchema = z.object({
  type: z.literal('DeclineResultCorrection'),
  requestId: z.string().min(1),
  director: z.string().min(1).nullable(),
  reason: z.string().min(1).nullable(),
  at: isoTimeSchema,
});

export type OpenTableBoard = z.input<typeof openTableBoardSchema>;
export type AgreeTricks = z.output<typeof agreeTricksSchema>;
export type RequestResultCorrection = z.output<typeof requestResultCorrectionSchema>;
export type DeclineResultCorrection = z.output<typeof declineResultCorrectionSchema>;
export type ClubTableBoardCommand =
  | OpenTableBoard
  | AgreeTricks
  | RequestResultCorrection
  | DeclineResultCorrection
  | DirectorCommand
  | TableBoardCommand;
/** As written by a caller holding input (a test, an import): a director's command may leave its defaults out. */
export type ClubTableBoardCommandInput = Exclude<ClubTableBoardCommand, DirectorCommand> | DirectorCommandInput;

/** The command the decider takes: a director's command parsed once (its defaults filled in), any other as it is. */
export const clubTableBoardCommandOf = (input: ClubTableBoardCommandInput): ClubTableBoardCommand =>
  isDirectorCommand(input) ? parseDirectorCommand(input) : input;

export function parseClubTableBoardCommand(input: unknown): ClubTableBoardCommand {
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') throw new RangeError(`table-board command: field 'type': missing`);
  if (type === 'OpenTableBoard') return parseCommand(type, openTableBoardSchema, input);
  if (type === 'AgreeTricks') return parseCommand(type, agreeTricksSchema, input);
  if (type === 'RequestResultCorrection') return parseCommand(type, requestResultCorrectionSchema, input);
  if (type === 'DeclineResultCorrection') return parseCommand(type, declineResultCorrectionSchema, input);
  if (isDirectorCommand({ type })) return parseDirectorCommand(input);
  return parseTableBoardCommand(input);
}
