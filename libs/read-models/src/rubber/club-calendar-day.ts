// The day on the club's calendar of an instant: a table opened at 00:30 on 1 December in Budapest
// is December's, though UTC still says 30 November; one opened at 21:00 on 31 October in New York
// is October's, though UTC already says November. The ladder's months and years go by it.

const days = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of the instant in the IANA zone (the club's CLUB_TIME_ZONE). */
export function clubCalendarDay(iso: string, timeZone: string): string {
  let format = days.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    days.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
