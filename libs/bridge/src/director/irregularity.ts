// An irregularity is a fact the engine notices (a revoke, an insufficient bid...). It is recorded,
// never refused, and puts the board in "director required" until a rectification is recorded.
import type { Seat } from '../table/seat';

export interface Irregularity {
  /** Law reference, e.g. `27`, `31A`, `64B4`. */
  readonly law: string;
  readonly offender: Seat;
  /** Machine-readable kind, e.g. `insufficient-bid`, `call-out-of-rotation`, `revoke`. */
  readonly kind: string;
  /** Position of the offending action in its stream (call index, card index), when there is one. */
  readonly at?: number;
}
