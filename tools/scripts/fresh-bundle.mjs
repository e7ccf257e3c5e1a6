// Where each program's bundle lives (made by program-bundles.mjs), and the one rule for running it:
// a bundle is used only while no file it was made from changed since, else the program runs from
// source through tsx as before. Kept to node:fs so that the CLI's every start can afford the check
// (a stat per input, a few milliseconds).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each program's TypeScript entry and its bundle (git-ignored `.bundle` folders inside the repository, so node_modules resolves). */
export const PROGRAM_BUNDLES = {
  site: { entry: join(ROOT, 'apps/web/server.ts'), bundle: join(ROOT, 'apps/web/.bundle/server.mjs') },
  cli: { entry: join(ROOT, 'apps/cli/src/main.ts'), bundle: join(ROOT, 'apps/cli/.bundle/main.mjs') },
  worker: { entry: join(ROOT, 'apps/worker/src/main.ts'), bundle: join(ROOT, 'apps/worker/.bundle/main.mjs') },
};

/** The list of files a bundle was made from, written beside it once the bundle is in place. */
export const inputsFile = (bundle) => `${bundle}.inputs.json`;

/** The path of program's bundle when it is fresh (bundleIsFresh), else undefined: run the TypeScript through tsx. */
export function freshBundle(program) {
  const spec = PROGRAM_BUNDLES[program];
  if (!spec) throw new Error(`no program '${program}' has a bundle (${Object.keys(PROGRAM_BUNDLES).join(', ')})`);
  return bundleIsFresh(spec.bundle, ROOT) ? spec.bundle : undefined;
}

/**
 * Whether the bundle is there with its input list, and no input (paths relative to root) is
 * missing or changed after the build began.
 */
export function bundleIsFresh(bundle, root) {
  let record;
  try {
    record = JSON.parse(readFileSync(inputsFile(bundle), 'utf8'));
  } catch {
    return false;
  }
  if (typeof record?.builtFrom !== 'number' || !Array.isArray(record.inputs)) return false;
  if (!statSync(bundle, { throwIfNoEntry: false })) return false;
  for (const input of record.inputs) {
    const stat = statSync(join(root, input), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs > record.builtFrom) return false;
  }
  return true;
}

/** node's arguments that start the site's server (from apps/web): its fresh bundle, else server.ts through tsx. */
export function siteServerArgs() {
  const bundle = freshBundle('site');
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'server.ts'];
}
