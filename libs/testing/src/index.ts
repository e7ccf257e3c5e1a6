export { deciderSpec, matches, type DeciderSpec, type ErrorMatcher, type Then, type When } from './decider-spec';
export {
  projectionSpec,
  recorded,
  type DocumentProjection,
  type GivenEvent,
  type ProjectionSpec,
  type ProjectionThen,
} from './projection-spec';
export { callerSpec, type CallerSpec, type CallerThen } from './caller-spec';
export { parsedFirst } from './parsed-first';
export { RUTER_SCORE_COLUMNS, ruterBoardGame, ruterSpecialRowsFile } from './ruter-score-table';
export {
  AUCTION_3NT,
  DEAL_NORTH_DEALS,
  PLAY_TWO_TRICKS,
  TEAM_MATCH,
  TEAM_MATCH_SEGMENT,
  VUGRAPH,
  single,
} from './lin-files';
