// The appeals committee's use cases through the site: read every appeal and one case; schedule a
// hearing, record it, decide. Inputs are the edge schemas' parsed output (appeals-command-shapes).
import type { AppealDecision, HearingRecord, HearingSchedule } from './appeals-command-shapes';
import type { AppealCase, AppealSummary } from './appeals-shapes';
import type { SiteCommandOutcome } from './site-outcome';

export interface AppealsUseCases {
  appeals(): AppealSummary[];
  appealCase(appealId: string): AppealCase | undefined;
  scheduleHearing(appealId: string, input: HearingSchedule): Promise<SiteCommandOutcome>;
  recordHearing(appealId: string, input: HearingRecord): Promise<SiteCommandOutcome>;
  decideAppeal(appealId: string, input: AppealDecision): Promise<SiteCommandOutcome>;
}
