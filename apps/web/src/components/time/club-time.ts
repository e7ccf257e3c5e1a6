// Times as the club reads them: an instant (ISO, as stored) written in the club's time zone
// (CLUB_TIME_ZONE) in the viewer's locale style (his browser's Accept-Language), and the value of a
// datetime-local input (a wall-clock time without a zone) read as a time in the club's zone. Pure:
// the server renders and the browser hydrates the same text from the same zone and locale.

import { acceptedTags, languageOf } from '../../i18n/accept-language';

/** The club's zone and the viewer's locale: what every time on a page is written with. */
export interface ClubClock {
  readonly timeZone: string;
  readonly locale: string;
}

/** datetime: date and time to the minute; date: the day only; day-month: a chart's short label. */
export type TimeStyle = 'datetime' | 'date' | 'day-month';

/** The locale when the browser names none the runtime knows. */
export const FALLBACK_LOCALE = 'en-GB';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  'day-month': { day: 'numeric', month: 'numeric' },
};

// Building a format is slow next to using it: one per (locale, zone, style), kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return found;
}

/** The viewer's locale from an Accept-Language header: the most preferred tag the runtime supports. */
export function localeOf(acceptLanguage: string | null | undefined): string {
  for (const tag of acceptedTags(acceptLanguage)) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // not a language tag: the next one
    }
  }
  return FALLBACK_LOCALE;
}

/**
 * The locale times are written in on a page in `language`: the browser's own style when it asks
 * for that language ('hu-HU' on a Hungarian page), else the language's own ('en-GB' for English,
 * as with no header): a page in Czech chosen on a Hungarian browser writes its times the Czech way.
 */
export function clockLocaleOf(language: string, acceptLanguage: string | null | undefined): string {
  const styles = [localeOf(acceptLanguage), FALLBACK_LOCALE];
  return styles.find((tag) => languageOf(tag) === language) ?? language;
}

/** An instant in the club's zone and the viewer's style; text that is not an instant is shown as it is. */
export function formatInstant(iso: string, clock: ClubClock, style: TimeStyle = 'datetime'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return format(clock.locale, clock.timeZone, STYLES[style]).format(ms);
}

// An instant as the log and the deciders write it (2026-11-16T21:30:00.000Z, or with an offset).
const INSTANT_IN_TEXT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

// A calendar day on its own (2026-01-01, not the start of an instant).
const DAY_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b(?!T\d)/g;

/** A message (a refusal's or a warning's words) with every instant and day in it written as the club reads it. */
export function timesInText(text: string, clock: ClubClock): string {
  return text
    .replace(INSTANT_IN_TEXT, (iso) => formatInstant(iso, clock))
    .replace(DAY_IN_TEXT, (day) => formatDay(day, clock.locale));
}

/** A calendar day (YYYY-MM-DD: a season's first day) in the viewer's style; it has no zone. */
export function formatDay(day: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return format(locale, 'UTC', STYLES.date).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** The wall-clock time in the zone at an instant, as milliseconds of a UTC date with the same fields. */
function wallClock(ms: number, timeZone: string): number {
  const parts = format('en-US', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const seconds = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return seconds + (((ms % 1000) + 1000) % 1000);
}

/** The zone's offset from UTC at an instant, in milliseconds (Budapest in winter: +3 600 000). */
export function offsetAt(ms: number, timeZone: string): number {
  return wallClock(ms, timeZone) - ms;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value of a datetime-local input showing the instant in the zone (YYYY-MM-DDTHH:mm). */
export function localValueOf(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const wall = new Date(wallClock(ms, timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** Today's date in the zone (YYYY-MM-DD). */
export function todayIn(timeZone: string, now: Date): string {
  return localValueOf(now.toISOString(), timeZone).slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * The instant a datetime-local value (YYYY-MM-DDTHH:mm[:ss]) names in the zone, as ISO (UTC), or
 * null when it is not a real date and time. A wall-clock time the clocks skip (the spring gap) is
 * read with the offset before the change, so it lands as far after the gap as it was into it
 * (02:30 on the morning clocks go from 02:00 to 03:00 is 03:30); one that happens twice (the
 * autumn fold) is the earlier. These are the rules of the browsers' Temporal ("compatible").
 */
export function instantOfLocal(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(wall);
  // Date.UTC rolls 31 February over to March: such a value is not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const fits = [before, after].filter((t) => wallClock(t, timeZone) === wall).sort((a, b) => a - b);
  return new Date(fits[0] ?? before).toISOString();
}
