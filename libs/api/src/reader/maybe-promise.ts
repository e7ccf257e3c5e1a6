/** A reader may answer synchronously (SQLite) or asynchronously. */
export type MaybePromise<T> = T | Promise<T>;
