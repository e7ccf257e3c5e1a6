export * from './double-dummy-solver';
export * from './double-dummy-job';
export * from './play-analysis-job';
export * from './table-play-projection';
