// The running Ulti sessions a member is seated in: which table of which round, so the /ulti page
// leads a score-keeper to his sheet. The API validates ulti.mySeats with this schema.
import { z } from 'zod';

export const ultiSeatsSchema = z.array(
  z.object({ sessionId: z.string(), round: z.number().int(), table: z.number().int() }),
);
export type UltiSeats = z.output<typeof ultiSeatsSchema>;
