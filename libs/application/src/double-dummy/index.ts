// `@club/application/double-dummy`: loaded only by the programs that solve deals (never by the site).
export * from './double-dummy-services';
