// @club/club: see README.md
export * from './ulti';
export * from './shared';
export * from './club';
export * from './league';
export * from './session';
export * from './table-board';
export * from './director';
