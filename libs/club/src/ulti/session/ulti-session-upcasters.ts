// Reading the session's version 1 events: they were written when a session was one round, so the
// deals, seating corrections and jury rulings they hold belong to round 1.
import type { UpcasterRegistry } from '@club/events';

const inRoundOne = (data: Readonly<Record<string, unknown>>) => ({ ...data, round: 1 });

/** Registers the session's upcasters on the club's registry. */
export function registerUltiSessionUpcasters(registry: UpcasterRegistry): UpcasterRegistry {
  return registry
    .register('UltiDealRecorded', 1, inRoundOne)
    .register('UltiSeatingCorrected', 1, inRoundOne)
    .register('UltiJuryRuling', 1, inRoundOne);
}
