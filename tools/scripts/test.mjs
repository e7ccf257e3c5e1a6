// `npm test`: install if needed, lint and check the formatting, type-check the workspace once
// (tools/scripts/typecheck.mjs, not each project's own `typecheck`), test every project through nx,
// and close with one line that totals the whole suite. `npm run test:unit|test:int|test:e2e`
// (this script with the part as argument) run one part of every project's tests (tools/vitest/test-parts.ts),
// without lint, format check or type-check.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setPriority } from 'node:os';
import { ensureInstalled, root, run } from './ensure-install.mjs';
import { ensureProgramBundles } from './program-bundles.mjs';
import { ensureSiteBuilt } from './site-build.mjs';
import { seedTestDemoClub } from './test-demo-club.mjs';

const part = process.argv[2];
if (part !== undefined && !['unit', 'int', 'e2e'].includes(part))
  throw new Error(`usage: node tools/scripts/test.mjs [unit|int|e2e], got '${part}'`);
ensureInstalled();
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });

// Lint (import boundaries and cycles included) and formatting first: a failure fails the run, but
// the tests still run, so that one run reports everything. Both run beside the site's build and the
// demo club's seeding (each mostly one core), their output kept in a file and shown when they end.
const checks = part ? [] : ['lint', 'format:check'].map((script) => startCheck(script));

// The browser tests and the start test serve the built site: build it once here, so that
// projects tested in parallel never race to build it.
let failed = false;
// Every part starts the CLI, most the site or the worker: their bundles first (seconds; fresh ones are kept).
await ensureProgramBundles((line) => console.log(`[test] ${line}`));
// A slow project splits its tests into shards, each its own target (apps/web; tools/vitest/test-shards.ts).
const TEST_TARGETS = 'test test-shard-2 test-shard-3 test-shard-4 test-shard-5 test-shard-6';
// The whole run type-checks apps/web (tools/scripts/typecheck.mjs): Next's build then skips its own pass.
// Only the build sees the setting: the club's programs warn of a CLUB_ setting they do not know.
if (part === undefined) process.env.CLUB_BUILD_TYPES = 'skip';
if ((part === undefined || part === 'e2e') && (await ensureSiteBuilt()) === 'failed') failed = true;
delete process.env.CLUB_BUILD_TYPES;
const demoClub = part === 'unit' ? undefined : seedTestDemoClub(results);
const failedChecks = [];
for (const check of checks) if (!(await check.ended)) failedChecks.push(check.script);
if (failedChecks.length > 0) failed = true;
// The type-check (`npm run typecheck`: every file once, in two programs; each project's own
// `typecheck` target would re-check the libraries it imports) runs beside the tests at a lower
// priority: it takes the cores the tests leave idle, and their timeouts are not squeezed.
const typecheck = part ? undefined : startCheck('typecheck', { lowPriority: true });
try {
  run(`npx nx run-many -t ${TEST_TARGETS} --output-style=stream --skip-nx-cache`, {
    ...(part ? { TEST_PART: part } : {}),
    ...(demoClub ? { CLUB_TEST_DEMO_CLUB: demoClub } : {}),
  });
} catch {
  failed = true;
}
if (typecheck && !(await typecheck.ended)) {
  failedChecks.push(typecheck.script);
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
if (failedChecks.length > 0) console.log(`failed checks: ${failedChecks.join(', ')}`);
process.exit(failed || failures > 0 ? 1 : 0);

function safeList(dir) {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

/** `npm run <script>` in the background, its output to a file; `ended` says whether it passed, after showing the output. */
function startCheck(script, { lowPriority = false } = {}) {
  const log = join(results, `${script.replace(':', '-')}.log`);
  mkdirSync(results, { recursive: true });
  const out = openSync(log, 'w');
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', out, out] });
  if (lowPriority) setPriority(child.pid, 10);
  const ended = new Promise((done) =>
    child.once('exit', (code) => {
      closeSync(out);
      process.stdout.write(readFileSync(log, 'utf8'));
      if (code !== 0) console.log(`[test] npm run ${script} failed (exit ${code})`);
      done(code === 0);
    }),
  );
  return { script, ended };
}
