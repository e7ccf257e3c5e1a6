// `npm run bench`: every project's `bench` script, one after another so that figures are not
// disturbed by each other. Each prints JSON lines, each with a ratio to a baseline from the same run.
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
const only = process.argv.slice(2);
const projects = only.length > 0 ? `-p ${only.join(',')}` : '';
try {
  run(`npx nx run-many -t bench ${projects} --parallel=1 --output-style=stream --skip-nx-cache`);
} catch {
  process.exit(1);
}
