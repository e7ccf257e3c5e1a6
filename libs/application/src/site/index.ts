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
export { appealsSiteReader, type AppealsSiteReader } from './appeals-reader';
export { appealsSiteCommands, type AppealsSiteCommands } from './appeals-commands';
export type { SiteCommandOutcome, SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
// league admin: seasons, leagues and their tables; results files imported, recorded and exported
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export type { LeagueUseCases } from './league-use-cases';
export type { PbnExport } from './league-export';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export {
  addSessionInputSchema,
  createLeagueInputSchema,
  leagueIdText,
  leagueSummarySchema,
  leagueTableInputSchema,
  leagueTableSchema,
  openSeasonInputSchema,
  seasonSummarySchema,
  type AddSessionInput,
  type CreateLeagueInput,
  type LeagueSummary,
  type LeagueTable,
  type OpenSeasonInput,
  type SeasonSummary,
} from './league-shapes';
export {
  exportPbnInputSchema,
  importedBoardSchema,
  importFileInputSchema,
  importProblemSchema,
  importProgressInputSchema,
  importProgressSchema,
  importRecordingSchema,
  importStartedSchema,
  pbnFileSchema,
  recordImportInputSchema,
  recordImportOutputSchema,
  type ImportedBoard,
  type ImportProblem,
  type ImportProgress,
  type ImportRecording,
  type PbnFile,
  type RecordImportOutcome,
  type RecordImportRequest,
} from './league-file-shapes';
