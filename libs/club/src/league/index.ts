// Seasons and leagues (`season-<id>`, `league-<id>` streams) with their ranking rules.
export * from './league-events';
export * from './league-commands';
export * from './season-decider';
export * from './league-decider';
