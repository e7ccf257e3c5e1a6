// What the body hearing an appeal (the committee, or the session's director as chief director:
// appeal-bench.ts) does through the site: schedule a hearing, record it with notes, decide (a varied or overturned ruling's new adjusted score goes onto the board). Each runs the
// appeal decider through executeAppealCommand / decideAppealAndAdjust with the typed command (the
// input was validated at the API's edge; the decider checks the rules); a refusal (Law 93B3, a
// hearing not held, bad input) comes back as its message, so the caller can show it as it is.
import { decideAppealAndAdjust, executeAppealCommand } from '../appeal/appeal-area';
import type { Club } from '../club';
import type { AppealsUseCases } from './appeals-use-cases';
import { appealActor, appealAttempt, lodgedAppeal } from './appeals-attempt';
import type { SiteActor } from './site-actor';
import { type AppealBench, benchRole } from './appeal-bench';
import type { AppealBody } from '@club/club';

/** The commanding half of the appeals use cases. */
export type AppealsSiteCommands = Pick<AppealsUseCases, 'scheduleHearing' | 'recordHearing' | 'decideAppeal'>;

export function appealsSiteCommands(
  club: Pick<Club, 'store' | 'execute' | 'settle'>,
  now: () => string = () => new Date().toISOString(),
): AppealsSiteCommands {
  // The page that follows reads the read models: the attempt brings them up to date first.
  const attempt = appealAttempt(club);
  /** The caller as the body the input names, on a known appeal (refused when he is not that body). */
  const bench = (appealId: string, body: AppealBody, by: SiteActor & AppealBench) =>
    appealActor(by, benchRole(body, lodgedAppeal(club, appealId).sessionId, by));
  return {
    scheduleHearing: (appealId, input, by) =>
      attempt(async () => {
        const actor = bench(appealId, input.body, by);
        await executeAppealCommand(
          club,
          appealId,
          { type: 'ScheduleHearing', ...input, panel: [...input.panel], at: now() },
          actor,
        );
      }),
    recordHearing: (appealId, input, by) =>
      attempt(async () => {
        const actor = bench(appealId, input.body, by);
        await executeAppealCommand(
          club,
          appealId,
          {
            type: 'RecordHearing',
            ...input,
            attendees: [...input.attendees],
            evidenceRefs: [...input.evidenceRefs],
            at: now(),
          },
          actor,
        );
      }),
    decideAppeal: (appealId, input, by) =>
      attempt(async () => {
        const actor = bench(appealId, input.body, by);
        const at = now();
        await decideAppealAndAdjust(club, appealId, { type: 'DecideAppeal', ...input, at }, at, actor);
      }),
  };
}
