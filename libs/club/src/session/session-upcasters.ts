// Reading a bridge session's version 1 schedule: its guests were names only; version 2 keeps each
// guest as `{ name, federationId? }`, so a version 1 guest reads as a name without a federation id.
import type { UpcasterRegistry } from '@club/events';

interface ScheduledV1 {
  readonly entrants?: readonly { readonly guests?: readonly string[] }[];
}

const guestsAsRecords = (data: ScheduledV1) => ({
  ...data,
  entrants: (data.entrants ?? []).map((e) => (e.guests ? { ...e, guests: e.guests.map((name) => ({ name })) } : e)),
});

/** Registers the session's upcasters on the club's registry. */
export function registerSessionUpcasters(registry: UpcasterRegistry): UpcasterRegistry {
  return registry.register('SessionScheduled', 1, guestsAsRecords);
}
