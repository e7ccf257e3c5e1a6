export * from './stream-ids';
export * from './refuse';
export * from './score-clock';
export * from './parse-command';
export * from './name-limit';
export * from './refusal-codes';
export * from './federation-id';
