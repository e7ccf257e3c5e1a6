// The appeals use cases through the site: a member lodges (or a director for him), the steps after
// it (concurrence, routing, rejection, withdrawal, referral, further appeal, finality); the
// committee reads every appeal and one case, schedules a hearing, records it, decides. Inputs are the edge schemas' parsed output (appeals-command-shapes).
import type { AppealDecision, HearingRecord, HearingSchedule } from './appeals-command-shapes';
import type { AppealableBoard, AppealCase, AppealSummary } from './appeals-shapes';
import type { AppealLodgingUseCases } from './appeals-lodging';
import type { AppealStepUseCases } from './appeals-steps';
import type { SiteCommandOutcome } from './site-outcome';
import type { SiteActor } from './site-actor';
import type { AppealBench } from './appeal-bench';
import type { SeesDeliberation } from './appeal-deliberation';

export interface AppealsUseCases extends AppealLodgingUseCases, AppealStepUseCases {
  /** A board's rulings per table, with the session's Law 92B deadline, before lodging an appeal. */
  appealableBoard(sessionId: string, board: number): AppealableBoard | undefined;
  appeals(): AppealSummary[];
  /** One case as its reader may read it (appeal-deliberation.ts): without the hearing notes unless he deliberates. */
  appealCase(appealId: string, seesDeliberation?: SeesDeliberation): AppealCase | undefined;
  /** The body named in the input hears: the committee, or the session's director as chief director (appeal-bench.ts). */
  scheduleHearing(appealId: string, input: HearingSchedule, by: SiteActor & AppealBench): Promise<SiteCommandOutcome>;
  recordHearing(appealId: string, input: HearingRecord, by: SiteActor & AppealBench): Promise<SiteCommandOutcome>;
  decideAppeal(appealId: string, input: AppealDecision, by: SiteActor & AppealBench): Promise<SiteCommandOutcome>;
}
