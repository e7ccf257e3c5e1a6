// The site's readers over the read models (the API's ClubReader is their shape).
export * from './club-reader';
export * from './members';
export { dataVersion, withCachedReads } from './cached-reads';
export {
  DEFAULT_RESULTS_STALE_MS,
  resultsBehindWatch,
  resultsLagReader,
  resultsStaleAfterMs,
  type ResultsLag,
} from './results-lag';
export { cacheSubject } from './cache-subjects';
export { dataChanges, type DataChange, type DataChanges, type DataChangesOptions } from './data-changes';
export { directorReader, type DirectorReaderSet } from './director-reader';
export { directorCommands, type DirectorCommandSet } from './director-commands';
export { directorControl, type DirectorControlSet } from './director-control';
export { pendingRectification, type PendingRectification, type RectificationOption } from './director-rectification';
// appeals: the committee's list, case, hearings and decisions (shapes once, here; the API parses with them)
export { appealsSiteReader } from './appeals-reader';
export { appealsSiteCommands } from './appeals-commands';
export type { AppealsUseCases } from './appeals-use-cases';
export {
  APPEAL_STATUSES,
  appealCaseSchema,
  appealSummarySchema,
  type AppealCase,
  type AppealSummary,
} from './appeals-shapes';
export {
  appealBodySchema,
  decideAppealInput,
  recordHearingInput,
  scheduleHearingInput,
  type AppealDecision,
  type HearingRecord,
  type HearingSchedule,
} from './appeals-command-shapes';
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export { siteCommandOutcomeSchema, siteRefusalSchema, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export type { RecordImportOutcome } from './league-import-record';
