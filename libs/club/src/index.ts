// @club/club: see README.md
export * from './ulti';
