// Bundles the site's server, the CLI and the worker (esbuild; every npm package left outside, the
// workspace's @club libraries inside) so that a start loads one file instead of compiling ~1,000
// TypeScript modules through tsx: half the CPU of a start, which the tests pay ~55 times for the
// site and hundreds of times for the CLI. A cache, not a build step: the programs run a bundle only
// while it is fresh (fresh-bundle.mjs), else from source through tsx.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBundle, inputsFile, PROGRAM_BUNDLES, ROOT } from './fresh-bundle.mjs';

// The recipe is an input of every bundle: a change here rebuilds them.
const RECIPE = relative(ROOT, fileURLToPath(import.meta.url));

/** Rebuilds each program's bundle that is missing or stale; returns the programs it built. */
export async function ensureProgramBundles(say = () => {}) {
  const built = [];
  for (const program of Object.keys(PROGRAM_BUNDLES)) {
    if (freshBundle(program)) continue;
    const started = Date.now();
    await bundleProgram(PROGRAM_BUNDLES[program]);
    say(`bundled ${program} in ${Date.now() - started} ms (${relative(ROOT, PROGRAM_BUNDLES[program].bundle)})`);
    built.push(program);
  }
  return built;
}

async function bundleProgram({ entry, bundle }) {
  const { build } = await import('esbuild');
  const builtFrom = Date.now();
  // Readers must never see a half-written bundle (the tests start programs while this runs): the old
  // input list goes first, each file lands by rename, the new list last.
  rmSync(inputsFile(bundle), { force: true });
  const result = await build({
    entryPoints: [entry],
    // The programs load their commands on demand (import()): split, each stays its own file, and a
    // light command (`club score`) loads little.
    outdir: dirname(bundle),
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Linked source maps: with source maps enabled, stack traces name the TypeScript files.
    sourcemap: 'linked',
    logLevel: 'warning',
    // Some packages the bundle keeps outside are CommonJS that call require.
    banner: {
      js: "import { createRequire as __clubRequire } from 'node:module'; const require = __clubRequire(import.meta.url);",
    },
    plugins: [workspaceSources],
  });
  mkdirSync(dirname(bundle), { recursive: true });
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.tmp`, file.contents);
    renameSync(`${file.path}.tmp`, file.path);
  }
  // The chunks of earlier builds (named by their content's hash) go.
  const written = new Set(result.outputFiles.map((file) => basename(file.path)));
  for (const name of readdirSync(dirname(bundle)))
    if (name.startsWith('chunk-') && !written.has(name)) rmSync(join(dirname(bundle), name), { force: true });
  const inputs = [RECIPE, ...Object.keys(result.metafile.inputs)];
  writeFileSync(`${inputsFile(bundle)}.tmp`, `${JSON.stringify({ builtFrom, inputs }, null, 1)}\n`);
  renameSync(`${inputsFile(bundle)}.tmp`, inputsFile(bundle));
}

/**
 * npm packages stay outside the bundle (node_modules beside it resolves them); the workspace's own
 * files go in, each keeping its own import.meta.url, as the libraries find their migrations (and the
 * site its folder) beside their sources.
 */
const workspaceSources = {
  name: 'club-workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@club/') ? undefined : { external: true }));
    build.onLoad({ filter: /\/(libs|apps)\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const own = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', own), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

// `node tools/scripts/program-bundles.mjs`: brings the bundles up to date by hand.
if (process.argv[1] === fileURLToPath(import.meta.url))
  await ensureProgramBundles((line) => console.log(`[bundles] ${line}`));
