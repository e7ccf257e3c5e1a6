// @club/application/shapes: the site's use cases' input and output schemas and nothing else. They are
// pure (zod over the schemas of @club/bridge, @club/club and @club/events), so the API's procedures
// and the site's Next bundle import them without the application's I/O (SQLite, drizzle, BullMQ).
export * from './site/appeals-command-shapes';
export * from './site/club-page-shapes';
export * from './site/appeals-shapes';
export * from './site/director-command-shapes';
export * from './site/field-labels';
export * from './site/command-labels';
export * from './site/director-control-shapes';
export * from './site/director-live-board-shapes';
export * from './site/director-read-shapes';
export * from './site/league-file-shapes';
export * from './site/league-shapes';
export * from './site/member-admin-shapes';
export * from './site/member-language-shapes';
export * from './site/members-shapes';
export * from './site/open-session-shapes';
export * from './site/results-inputs';
export * from './site/results-shapes';
export * from './site/site-outcome';
export * from './site/rubber-shapes';
export * from './site/ulti-shapes';
export * from './site/league-review-shapes';
export * from './site/ulti-session-shapes';
export * from './site/ulti-evening-shapes';
export * from './site/ulti-history-shapes';
export * from './site/ulti-seated-shapes';
export * from './site/ulti-jury-shapes';
export * from './site/table-shapes';
export * from './site/hand-records-shapes';
export * from './site/federation-shapes';
