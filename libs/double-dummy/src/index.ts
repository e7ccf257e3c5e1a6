export * from './load-double-dummy';
export * from './dd-table';
export * from './play-analysis';
export * from './dds-par';
export * from './double-dummy-error';
