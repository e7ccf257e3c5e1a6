// Reading a rubber table's version 1 events. NextRubberStarted did not name a first dealer, so the
// deal passed on clockwise from the last dealer (null says that). RubberTableOpened stored a guest's
// name with the guest word of the opener's page ("Gus (guest)", "Gus (host)"…); from version 2 a
// guest is a player with no memberId and the page adds the word in its own language, so a version 1
// guest's name reads without it.
import type { UpcasterRegistry } from '@club/events';

/** The guest word the site's five languages wrote after a guest's name before version 2 (en, cs, sk, bs, hu). */
export const OLD_GUEST_SUFFIXES = [' (guest)', ' (host)', ' (hosť)', ' (gost)', ' (vendég)'] as const;

/** A guest's name without a trailing guest word of any language; a name that is only the word stays. */
export function withoutGuestWord(name: string): string {
  const suffix = OLD_GUEST_SUFFIXES.find((s) => name.endsWith(s) && name.length > s.length);
  return suffix ? name.slice(0, -suffix.length) : name;
}

interface OpenedV1 {
  readonly players?: readonly { readonly name: string; readonly memberId: string | null }[];
}

const guestsByName = (data: OpenedV1) => ({
  ...data,
  players: (data.players ?? []).map((p) => (p.memberId === null ? { ...p, name: withoutGuestWord(p.name) } : p)),
});

/** Registers the rubber table's upcasters on the club's registry. */
export function registerRubberTableUpcasters(registry: UpcasterRegistry): UpcasterRegistry {
  return registry
    .register('NextRubberStarted', 1, (data: Readonly<Record<string, unknown>>) => ({ ...data, firstDealer: null }))
    .register('RubberTableOpened', 1, guestsByName);
}
