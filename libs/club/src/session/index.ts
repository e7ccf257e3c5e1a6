// Bridge sessions (`session-<sessionId>` streams): schedule, rounds, publication of the official score.
export * from './session-setup';
export * from './session-events';
export * from './session-commands';
export * from './build-movement';
export * from './movement-description';
export * from './recorded-movement';
export * from './session-state';
export * from './session-incomplete';
export * from './decide-session';
export * from './session-decider';
export * from './round-started';
export * from './review-imported-players';
export * from './session-upcasters';
export * from './table-entry';
