// `npm test`: install if needed, then type-check and test every project through nx.
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
try {
  run('npx nx run-many -t typecheck test --output-style=stream --skip-nx-cache');
} catch {
  process.exit(1);
}
