// `npm test`: install if needed, then type-check and test every project through nx, and close
// with one line that totals the whole suite. `npm run test:unit|test:int|test:e2e` (this script with
// the part as argument) run one part of every project's tests (tools/vitest/test-parts.ts), no type-check.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './ensure-install.mjs';
import { ensureSiteBuilt } from './site-build.mjs';

const part = process.argv[2];
if (part !== undefined && !['unit', 'int', 'e2e'].includes(part)) throw new Error(`usage: node tools/scripts/test.mjs [unit|int|e2e], got '${part}'`);
ensureInstalled();
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });

// The browser tests and the start test serve the built site: build it once here, so that
// projects tested in parallel never race to build it.
let failed = part !== undefined && part !== 'e2e' ? false : (await ensureSiteBuilt()) === 'failed';
try {
  run(`npx nx run-many -t ${part ? 'test' : 'typecheck test'} --output-style=stream --skip-nx-cache`, part ? { TEST_PART: part } : {});
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
process.exit(failed || failures > 0 ? 1 : 0);

function safeList(dir) {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}
