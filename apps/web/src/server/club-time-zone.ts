// The club's time zone, shared by server.ts (which resolves CLUB_TIME_ZONE) with the Next bundle
// (whose pages write times in it), as the services are (./services.ts).
const TIME_ZONE_KEY = Symbol.for('club.web.timeZone');

/** The machine's own zone: the default of CLUB_TIME_ZONE (a club's own computer is set to the club's). */
export const machineTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the pages use: the one server.ts set, else the machine's. */
export function clubTimeZone(): string {
  const found = (globalThis as Record<symbol, unknown>)[TIME_ZONE_KEY];
  return typeof found === 'string' ? found : machineTimeZone();
}

/** For server.ts, once at start. */
export function setClubTimeZone(timeZone: string): void {
  (globalThis as Record<symbol, unknown>)[TIME_ZONE_KEY] = timeZone;
}
