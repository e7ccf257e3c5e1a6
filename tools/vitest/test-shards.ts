// A slow project's tests split into shards that nx runs as separate targets, in parallel with each
// other and with the other projects (apps/web: `test`, `test-shard-2` … `test-shard-6`), so that the
// browser tests are not one long serial run at the end of the suite. TEST_SHARD=i/n picks shard i.
// Six, with nx running two targets at a time (nx.json; three at a time made the browser tests time
// out on two cores): the site's shards come last (nx starts the projects others depend on first),
// and six equal ones end as three equal pairs.
// Files are dealt by their measured duration (test-durations.ts), longest first, each to the shard
// with the least time so far: the shards end together, so the slowest is as short as it can be.
// (Dealt by count, one shard got the three slowest browser files and ran minutes after the others.)
// A file is in exactly one shard; the dealing depends only on the file names and the table.
import { durationOf } from './test-durations';
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

/** Files with their durations (ms) dealt into `count` shards, longest first to the least loaded (ties: the lower shard). */
export function dealByDuration(files: readonly { file: string; ms: number }[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ ms: 0, files: [] as string[] }));
  const longestFirst = [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
  for (const { file, ms } of longestFirst) {
    const least = shards.reduce((best, shard) => (shard.ms < best.ms ? shard : best));
    least.files.push(file);
    least.ms += ms;
  }
  return shards.map((shard) => shard.files);
}

/** The test files (relative to the project) of one shard, of the given parts (default: all). */
export function shardFilesOf(projectDir: string, shard: Shard, parts: readonly Part[] = PARTS): string[] {
  const files = parts.flatMap((part) =>
    testFilesOf(projectDir, part).map((file) => ({ file, ms: durationOf(projectDir, file, part) })),
  );
  return dealByDuration(files, shard.count)[shard.index - 1]!;
}
