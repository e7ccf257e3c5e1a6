// Bridge projections and derived results (see libs/club/docs/bridge.md).
export * from './session-document';
export * from './session-projection';
export * from './awaits-confirmation';
export * from './session-view';
export * from './player-projection';
export * from './league-projection';
export * from './session-leagues-projection';
export * from './director-session-projection';
export * from './session-board-results';
export * from './session-results';
export { adjustedScoreParts, type AdjustedScorePart } from './adjusted-score-text';
export * from './traveller-row';
export * from './procedural-penalties';
export * from './individual-results';
export * from './board-status';
export * from './session-status';
export * from './board-secrecy';
export * from './scorecard';
export * from './player-history';
export * from './league-ranking';
export * from './results-job';
export * from './league-job';
export * from './double-dummy';

import { bridgeDirectorSessionProjection } from './director-session-projection';
import { doubleDummyJob, playAnalysisJob, tablePlayProjection } from './double-dummy';
import { bridgeLeagueJob } from './league-job';
import { bridgeLeagueProjection } from './league-projection';
import { bridgePlayerProjection } from './player-projection';
import { bridgeResultsJob } from './results-job';
import { bridgeSessionLeaguesProjection } from './session-leagues-projection';
import { bridgeSessionProjection, tableBoardProjection } from './session-projection';

/** Every bridge projection and job kind, as the application registry lists them. */
export const BRIDGE_PROJECTIONS = [
  bridgeSessionProjection,
  tableBoardProjection,
  bridgePlayerProjection,
  bridgeLeagueProjection,
  bridgeSessionLeaguesProjection,
  bridgeDirectorSessionProjection,
  tablePlayProjection,
] as const;
export const BRIDGE_JOB_KINDS = [bridgeResultsJob, bridgeLeagueJob, doubleDummyJob, playAnalysisJob] as const;
