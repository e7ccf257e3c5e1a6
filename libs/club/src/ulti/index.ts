// Ulti sessions (ulti-session-<id> streams) and the competition rules of Ulti leagues.
export * from './competition/competition-rules';
export * from './session/ulti-session-events';
export * from './session/ulti-session-commands';
export * from './session/ulti-session-state';
export * from './session/score-sheet';
export * from './session/decide-ulti-session';
export * from './session/evolve-ulti-session';
export * from './session/ulti-session-decider';
export * from './demo/demo-ulti-league';
