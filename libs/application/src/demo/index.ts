export { DEMO_CLUB_ID, DEMO_TIME_ZONE } from './demo-club-id';
export { seedDemoClub, DEMO_ULTI_LEAGUE, type DemoClubOptions, type DemoClubSeed } from './demo-club';
export {
  DEMO_APPEAL_STAGES,
  seedDemoAppeal,
  type DemoAppealCase,
  type DemoAppealOptions,
  type DemoAppealStage,
} from './demo-appeal';
export { summarizeDemoClub, formatDemoSummary, type DemoClubSummary, type DemoSessionWinners } from './demo-summary';
export { withDemoClock } from './demo-clock';
export { seedDemoRubberEvening, DEMO_RUBBER_TABLE } from './demo-rubber';
export { seedDemoChicagoTable, DEMO_CHICAGO_TABLE } from './demo-chicago';
export { DEMO_TABLE_ENTRY_SESSION } from './demo-table-entry';
export { demoResultsFile, type DemoResultsFileOptions } from './demo-results-file';
