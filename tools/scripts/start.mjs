// `npm start`: on a fresh clone, installs dependencies, opens the club file (which applies the
// migrations), seeds the demo club when the log is empty (`club demo --if-empty`), creates the demo
// accounts (one per role, the director's scoped to the demo sessions) and prints them, builds the
// site unless its build is newer than its sources, then serves it (apps/web/server.ts) with the
// results worker (apps/worker) beside it: BullMQ when Redis answers, else in-process jobs (the
// worker's log line says which). Ctrl-C (SIGINT) or SIGTERM stops both and exits.
//   env: CLUB_DB (data/club.db), PORT (3000), HOST, REDIS_URL, CLUB_QUEUE; START_SKIP_BUILD=1 never builds
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureInstalled, root } from './ensure-install.mjs';
import { ensureSiteBuilt, WEB } from './site-build.mjs';

const say = (line) => console.log(`[start] ${line}`);

/**
 * Creates the demo accounts (idempotent: the site's server then finds them as they are) for the
 * club's members who hold each role (their grants, and a director's scope, come from the club
 * stream), and returns the lines to print.
 */
async function demoAccounts(file) {
  const { register } = await import('tsx/esm/api');
  register();
  const { openSite, demoAccountLines } = await import('@club/api/server');
  const site = await openSite({ file, queue: 'in-process', demo: {}, log: () => {} });
  try {
    return demoAccountLines(site.demoAccounts);
  } finally {
    await site.close();
  }
}

function startChild(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.name = name;
  return child;
}

async function main() {
  ensureInstalled();
  const file = resolve(root, process.env.CLUB_DB || join('data', 'club.db'));
  const demo = spawnSync(process.execPath, [join(root, 'apps', 'cli', 'bin', 'club.mjs'), 'demo', '--if-empty', '--db', file], { cwd: root, stdio: 'inherit' });
  if (demo.status !== 0) throw new Error(`club demo --if-empty failed (exit ${demo.status}) on ${file}`);
  const accounts = await demoAccounts(file);
  console.log(['demo accounts (email, password):', ...accounts].join('\n'));

  const build = await ensureSiteBuilt();
  if (build === 'failed') {
    say(`the site has no build (next build failed), so it is not served: the summary above is the demo club in ${file} (\`npx club verify --db ${file}\` checks it)`);
    return 1;
  }
  const port = process.env.PORT || '3000';
  const env = { CLUB_DB: file, PORT: port };
  const children = [
    startChild('site', ['--import', 'tsx', 'server.ts'], WEB, env),
    startChild('worker', [join(root, 'apps', 'worker', 'bin', 'worker.mjs')], root, env),
  ];
  say(`serving http://localhost:${port} with the results worker; Ctrl-C stops both`);

  return await new Promise((done) => {
    let stopping = false;
    let code = 0;
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
      // A child that does not stop within 10 s is killed.
      setTimeout(() => children.forEach((c) => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL')), 10_000).unref();
    };
    for (const c of children) {
      c.once('exit', (exitCode, signal) => {
        if (!stopping) {
          say(`${c.name} stopped (${signal ?? `exit ${exitCode}`}): stopping the rest`);
          code = exitCode || 1;
          stop('SIGTERM');
        }
        if (children.every((x) => x.exitCode !== null || x.signalCode !== null)) done(code);
      });
    }
    process.once('SIGINT', () => stop('SIGTERM')); // the terminal's Ctrl-C reached the children too: a second SIGINT would cut their shutdown short
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
