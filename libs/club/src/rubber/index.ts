// Rubber tables (rubbertable-<id> streams): an evening of rubbers at one table, its sheet and settlement.
export * from './rubber-table-events';
export * from './rubber-table-commands';
export * from './rubber-table-upcasters';
export * from './rubber-table-state';
export * from './rubber-table-score';
export * from './rotation';
export * from './settlement';
export * from './decide-rubber-table';
export * from './evening';
