// `npm start`: on a fresh clone, installs dependencies (and the Debian packages the site calls, e.g.
// mdbtools for BWS imports, when it may), opens the club file (which applies the
// migrations), seeds the demo club when the log is empty (`club demo --if-empty`), creates the demo
// accounts (one per role, the director's scoped to the demo sessions) and prints them, builds the
// site unless its build is newer than its sources, then serves it (apps/web/server.ts, from its bundle
// when fresh: program-bundles.mjs, made here before the demo seeding) with the
// results worker (apps/worker) beside it: BullMQ when Redis answers, else in-process jobs (the
// worker's log line says which). A dead worker is restarted with a back-off while the site keeps
// serving (supervise.mjs); the site stopping stops both. Ctrl-C (SIGINT) or SIGTERM stops both and exits.
//   settings: libs/settings/README.md (read here through tsx, so the defaults are that table's: CLUB_DB
//   data/club.db under the repository root, PORT 3000, CLUB_ID demo, …); START_SKIP_BUILD=1 never builds
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, root } from './ensure-install.mjs';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { siteServerArgs } from './fresh-bundle.mjs';
import { ensureProgramBundles } from './program-bundles.mjs';
import { ensureSiteBuilt, WEB } from './site-build.mjs';
import { supervise } from './supervise.mjs';

const say = (line) => console.log(`[start] ${line}`);

/**
 * Creates the demo accounts (idempotent: the site's server then finds them as they are) for the
 * club's members who hold each role (their grants, and a director's scope, come from the club
 * stream), and returns the lines to print.
 */
async function demoAccounts(file, clubId, databaseUrl) {
  // The site's own file (loaded through tsx, registered by readSettings below before this runs).
  const { openSite, demoAccountLines } = await import(
    pathToFileURL(join(root, 'apps', 'web', 'src', 'server', 'open-site.ts')).href
  );
  const site = await openSite({ file, clubId, databaseUrl, queue: 'in-process', demo: {}, log: () => {} });
  try {
    return demoAccountLines(site.demoAccounts);
  } finally {
    await site.close();
  }
}

/** The demo club's time zone when the club is the demo and CLUB_TIME_ZONE is not set (the machine's zone is often UTC). */
async function demoTimeZone(settings) {
  const { DEMO_CLUB_ID, DEMO_TIME_ZONE } = await import('@club/application');
  return settings.clubId === DEMO_CLUB_ID && !settings.given.has('timeZone') ? { CLUB_TIME_ZONE: DEMO_TIME_ZONE } : {};
}

/** The settings (libs/settings), once the dependencies are there to load them; a bad one stops here, each named. */
async function readSettings() {
  const { register } = await import('tsx/esm/api');
  register();
  const { readSettings: read, unknownSettingsWarning } = await import('@club/settings');
  const settings = read(process.env, { cwd: root });
  const warning = unknownSettingsWarning(settings);
  if (warning) say(warning);
  return settings;
}

async function main() {
  ensureInstalled();
  ensureSystemPackages(say);
  const settings = await readSettings();
  await ensureProgramBundles(say);
  const file = settings.db;
  const demo = spawnSync(
    process.execPath,
    [join(root, 'apps', 'cli', 'bin', 'club.mjs'), 'demo', '--if-empty', '--db', file],
    { cwd: root, stdio: 'inherit' },
  );
  if (demo.status !== 0) throw new Error(`club demo --if-empty failed (exit ${demo.status}) on ${file}`);
  if (settings.demoAccounts) {
    const accounts = await demoAccounts(file, settings.clubId, settings.databaseUrl);
    console.log(['demo accounts (email, password):', ...accounts].join('\n'));
  }

  const build = await ensureSiteBuilt();
  if (build === 'failed') {
    say(
      `the site has no build (next build failed), so it is not served: the summary above is the demo club in ${file} (\`npx club verify --db ${file}\` checks it)`,
    );
    return 1;
  }
  const port = String(settings.port);
  const env = { CLUB_DB: file, PORT: port, ...(await demoTimeZone(settings)) };
  const supervision = supervise({
    site: { args: siteServerArgs(), cwd: WEB, env },
    worker: { args: [join(root, 'apps', 'worker', 'bin', 'worker.mjs')], cwd: root, env },
    say,
  });
  const address = settings.baseHost
    ? `http://${settings.clubId}.${settings.baseHost}:${port} (the clubs listed at http://${settings.baseHost}:${port})`
    : `http://localhost:${port}`;
  say(`serving ${address} with the results worker; Ctrl-C stops both`);
  process.once('SIGINT', () => supervision.stop('SIGTERM')); // the terminal's Ctrl-C reached the children too: a second SIGINT would cut their shutdown short
  process.once('SIGTERM', () => supervision.stop('SIGTERM'));
  return await supervision.done;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
