// The site's readers over the read models (the API's ClubReader is their shape).
export * from './club-reader';
export * from './members';
export { dataVersion, withCachedReads } from './cached-reads';
// Area "results": members' results, replays, history, results lag.
export { DEFAULT_RESULTS_STALE_MS, resultsBehindWatch, resultsLagReader, resultsStaleAfterMs } from './results-lag';
export type { ResultsUseCases } from './results-use-cases';
export * from './results-shapes';
export * from './results-inputs';
export { cacheSubject } from './cache-subjects';
export { dataChanges, type DataChange, type DataChanges, type DataChangesOptions } from './data-changes';
export { directorReader, type DirectorReaderSet } from './director-reader';
export { directorCommands, type DirectorCommandSet } from './director-commands';
export { directorControl, type DirectorControlSet } from './director-control';
export { pendingRectification, type PendingRectification, type RectificationOption } from './director-rectification';
export { appealsSiteReader, type AppealsSiteReader } from './appeals-reader';
export { appealsSiteCommands, type AppealsSiteCommands } from './appeals-commands';
export type { SiteCommandOutcome, SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
// Area "league" (league admin): seasons, leagues and their tables; results files imported, recorded and exported.
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export type { LeagueUseCases } from './league-use-cases';
export type { PbnExport } from './league-export';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export * from './league-shapes';
export * from './league-file-shapes';
// Ulti (members): leagues, sessions, deals.
export * from './ulti-shapes';
export type { UltiUseCases } from './ulti-reader';
