// Club, members and roles (`club-<clubId>` streams).
export * from './club-roles';
export * from './club-events';
export * from './club-commands';
export * from './club-state';
export * from './decide-club';
export * from './club-decider';
