// The web project's shards (tools/vitest/test-shards.ts), on this repository's own test files: dealt
// by measured duration (tools/vitest/test-durations.ts) so that they end together.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { testFilesOf, PARTS } from '../../../tools/vitest/test-parts';
import { durationOf } from '../../../tools/vitest/test-durations';
import { dealByDuration, parseShard, shardFilesOf } from '../../../tools/vitest/test-shards';

const WEB = join(fileURLToPath(new URL('../../..', import.meta.url)), 'apps/web');

describe('test shards', () => {
  test('every test file of the project is in exactly one of four shards', () => {
    const shards = [1, 2, 3, 4].map((index) => shardFilesOf(WEB, { index, count: 4 }));
    const dealt = shards.flat();
    const all = PARTS.flatMap((part) => testFilesOf(WEB, part));
    expect(new Set(dealt).size).toBe(dealt.length);
    expect([...dealt].sort()).toEqual([...all].sort());
  });
  test('the longest file goes first, each to the shard with the least time so far', () => {
    const files = [
      { file: 'a', ms: 3 },
      { file: 'b', ms: 5 },
      { file: 'c', ms: 3 },
      { file: 'd', ms: 4 },
      { file: 'e', ms: 3 },
    ];
    // b (5) and d (4) open the shards; the 3s go to the lesser: d's, then b's, then d's again.
    expect(dealByDuration(files, 2)).toEqual([
      ['b', 'c'],
      ['d', 'a', 'e'],
    ]);
    expect(dealByDuration(files, 1)).toEqual([['b', 'd', 'a', 'c', 'e']]);
    expect(dealByDuration([{ file: 'a', ms: 1 }], 3)).toEqual([['a'], [], []]);
  });
  test("the web project's shards differ by less than its longest file", () => {
    const all = PARTS.flatMap((part) => testFilesOf(WEB, part).map((file) => ({ file, part })));
    const timeOf = (file: string) => durationOf(WEB, file, all.find((f) => f.file === file)!.part);
    const times = [1, 2, 3, 4].map((index) =>
      shardFilesOf(WEB, { index, count: 4 }).reduce((ms, file) => ms + timeOf(file), 0),
    );
    const longest = Math.max(...all.map((f) => timeOf(f.file)));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(longest);
  });
  test('a bad setting is named', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(() => parseShard('4/3')).toThrow(/TEST_SHARD must be i\/n/);
    expect(() => parseShard('x')).toThrow(/got 'x'/);
  });
});
