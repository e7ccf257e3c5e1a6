// The web project's shards (tools/vitest/test-shards.ts), on this repository's own test files: dealt
// by measured duration (tools/vitest/test-durations.ts) so that they end together.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { testFilesOf, PARTS } from '../../../tools/vitest/test-parts';
import { durationOf } from '../../../tools/vitest/test-durations';
import { dealByDuration, parseShard, shardFilesOf } from '../../../tools/vitest/test-shards';

const WEB = join(fileURLToPath(new URL('../../..', import.meta.url)), 'apps/web');
/** The site's shards: six, two at a time (nx.json), as tools/vitest/test-shards.ts explains. */
const SHARDS = 6;
const INDICES = Array.from({ length: SHARDS }, (_, i) => i + 1);

describe('test shards', () => {
  test("every test file of the project is in exactly one of its shards, each an nx target of the site's package", () => {
    const shards = INDICES.map((index) => shardFilesOf(WEB, { index, count: SHARDS }));
    const dealt = shards.flat();
    const all = PARTS.flatMap((part) => testFilesOf(WEB, part));
    expect(new Set(dealt).size).toBe(dealt.length);
    expect([...dealt].sort()).toEqual([...all].sort());
    // `npm test` runs the targets test, test-shard-2 … (tools/scripts/test.mjs): one per shard, no other.
    const scripts = (JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    for (const index of INDICES)
      expect(scripts[index === 1 ? 'test' : `test-shard-${index}`]).toBe(`TEST_SHARD=${index}/${SHARDS} vitest run`);
    expect(scripts[`test-shard-${SHARDS + 1}`]).toBeUndefined();
    const runner = readFileSync(join(WEB, '../../tools/scripts/test.mjs'), 'utf8');
    expect(runner).toContain(
      `'test ${INDICES.slice(1)
        .map((i) => `test-shard-${i}`)
        .join(' ')}'`,
    );
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
    const times = INDICES.map((index) =>
      shardFilesOf(WEB, { index, count: SHARDS }).reduce((ms, file) => ms + timeOf(file), 0),
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
