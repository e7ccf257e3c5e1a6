// Reading a rubber table's version 1 events: NextRubberStarted did not name a first dealer, so the
// deal passed on clockwise from the last dealer (null says that).
import type { UpcasterRegistry } from '@club/events';

/** Registers the rubber table's upcasters on the club's registry. */
export function registerRubberTableUpcasters(registry: UpcasterRegistry): UpcasterRegistry {
  return registry.register('NextRubberStarted', 1, (data: Readonly<Record<string, unknown>>) => ({
    ...data,
    firstDealer: null,
  }));
}
