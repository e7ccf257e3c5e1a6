export * from './movement';
export * from './mitchell';
export * from './room-square';
export * from './howell';
export * from './phantom';
export * from './team-match';
export * from './validate-movement';
export * from './recorded-movement';
