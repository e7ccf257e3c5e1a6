// How every appeal step through the site runs: a refusal (the decider's or the site's) comes back
// as its outcome; a recorded step brings the read models up to date before the page reads them.
import { appealStreamId, type AppealLodged } from '@club/club';
import { eventOf } from '@club/events';
import type { CommandMetadata } from '@club/event-store';
import type { Club } from '../club';
import type { SiteActor } from './site-actor';
import { refuseSite } from './site-refusal';
import { refusedBy, type SiteRefusal } from './site-outcome';

export function appealAttempt(club: Pick<Club, 'settle'>) {
  return async <Answer extends object = object>(
    run: () => Answer | void | Promise<Answer | void>,
  ): Promise<SiteRefusal | ({ ok: true } & Answer)> => {
    let answer: Answer | void;
    try {
      answer = await run();
    } catch (error) {
      return refusedBy(error);
    }
    await club.settle();
    return { ok: true, ...(answer ?? ({} as Answer)) };
  };
}

/** The appeal as lodged; refuses an appeal that does not exist. */
export function lodgedAppeal(club: Pick<Club, 'store'>, appealId: string): AppealLodged {
  const first = club.store.readStream(appealStreamId(appealId))[0];
  if (!first) refuseSite('appeal-unknown', `appeal '${appealId}' does not exist`, { appealId });
  return eventOf<AppealLodged>(first);
}

/** Who took an appeal step, as the event's metadata records him. */
export const appealActor = (by: SiteActor, role: string): CommandMetadata => ({
  actor: { id: by.memberId, role },
});
