export * from './kirkman';
export * from './verify-all-play-all';
export * from './all-play-all';
export * from './strength-order';
