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
export * from './draw/kirkman';
export * from './draw/verify-all-play-all';
export * from './draw/all-play-all';
export * from './draw/strength-order';
export * from './session/ulti-session-upcasters';
export * from './draw/fewest-repeats';
export * from './draw/meeting-report';
export * from './draw/table-sizes';
