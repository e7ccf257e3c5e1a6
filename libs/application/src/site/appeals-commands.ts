// What the appeals committee does through the site: schedule a hearing, record it with notes,
// decide (a varied or overturned ruling's new adjusted score goes onto the board). Each runs the
// appeal decider through executeAppealCommand / decideAppealAndAdjust with the typed command (the
// input was validated at the API's edge; the decider checks the rules); a refusal (Law 93B3, a
// hearing not held, bad input) comes back as its message, so the caller can show it as it is.
import { decideAppealAndAdjust, executeAppealCommand } from '../appeal/appeal-area';
import type { Club } from '../club';
import type { AppealsUseCases } from './appeals-use-cases';
import { appealActor, appealAttempt, lodgedAppeal } from './appeals-attempt';
import type { SiteActor } from './site-actor';

/** The commanding half of the appeals use cases. */
export type AppealsSiteCommands = Pick<AppealsUseCases, 'scheduleHearing' | 'recordHearing' | 'decideAppeal'>;

export function appealsSiteCommands(
  club: Pick<Club, 'store' | 'execute' | 'settle'>,
  now: () => string = () => new Date().toISOString(),
): AppealsSiteCommands {
  // The page that follows reads the read models: the attempt brings them up to date first.
  const attempt = appealAttempt(club);
  const known = (appealId: string) => void lodgedAppeal(club, appealId);
  const committee = (by: SiteActor) => appealActor(by, 'appeals-committee');
  return {
    scheduleHearing: (appealId, input, by) =>
      attempt(() => {
        known(appealId);
        executeAppealCommand(
          club,
          appealId,
          { type: 'ScheduleHearing', ...input, panel: [...input.panel], at: now() },
          committee(by),
        );
      }),
    recordHearing: (appealId, input, by) =>
      attempt(() => {
        known(appealId);
        executeAppealCommand(
          club,
          appealId,
          {
            type: 'RecordHearing',
            ...input,
            attendees: [...input.attendees],
            evidenceRefs: [...input.evidenceRefs],
            at: now(),
          },
          committee(by),
        );
      }),
    decideAppeal: (appealId, input, by) =>
      attempt(() => {
        known(appealId);
        const at = now();
        decideAppealAndAdjust(club, appealId, { type: 'DecideAppeal', ...input, at }, at, committee(by));
      }),
  };
}
