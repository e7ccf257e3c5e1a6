'use client';
// The club's zone and the viewer's locale, given once by the layout (from the settings and the
// request's Accept-Language) to every component below it, so the server's render and the
// browser's hydration write every time alike.
import { createContext, useContext, type ReactNode } from 'react';
import { FALLBACK_LOCALE, type ClubClock } from './club-time';

const ClockContext = createContext<ClubClock>({ timeZone: 'UTC', locale: FALLBACK_LOCALE });

export function ClockProvider({ clock, children }: { clock: ClubClock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClubClock(): ClubClock {
  return useContext(ClockContext);
}
