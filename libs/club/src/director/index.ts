// The director on a table-board stream: calls, findings, rulings, adjusted scores, procedural
// penalties, score corrections (Laws 12, 79C, 81–85, 90).
export * from './adjustment';
export * from './director-events';
export * from './director-commands';
export * from './ruling-schema';
export * from './adjusted-score-input';
export * from './correction-gate';
export * from './decide-director';
