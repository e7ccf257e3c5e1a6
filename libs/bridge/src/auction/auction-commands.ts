// Commands to the auction decider, with zod schemas for input coming from outside.
import { z } from 'zod';
import { parseCommand } from '@club/events';
import { SEATS, type Seat } from '../table/seat';
import { callSchema, type Call } from './call';
import { callAlertSchema, type CallAlert } from './call-alert';
import type { Chooser } from './auction-events';
import type { Rectification } from './rectification';

export type AuctionCommand =
  | {
      readonly type: 'MakeCall';
      readonly seat: Seat;
      readonly call: Call;
      /** The call was alerted (with its explanation, when given). */
      readonly alert?: CallAlert;
    }
  | {
      readonly type: 'Rectify';
      /** The call sequence number of the irregularity being ruled on (guards against stale rulings). */
      readonly irregularityAt: number;
      /** One of `rulingOptions(state)`, e.g. `27A`, `27B2`, `29B`, `36B`, or `director`. */
      readonly option: string;
      readonly chosenBy: Chooser;
      /** The offender's substitute call, for options that need one (27B…). */
      readonly replacement?: Call;
      /** Only for the `director` option: the director's own rectifications and law references. */
      readonly rectifications?: readonly Rectification[];
      readonly laws?: readonly string[];
    };

const seatSchema = z.enum(SEATS);

/** Parses commands from outside (the director's tablet, a file); rectification lists are checked by the decider. */
export const auctionCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MakeCall'), seat: seatSchema, call: callSchema, alert: callAlertSchema.optional() }),
  z.object({
    type: z.literal('Rectify'),
    irregularityAt: z.number().int().min(0),
    option: z.string().min(1),
    chosenBy: z.union([seatSchema, z.literal('director')]),
    replacement: callSchema.optional(),
    rectifications: z.array(z.looseObject({ kind: z.string() })).optional(),
    laws: z.array(z.string().min(1)).optional(),
  }),
]);

export function parseAuctionCommand(input: unknown): AuctionCommand {
  return parseCommand('auction command', auctionCommandSchema, input) as AuctionCommand;
}
