// Laws 79C and 92B: the right to appeal a ruling expires a period (default 30 minutes, set per
// tournament) after the official score was made available for inspection. The deadline itself is
// the one stored in OfficialScoreMadeAvailable (spec §10.10). The deadline instant is inside the
// period (an appeal lodged exactly at it is in time), as for every deadline of the club (isAfter).
import { refuse } from '../shared/refuse';
import { addMinutes, isAfter } from '../shared/score-clock';
import type { AppealPublication } from './appeal-commands';

/** Refuses an appeal lodged after the deadline, with a message stating the deadline and how it was set. */
export function assertAppealInTime(lodgedAt: string, publication: AppealPublication | null): void {
  // Before publication the window is open and the deadline is not yet known (spec §8.9).
  if (publication === null || !isAfter(lodgedAt, publication.appealDeadline)) return;
  const minutes = publication.appealPeriodMinutes;
  const start = addMinutes(publication.appealDeadline, -minutes);
  // By default the clock runs from the first publication; a republication names the first one.
  const first = Date.parse(start) !== Date.parse(publication.availableAt) ? 'first ' : '';
  const [lodged, deadline, from] = clockTimes([lodgedAt, publication.appealDeadline, start]);
  refuse(
    'out-of-time',
    `appeal lodged at ${lodged} is out of time: the deadline was ${deadline} (official score ${first}made available ${from} + ${minutes} min, Law 92B)`,
    {
      lodgedAt,
      appealDeadline: publication.appealDeadline,
    },
  );
}

/** UTC clock times, with the date when they do not share one and milliseconds when any has them. */
export function clockTimes(isos: readonly string[]): string[] {
  const texts = isos.map((iso) => new Date(iso).toISOString());
  const sameDay = texts.every((t) => t.slice(0, 10) === texts[0]!.slice(0, 10));
  const millis = texts.some((t) => !t.endsWith('.000Z'));
  return texts.map((t) => `${sameDay ? '' : `${t.slice(0, 10)} `}${t.slice(11, millis ? 23 : 19)}`);
}
