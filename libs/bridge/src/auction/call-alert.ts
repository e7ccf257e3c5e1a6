// An alerted call (Law 40B: a partnership's special agreement disclosed to the opponents): the alert
// itself and, when one was given, the explanation. Recorded with the call, shown with the auction.
import { freeText } from '@club/events';
import { z } from 'zod';

export interface CallAlert {
  /** The explanation as given (a LIN `an` text, a bidding pad's note); null when only alerted. */
  readonly explanation: string | null;
}

export const callAlertSchema = z.object({ explanation: freeText.nullable() }).strict();
