'use client';
// A time as the club reads it: in the club's zone (named on hover), in the viewer's style, and
// machine-readable in <time>. A server and a browser whose ICU data differ in a space keep the
// server's text (suppressHydrationWarning), never a failed hydration.
import { formatDay, formatInstant, timesInText, type TimeStyle } from './club-time';
import { useClubClock } from './clock-context';

export function When({ at, style = 'datetime' }: { at: string; style?: TimeStyle }) {
  const clock = useClubClock();
  return (
    <time dateTime={at} title={clock.timeZone} suppressHydrationWarning>
      {formatInstant(at, clock, style)}
    </time>
  );
}

/** A calendar day (a season's first and last day): no zone. */
export function Day({ on }: { on: string }) {
  const { locale } = useClubClock();
  return (
    <time dateTime={on} suppressHydrationWarning>
      {formatDay(on, locale)}
    </time>
  );
}

/** A time as bare text, where an element cannot stand (an SVG label). */
export function WhenText({ at, style = 'datetime' }: { at: string; style?: TimeStyle }) {
  return formatInstant(at, useClubClock(), style);
}

/** A message (a refusal's words) with the instants in it written in the club's zone and the viewer's style. */
export function TimesInText({ text }: { text: string }) {
  return timesInText(text, useClubClock());
}
