// Table-board streams (`tableboard-<sessionId>-<section>-<table>-<board>`).
export * from './recorded-result';
export * from './table-board-events';
export * from './table-board-commands';
export * from './table-board-stream-state';
export * from './decide-table-board-stream';
export * from './table-board-stream-decider';
export * from './on-table-board';
