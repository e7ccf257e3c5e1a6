// One vitest configuration for every project. Each run also writes a JSON report to
// .test-results/<project>.json so that `npm test` can print one total line for the whole suite.
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';

const project = basename(process.cwd());

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: `../../.test-results/${project}.json` },
    testTimeout: 30_000,
  },
});
