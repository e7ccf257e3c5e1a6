// Builds the site (`next build` in apps/web) unless its build is newer than every source of the
// bundle. Shared by `npm start` and `npm test` (which builds once, before the browser tests and
// the start test both need it); waits for a build another process holds (.next/lock).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-install.mjs';

export const WEB = join(root, 'apps', 'web');
// The bundle takes the libraries as TypeScript source (transpilePackages), so any of them counts.
const LIBS = join(root, 'libs');
const BUILD_INPUTS = [
  join(WEB, 'src'),
  join(WEB, 'next.config.ts'),
  join(WEB, 'package.json'),
  join(WEB, 'messages'),
  ...readdirSync(LIBS).map((lib) => join(LIBS, lib, 'src')),
];
const say = (line) => console.log(`[site] ${line}`);

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** 'current' when .next/BUILD_ID is newer than every source of the bundle, else runs `next build`: 'built' or 'failed'. */
export async function ensureSiteBuilt() {
  const buildId = join(WEB, '.next', 'BUILD_ID');
  if (otherBuildRunning()) return awaitOtherBuild(buildId);
  if (existsSync(buildId) && statSync(buildId).mtimeMs > Math.max(...BUILD_INPUTS.map(newestChange))) return 'current';
  if (process.env.START_SKIP_BUILD === '1') return existsSync(buildId) ? 'current' : 'failed';
  say('building the site (next build in apps/web, 1–2 minutes on two cores)');
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [next, 'build'], {
    cwd: WEB,
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.stderr.write(build.stderr ?? '');
  if (build.status === 0) return 'built';
  // Another `next build` holds .next/lock (e.g. the site's browser tests beside this one): use its build.
  if (/already running/.test(build.stderr ?? '')) return awaitOtherBuild(buildId);
  return 'failed';
}

/** A `next build` holds .next/lock; a lock older than 10 minutes is taken for one a crashed build left. */
function otherBuildRunning() {
  const lock = join(WEB, '.next', 'lock');
  return existsSync(lock) && Date.now() - statSync(lock).mtimeMs < 600_000;
}

async function awaitOtherBuild(buildId) {
  say('another next build is running in apps/web (.next/lock): waiting for its build (up to 5 minutes)');
  const sources = Math.max(...BUILD_INPUTS.map(newestChange));
  for (let waited = 0; waited < 300_000; waited += 2_000) {
    if (existsSync(buildId) && statSync(buildId).mtimeMs > sources && !otherBuildRunning()) return 'current';
    await new Promise((done) => setTimeout(done, 2_000));
  }
  return 'failed';
}
