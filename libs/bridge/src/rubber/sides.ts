// The two sides in the order a score sheet lists them.
import type { Side } from '../table/seat';

export const SIDES_IN_ORDER: readonly Side[] = ['NS', 'EW'];
