// `npm test`: install if needed, lint and check the formatting, then type-check and test every
// project through nx, and close with one line that totals the whole suite. `npm run test:unit|test:int|test:e2e`
// (this script with the part as argument) run one part of every project's tests (tools/vitest/test-parts.ts),
// without lint, format check or type-check.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './ensure-install.mjs';
import { ensureSiteBuilt } from './site-build.mjs';
import { seedTestDemoClub } from './test-demo-club.mjs';

const part = process.argv[2];
if (part !== undefined && !['unit', 'int', 'e2e'].includes(part))
  throw new Error(`usage: node tools/scripts/test.mjs [unit|int|e2e], got '${part}'`);
ensureInstalled();
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });

// Lint (import boundaries and cycles included) and formatting first: a failure fails the run, but
// the tests still run, so that one run reports everything.
const checks = [];
for (const script of part ? [] : ['lint', 'format:check']) {
  try {
    run(`npm run --silent ${script}`);
  } catch {
    checks.push(script);
  }
}

// The browser tests and the start test serve the built site: build it once here, so that
// projects tested in parallel never race to build it.
let failed = checks.length > 0;
// A slow project splits its tests into shards, each its own target (apps/web; tools/vitest/test-shards.ts).
const TEST_TARGETS = 'test test-shard-2 test-shard-3 test-shard-4 test-shard-5 test-shard-6';
if ((part === undefined || part === 'e2e') && (await ensureSiteBuilt()) === 'failed') failed = true;
const demoClub = part === 'unit' ? undefined : seedTestDemoClub(results);
try {
  run(`npx nx run-many -t ${part ? TEST_TARGETS : `typecheck ${TEST_TARGETS}`} --output-style=stream --skip-nx-cache`, {
    ...(part ? { TEST_PART: part } : {}),
    ...(demoClub ? { CLUB_TEST_DEMO_CLUB: demoClub } : {}),
  });
} catch {
  failed = true;
}

let passed = 0;
let failures = 0;
let skipped = 0;
for (const file of safeList(results)) {
  const report = JSON.parse(readFileSync(join(results, file), 'utf8'));
  passed += report.numPassedTests;
  failures += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`\n${part ? `${part} ` : ''}tests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
if (checks.length > 0) console.log(`failed before the tests: ${checks.join(', ')}`);
process.exit(failed || failures > 0 ? 1 : 0);

function safeList(dir) {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}
