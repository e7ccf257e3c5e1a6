// A slow project's tests split into shards that nx runs as separate targets, in parallel with each
// other and with the other projects (apps/web: `test`, `test-shard-2`, `test-shard-3`), so that the
// browser tests are not one long serial run at the end of the suite. TEST_SHARD=i/n picks shard i.
// Files are dealt round-robin within each part, browser tests first, so that every shard gets its
// share of the slow ones; a file is in exactly one shard.
import { PARTS, testFilesOf, type Part } from './test-parts';

export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** 'i/n' → the shard, or an error naming the setting. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`TEST_SHARD must be i/n with 1 <= i <= n, got '${text}'`);
  return { index, count };
}

/** The test files (relative to the project) of one shard, of the given parts (default: all). */
export function shardFilesOf(projectDir: string, shard: Shard, parts: readonly Part[] = PARTS): string[] {
  const slowFirst = [...parts].sort((a, b) => PARTS.indexOf(b) - PARTS.indexOf(a));
  const dealt = slowFirst.flatMap((part) => testFilesOf(projectDir, part).sort());
  return dealt.filter((_, i) => i % shard.count === shard.index - 1);
}
