// The site's readers over the read models (the API's ClubReader is their shape).
export * from './club-reader';
// members (slice: plumbing): who is a member and the roles he holds
export { clubMemberSchema, type ClubMember } from './members-shapes';
export {
  createMembersReader,
  demoRoleHolders,
  type DemoRoleHolder,
  type DemoRoleHolderOptions,
  type MembersUseCases,
} from './members';
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
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export type { SiteCommandOutcome, SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export type { RecordImportOutcome } from './league-import-record';
