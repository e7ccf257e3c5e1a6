// The web project's shards (tools/vitest/test-shards.ts), on this repository's own test files.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { testFilesOf, PARTS } from '../../../tools/vitest/test-parts';
import { parseShard, shardFilesOf } from '../../../tools/vitest/test-shards';

const WEB = join(fileURLToPath(new URL('../../..', import.meta.url)), 'apps/web');

describe('test shards', () => {
  test('every test file of the project is in exactly one of three shards', () => {
    const shards = [1, 2, 3].map((index) => shardFilesOf(WEB, { index, count: 3 }));
    const dealt = shards.flat();
    const all = PARTS.flatMap((part) => testFilesOf(WEB, part));
    expect(new Set(dealt).size).toBe(dealt.length);
    expect([...dealt].sort()).toEqual([...all].sort());
  });
  test('the browser tests are spread evenly: no shard has two more than another', () => {
    const e2e = [1, 2, 3].map((index) => shardFilesOf(WEB, { index, count: 3 }, ['e2e']).length);
    expect(e2e.every((n) => n > 0)).toBe(true);
    expect(Math.max(...e2e) - Math.min(...e2e)).toBeLessThanOrEqual(1);
  });
  test('a bad setting is named', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(() => parseShard('4/3')).toThrow(/TEST_SHARD must be i\/n/);
    expect(() => parseShard('x')).toThrow(/got 'x'/);
  });
});
