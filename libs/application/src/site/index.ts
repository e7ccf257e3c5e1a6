// The site's use cases (SiteUseCases: what the API's procedures call) and each area's shapes.
export { createSiteUseCases, type SiteUseCases, type SiteUseCasesOptions } from './site-use-cases';
// members (slice: plumbing): who is a member and the roles he holds
export * from './members-shapes';
export * from './hand-records-shapes';
export { directoryOf, nameOfWith, personOfWith, type MemberLookup } from './member-names';
export {
  activeMemberGrants,
  createMembersReader,
  demoRoleHolders,
  type DemoRoleHolder,
  type DemoRoleHolderOptions,
  type MembersUseCases,
} from './members';
// club administrator: adding, editing, deactivating members
export * from './member-admin-shapes';
export { memberAdminUseCases, type AccountHolder, type MemberAdminUseCases } from './member-admin';
export * from './member-language-shapes';
export { memberLanguageUseCases, type MemberLanguageUseCases } from './member-language';
export { memberIdFor } from './member-id-for';
export { dataVersion, withCachedReads } from './cached-reads';
// table entry's checks: a result far from the field's, confirmed by the players (issue 14)
export { flagsDecision, flagsFor, type FlagsDecision } from './result-flags';
// Area "results": members' results, replays, history, results lag.
export { DEFAULT_RESULTS_STALE_MS, resultsBehindWatch, resultsLagReader, resultsStaleAfterMs } from './results-lag';
export type { ResultsUseCases } from './results-use-cases';
export type { HandRecordsDocument, HandRecordsUseCases } from './hand-records';
export { renderHandRecordsPdf, type HandRecordBoard, type HandRecordSheet } from './hand-records-pdf';
export * from './results-shapes';
export * from './results-inputs';
export { clubPageReader, type ClubPageUseCases } from './club-page';
export * from './club-page-shapes';
export { cacheSubject } from './cache-subjects';
export { dataChanges, type DataChange, type DataChanges, type DataChangesOptions } from './data-changes';
// director, commands: the use cases (DirectorCommandUseCases) and their input and output schemas
export { directorCommands, type DirectorCommandUseCases } from './director-commands';
export type { SiteActor } from './site-actor';
export * from './director-command-shapes';
export * from './open-session-shapes';
// appeals: lodging and the steps after it; the committee's list, case, hearings and decisions (shapes once, here; the API parses with them)
export { appealsSiteReader } from './appeals-reader';
export { appealsSiteCommands } from './appeals-commands';
export { appealLodging, type AppealLodgingUseCases, type LodgedOutcome } from './appeals-lodging';
export { appealSteps, type AppealStepUseCases } from './appeals-steps';
export { appealableBoardReader } from './appeals-board-reader';
export type { AppealsUseCases } from './appeals-use-cases';
export { caseForReader, type SeesDeliberation } from './appeal-deliberation';
export type { AppealBench } from './appeal-bench';
export {
  APPEAL_STATUSES,
  appealCaseSchema,
  appealSummarySchema,
  appealableBoardSchema,
  appealableBoardViewSchema,
  type AppealableBoardView,
  appealCaseViewSchema,
  appealViewerSchema,
  type AppealableBoard,
  type AppealCase,
  type AppealSummary,
} from './appeals-shapes';
export {
  appealBodySchema,
  authorityDecisionInput,
  concurInput,
  decideAppealInput,
  finalizeAppealInput,
  furtherAppealInput,
  lodgeAppealForPlayerInput,
  lodgeAppealInput,
  recordHearingInput,
  referAppealInput,
  rejectAppealInput,
  routeAppealInput,
  scheduleHearingInput,
  withdrawAppealInput,
  type AppealDecision,
  type HearingRecord,
  type HearingSchedule,
} from './appeals-command-shapes';
export { siteCommandOutcomeSchema, siteRefusalSchema, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
export { SITE_REFUSAL_CODES, type SiteRefusalCode } from './site-refusal';
// Area "league" (league admin): seasons, leagues and their tables; results files imported, recorded and exported.
export { leagueSiteReader, rankingRuleText, type LeagueSiteReader } from './league-reader';
export { leagueSiteCommands, type LeagueSiteCommands } from './league-commands';
export type { LeagueUseCases } from './league-use-cases';
export type { PbnExport } from './league-export';
export { IMPORT_PLAN_CODES, type ImportPlanCode } from './league-import-plan';
export * from './league-shapes';
export * from './league-file-shapes';
export * from './league-review-shapes';
export { leagueReviewUseCases, type LeagueReviewUseCases } from './league-import-review';
export { suggestMembers, type MatchReason, type MemberSuggestion } from './league-import-matching';
// Ulti (members): leagues, sessions, deals.
export * from './ulti-shapes';
export type { UltiUseCases } from './ulti-reader';
export type { UltiHistoryUseCases } from './ulti-history';
export type { UltiSeatsUseCases } from './ulti-seated';
export { rubberSiteUseCases, seasonOn, type RubberSiteUseCases } from './rubber-site';
// Director, reads and control: the use cases and the shapes the API takes and serves.
export { directorReader, type DirectorReadUseCases } from './director-reader';
export { directorControl, type DirectorControlUseCases } from './director-control';
export { pendingRectification } from './director-rectification';
export {
  directorDeskSchema,
  directorPublicationSchema,
  directorSessionInputSchema,
  directorSessionSchema,
  directorSlotSchema,
  flaggedResultSchema,
  resultLineSchema,
  scorePreviewInputSchema,
  scorePreviewSchema,
  vulnerabilitySchema,
  type DirectorDesk,
  type DirectorSession,
  type DirectorSessionInput,
  type DirectorSlot,
  type FlaggedResult,
  type ResultLine,
  type ScorePreview,
  type ScorePreviewInput,
} from './director-read-shapes';
export {
  liveTableBoardSchema,
  pendingRectificationSchema,
  rectificationOptionSchema,
  type ChoiceKind,
  type LiveTableBoard,
  type PendingRectification,
  type RectificationOption,
} from './director-live-board-shapes';
export {
  assessPenaltyInputSchema,
  authorizeLateCorrectionInputSchema,
  lateCorrectionAuthorizedSchema,
  penaltyAssessedSchema,
  rectifiedSchema,
  rectifyInputSchema,
  roundInputSchema,
  roundMarkedSchema,
  sessionClosedSchema,
  type AssessPenaltyInput,
  type AuthorizeLateCorrectionInput,
  type LateCorrectionAuthorized,
  type PenaltyAssessed,
  type Rectified,
  type RectifyInput,
  type RoundInput,
  type RoundMarked,
  type SessionClosedAt,
} from './director-control-shapes';
// Ulti evenings: the organiser's, score-keepers' and jury's commands (the site's procedures come later)
export { ultiSessionSiteCommands, type UltiSessionUseCases } from './ulti-session-commands';
export { ultiStrengthRanking } from './ulti-strength-ranking';
export * from './ulti-session-shapes';
export * from './ulti-history-shapes';
export * from './ulti-seated-shapes';
export * from './ulti-evening-shapes';
export * from './ulti-jury-shapes';
export { ULTI_JURY_CASES, rulingRowsOf, ultiJuryUseCases, type UltiJuryUseCases } from './ulti-jury';
export {
  eveningOf,
  scoreSheetOf,
  ultiDealPreview,
  ultiEveningUseCases,
  type UltiEveningUseCases,
} from './ulti-evening';
export { tableUseCases, type TableUseCases } from './table-use-cases';
export * from './table-shapes';
// the federation's views across the clubs of a PostgreSQL database, and which clubs it holds
export * from './federation-shapes';
export {
  clubsOfDatabase,
  openFederationViews,
  type FederationViews,
  type OpenedFederationViews,
} from './federation-views';
