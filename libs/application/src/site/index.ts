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
// director, commands: the use cases (DirectorCommandUseCases) and their input and output schemas
export { directorCommands, type DirectorActor, type DirectorCommandUseCases } from './director-commands';
export * from './director-command-shapes';
export * from './open-session-shapes';
export { directorControl, type DirectorControlSet } from './director-control';
export { pendingRectification, type PendingRectification, type RectificationOption } from './director-rectification';
export { appealsSiteReader, type AppealsSiteReader } from './appeals-reader';
export { appealsSiteCommands, type AppealsSiteCommands } from './appeals-commands';
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export type { SiteCommandOutcome, SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export type { RecordImportOutcome } from './league-import-record';
