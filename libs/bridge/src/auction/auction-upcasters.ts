// Reading an auction's version 1 events: a call was recorded without its alert, so none is known.
import type { UpcasterRegistry } from '@club/events';

/** The auction's event types past version 1. */
export const AUCTION_EVENT_VERSIONS = { CallMade: 2 } as const;

/** Registers the auction's upcasters on a registry (the club's). */
export function registerAuctionUpcasters(registry: UpcasterRegistry): UpcasterRegistry {
  return registry.register('CallMade', 1, (data: Readonly<Record<string, unknown>>) => ({ ...data, alert: null }));
}
