// Times in the club's zone, in the viewer's style: a winter and a summer instant in the same zone
// differ by the zone's summer hour; two locales write the same instant each in its own way; a
// datetime-local value in the spring gap or the autumn fold is read as the browsers' Temporal does.
import { describe, expect, test } from 'vitest';
import {
  formatDay,
  formatInstant,
  instantOfLocal,
  localeOf,
  localValueOf,
  offsetAt,
  timesInText,
  todayIn,
} from '../src/components/time/club-time';

const prague = (locale: string) => ({ timeZone: 'Europe/Prague', locale });
// Intl separates an en-US time from its AM/PM with a narrow no-break space; tests read plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('an instant in the club zone', () => {
  test('winter: Prague is UTC+1', () => {
    expect(formatInstant('2026-01-15T17:30:00.000Z', prague('en-GB'))).toBe('15 Jan 2026, 18:30');
    expect(offsetAt(Date.parse('2026-01-15T17:30:00Z'), 'Europe/Prague')).toBe(3_600_000);
  });

  test('summer: Prague is UTC+2', () => {
    expect(formatInstant('2026-07-15T17:30:00.000Z', prague('en-GB'))).toBe('15 Jul 2026, 19:30');
    expect(offsetAt(Date.parse('2026-07-15T17:30:00Z'), 'Europe/Prague')).toBe(7_200_000);
  });

  test('two locales write the same instant in their own style', () => {
    const at = '2026-11-16T18:05:00Z';
    expect(formatInstant(at, prague('en-GB'))).toBe('16 Nov 2026, 19:05');
    expect(plain(formatInstant(at, prague('en-US')))).toBe('Nov 16, 2026, 7:05 PM');
    expect(formatInstant(at, prague('hu-HU'))).toBe('2026. nov. 16. 19:05');
  });

  test('the day is the club zone’s: late evening in New York is the next day in UTC', () => {
    const at = '2026-11-17T03:00:00Z';
    expect(formatInstant(at, { timeZone: 'America/New_York', locale: 'en-GB' }, 'date')).toBe('16 Nov 2026');
    expect(formatInstant(at, { timeZone: 'UTC', locale: 'en-GB' }, 'date')).toBe('17 Nov 2026');
    expect(formatInstant(at, { timeZone: 'America/New_York', locale: 'de-DE' }, 'day-month')).toBe('16.11.');
    expect(todayIn('America/New_York', new Date(at))).toBe('2026-11-16');
  });

  test('text that is not an instant is shown as it is', () => {
    expect(formatInstant('', prague('en-GB'))).toBe('');
    expect(formatInstant('soon', prague('en-GB'))).toBe('soon');
    expect(localValueOf('soon', 'Europe/Prague')).toBe('');
  });

  test('a refusal names its deadline in the club zone, not as the log writes it', () => {
    expect(
      timesInText(
        'the correction period ended at 2026-11-16T22:00:00.000Z (made available at 2026-11-16T21:30:00Z; now 2026-11-16T23:30:00+01:00)',
        prague('en-GB'),
      ),
    ).toBe(
      'the correction period ended at 16 Nov 2026, 23:00 (made available at 16 Nov 2026, 22:30; now 16 Nov 2026, 23:30)',
    );
    expect(timesInText('board 2026-11 of 3, no time here', prague('en-GB'))).toBe('board 2026-11 of 3, no time here');
  });

  test('a calendar day has no zone: the same day in every zone', () => {
    expect(formatDay('2026-09-01', 'en-GB')).toBe('1 Sept 2026');
    expect(formatDay('2026-09-01', 'hu-HU')).toBe('2026. szept. 1.');
    expect(formatDay('someday', 'en-GB')).toBe('someday');
  });
});

describe('a datetime-local value in the club zone', () => {
  test('winter and summer: the same wall clock is a different UTC time', () => {
    expect(instantOfLocal('2026-01-15T18:30', 'Europe/Prague')).toBe('2026-01-15T17:30:00.000Z');
    expect(instantOfLocal('2026-07-15T18:30', 'Europe/Prague')).toBe('2026-07-15T16:30:00.000Z');
    expect(localValueOf('2026-07-15T16:30:00.000Z', 'Europe/Prague')).toBe('2026-07-15T18:30');
    expect(instantOfLocal('2026-07-15T18:30:15', 'Europe/Prague')).toBe('2026-07-15T16:30:15.000Z');
  });

  test('the spring gap: 02:30 on 29 March 2026 does not happen in Prague and is read as 03:30', () => {
    const at = instantOfLocal('2026-03-29T02:30', 'Europe/Prague');
    expect(at).toBe('2026-03-29T01:30:00.000Z');
    expect(localValueOf(at!, 'Europe/Prague')).toBe('2026-03-29T03:30');
    // Either side of the gap is as written.
    expect(instantOfLocal('2026-03-29T01:59', 'Europe/Prague')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOfLocal('2026-03-29T03:00', 'Europe/Prague')).toBe('2026-03-29T01:00:00.000Z');
  });

  test('the autumn fold: 02:30 on 25 October 2026 happens twice in Prague and is read as the first', () => {
    expect(instantOfLocal('2026-10-25T02:30', 'Europe/Prague')).toBe('2026-10-25T00:30:00.000Z');
    expect(localValueOf('2026-10-25T01:30:00.000Z', 'Europe/Prague')).toBe('2026-10-25T02:30');
  });

  test('every minute of a year round-trips outside the gap (New York, its own dates of change)', () => {
    const zone = 'America/New_York';
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 91 * 60_000) {
      const iso = new Date(t).toISOString();
      const local = localValueOf(iso, zone);
      const back = instantOfLocal(local, zone)!;
      // In the fold the earlier of the two instants is the one read back.
      expect(Date.parse(back) === t || Date.parse(back) === t - 3_600_000, `${iso} → ${local} → ${back}`).toBe(true);
    }
  });

  test('a value that is not a date and time is refused', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-01-15T24:00', '2026-01-15 18:30', '2026-01-15'])
      expect(instantOfLocal(bad, 'Europe/Prague'), bad).toBeNull();
  });
});

describe('the viewer locale from Accept-Language', () => {
  test('the most preferred supported tag', () => {
    expect(localeOf('hu-HU,hu;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hu-HU');
    expect(localeOf('en;q=0.5, de-AT')).toBe('de-AT');
    expect(localeOf('*;q=1, fr;q=0.2')).toBe('fr');
  });

  test('no header, or none usable: the fallback', () => {
    expect(localeOf(undefined)).toBe('en-GB');
    expect(localeOf('')).toBe('en-GB');
    expect(localeOf('not a tag!!, x;q=0')).toBe('en-GB');
  });
});
