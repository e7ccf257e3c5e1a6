// One vitest configuration for every project. Each run also writes a JSON report to
// .test-results/<project>.json so that `npm test` can print one total line for the whole suite.
// TEST_PART=unit|int|e2e runs one part of the project's tests (test-parts.ts; tools/scripts/test.mjs).
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { PARTS, testFilesOf, type Part } from './test-parts';

const project = basename(process.cwd());
const part = process.env['TEST_PART'];
if (part !== undefined && !(PARTS as readonly string[]).includes(part))
  throw new Error(`TEST_PART must be one of ${PARTS.join(', ')}, got '${part}'`);

export default defineConfig({
  test: {
    include: part ? testFilesOf(process.cwd(), part as Part) : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A project may have no test of a part (a pure library has no e2e tests).
    passWithNoTests: part !== undefined,
    reporters: ['default', 'json'],
    outputFile: { json: `../../.test-results/${project}.json` },
    testTimeout: 30_000,
    // The test files of a project share one module graph: importing the libraries once per worker
    // instead of once per file takes a library's run from ~30 s to ~6 s. No test here replaces a
    // module or changes its state; a project whose tests do (apps/web) turns isolation back on.
    isolate: false,
  },
});
