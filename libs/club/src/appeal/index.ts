// Appeals (`appeal-<appealId>` streams), Laws 92–93: lodging in time, concurrence, routing,
// hearings, decisions, withdrawal, referral and further appeal.
export * from './appeal-events';
export * from './appeal-commands';
export * from './appeal-deadline';
export * from './appeal-concurrence';
export * from './appeal-routing';
export * from './appeal-laws';
export * from './appeal-state';
export * from './decide-appeal';
export * from './appeal-decider';
export * from './lodge-appeal-command';
