// Commands for one board at one table from outside: routed by `type` to the auction's, the
// play's or the claim machine's schema, or the result-only entry.
import { z } from 'zod';
import { parseAuctionCommand } from '../auction';
import { parseClaimCommand } from '../claim/claim-command-schema';
import { parseContract } from '../contract/contract';
import { parsePlayCommand } from '../play/play-command-schema';
import { confirmedFlagsSchema } from '../score/result-flag-schema';
import { cardSchema, parseWith, seatSchema, trickCountSchema } from '../play/wire-schemas';
import { isClaimCommand, isPlayCommand, type EnterResult, type TableBoardCommand } from './table-board-message';

const enterResultSchema = z.object({
  type: z.literal('EnterResult'),
  contract: z.string().transform((text, ctx) => {
    try {
      return parseContract(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  declarer: seatSchema.nullable(),
  tricks: trickCountSchema.nullable(),
  lead: cardSchema.optional(),
  confirmedFlags: confirmedFlagsSchema.optional(),
});

export function parseTableBoardCommand(input: unknown): TableBoardCommand {
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') throw new RangeError(`table-board command: field 'type': missing`);
  const probe = { type } as TableBoardCommand;
  if (type === 'EnterResult') return parseWith('result entry', enterResultSchema, input) as EnterResult;
  if (isPlayCommand(probe)) return parsePlayCommand(input);
  if (isClaimCommand(probe)) return parseClaimCommand(input);
  return parseAuctionCommand(input);
}
