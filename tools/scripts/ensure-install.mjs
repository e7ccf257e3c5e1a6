// Installs dependencies when a clone has none yet, or when the lockfile changed since the last
// install, so that `npm start` and `npm test` each work alone on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (!stale) return;
  console.log('[setup] installing dependencies (npm ci); better-sqlite3 compiles from source, about a minute');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

export function run(command, env = {}) {
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
  });
}
