// The site's server: opens the club's SQLite file and the API services (outside the Next bundle:
// the store finds its migrations beside its source files), prints the demo accounts, then serves
// the Next app, which finds the services through globalThis (src/server/services.ts).
//   tsx server.ts [--dev]      settings: the environment, read once (libs/settings/README.md has the
//   table); a relative CLUB_DB is resolved against the repository root (default data/club.db there).
import { createServer, type IncomingMessage } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings, SettingsError, unknownSettingsWarning } from '@club/settings';
import { liveUpdates } from './src/server/live-updates';
import { demoAccountLines, openSite } from './src/server/open-site';
import { requestGuard } from './src/server/request-guard';
import { requestMember } from './src/server/request-member';
import { trpcNodeHandler } from './src/server/trpc-node-handler';
import { siteOptions } from './src/server/site-settings';
import { setClubTimeZone } from './src/server/club-time-zone';
import { setClubLanguage } from './src/i18n/club-language';
import { setPublicOrigin } from './src/server/public-origin';
import { siteResponseCache } from './src/server/site-response-cache';

const SERVICES_KEY = Symbol.for('club.web.services');
const webDir = dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const settings = siteSettings();
// React and Next pick their production or development builds from NODE_ENV when first loaded.
(process.env as Record<string, string | undefined>)['NODE_ENV'] ??= dev ? 'development' : 'production';
const { default: next } = await import('next');
const { port, host, db: file, trustProxy } = settings;
const { site: options, limits, timeZone, language } = siteOptions(settings);
setClubTimeZone(timeZone);
setClubLanguage(language);
setPublicOrigin(settings.publicOrigin);

const site = await openSite(options);
(globalThis as Record<symbol, unknown>)[SERVICES_KEY] = site.services;

// Results pages listen here (src/components/live) and refresh when a job publishes new results.
const live = liveUpdates({
  version: () => site.club.runner.derivedHead(),
  memberOf: requestMember(site.services),
  maxPerMember: limits.livePerMember,
  maxClients: limits.liveMax,
});
// The API through tRPC's Node adapter, not through Next's request handling (faster; same router and context).
const api = trpcNodeHandler(site.services, { maxBodyBytes: limits.maxBodyBytes });
// A body over the limit (413) or an address that does not decode (400), refused before anything reads it.
const refused = requestGuard(limits);
// Results, history and Ulti (pages and queries) kept per viewer until a change touches what they show.
const cached = siteResponseCache(site, {
  maxBytes: limits.responseCacheBytes,
  maxEntryBytes: limits.responseCacheEntryBytes,
  resultsStaleAfterMs: options.resultsStaleAfterMs,
});

const app = next({ dev, dir: webDir, port, hostname: host === '0.0.0.0' ? 'localhost' : host });
const handle = app.getRequestHandler();
await app.prepare();

const serve = cached((req, res) => {
  if (!api(req, res)) void handle(req, res);
});
// With the club's log in PostgreSQL another process may have appended since the last request:
// the copy takes it before the page or answer is made (on the club's own file this is at once).
const current = (req: IncomingMessage): Promise<void> =>
  (req.url ?? '').startsWith('/_next/') ? Promise.resolve() : site.club.refresh();

const server = createServer((req, res) => {
  if (refused(req, res)) return;
  // The client address for sign-in throttling: this server is the edge unless told otherwise.
  const remote = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${String(forwarded)}, ${remote}` : remote;
  // Without a trusted proxy, nobody may claim another host or https (CSRF check, Secure cookie).
  if (!trustProxy) {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
  }
  if (live.handle(req, res)) return;
  current(req).then(
    () => serve(req, res),
    (error: unknown) => {
      res.statusCode = 503;
      res.end(`the club's log cannot be read: ${(error as Error).message}`);
    },
  );
});
server.listen(port, host, () => {
  const where = settings.databaseUrl ? `club ${settings.clubId}'s log and accounts in PostgreSQL` : `club file ${file}`;
  const lines = [`club site: http://localhost:${port} (${where}, times in ${timeZone}, language ${language})`];
  if (site.demoAccounts.length) lines.push('demo accounts:', ...demoAccountLines(site.demoAccounts));
  process.stdout.write(`${lines.join('\n')}\n`);
});

const stop = () => {
  live.close();
  server.close();
  void site.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/** The settings, read once; bad ones stop the server with one message naming each. */
function siteSettings() {
  try {
    const read = readSettings(process.env, { cwd: resolve(webDir, '../..') });
    const warning = unknownSettingsWarning(read);
    if (warning) process.stderr.write(`club site: ${warning}\n`);
    return read;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`club site: ${error.message}\n`);
    process.exit(1);
  }
}
