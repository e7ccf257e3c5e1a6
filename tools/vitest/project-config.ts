// One vitest configuration for every project. Each run also writes a JSON report to
// .test-results/<project>.json so that `npm test` can print one total line for the whole suite.
// TEST_PART=unit|int|e2e runs one part of the project's tests (test-parts.ts; tools/scripts/test.mjs);
// TEST_SHARD=i/n one shard of them (test-shards.ts), with its own report.
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { PARTS, testFilesOf, type Part } from './test-parts';
import { parseShard, shardFilesOf } from './test-shards';

const project = basename(process.cwd());
const part = process.env['TEST_PART'];
if (part !== undefined && !(PARTS as readonly string[]).includes(part))
  throw new Error(`TEST_PART must be one of ${PARTS.join(', ')}, got '${part}'`);
const shardSetting = process.env['TEST_SHARD'];
const shard = shardSetting ? parseShard(shardSetting) : undefined;
const include = shard
  ? shardFilesOf(process.cwd(), shard, part ? [part as Part] : PARTS)
  : part
    ? testFilesOf(process.cwd(), part as Part)
    : ['src/**/*.test.ts', 'test/**/*.test.ts'];
const report = shard ? `${project}.shard-${shard.index}-of-${shard.count}` : project;

export default defineConfig({
  test: {
    include,
    // A project may have no test of a part (a pure library has no e2e tests), nor a shard.
    passWithNoTests: part !== undefined || shard !== undefined,
    reporters: ['default', 'json'],
    outputFile: { json: `../../.test-results/${report}.json` },
    testTimeout: 30_000,
    // The programs a test starts (`club demo`, a worker) solve no deals unless it asks: the DDS
    // solver takes most of a demo seeding's time. The run's shared demo club is seeded with it on
    // (tools/scripts/test-demo-club.mjs); libs/double-dummy's tests call the solver themselves.
    env: { CLUB_DOUBLE_DUMMY: 'off' },
    // The test files of a project share one module graph: importing the libraries once per worker
    // instead of once per file takes a library's run from ~30 s to ~6 s. No test here replaces a
    // module or changes its state; a project whose tests do (apps/web) turns isolation back on.
    isolate: false,
  },
});
