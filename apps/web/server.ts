// The site's server: opens the club's SQLite file and the API services (outside the Next bundle:
// the store finds its migrations beside its source files), prints the demo accounts, then serves
// the Next app, which finds the services through globalThis (src/server/services.ts).
// With CLUB_BASE_HOST it serves every club whose log is in CLUB_DATABASE_URL, each at
// `<club>.<base host>`: a club's site is opened on its first request, and each request runs with its
// club's services (src/server/request-services.ts); the base host lists the clubs.
//   tsx server.ts [--dev]      settings: the environment, read once (libs/settings/README.md has the
//   table); a relative CLUB_DB is resolved against the repository root (default data/club.db there).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clubsOfDatabase, openFederationViews } from '@club/application';
import type { ApiServices } from '@club/api';
import { readSettings, SettingsError, unknownSettingsWarning } from '@club/settings';
import { liveUpdates } from './src/server/live-updates';
import { demoAccountLines, openSite, type Site } from './src/server/open-site';
import { requestGuard } from './src/server/request-guard';
import { requestMember } from './src/server/request-member';
import { trpcNodeHandler } from './src/server/trpc-node-handler';
import { siteOptions } from './src/server/site-settings';
import { setClubTimeZone } from './src/server/club-time-zone';
import { setClubLanguage } from './src/i18n/club-language';
import { setPublicOrigin } from './src/server/public-origin';
import { siteResponseCache } from './src/server/site-response-cache';
import { clubOfHost } from './src/server/club-host';
import { clubSites } from './src/server/club-sites';
import { clubsPages } from './src/server/clubs-page';
import { withServices } from './src/server/request-services';
import { recentAnswer } from './src/server/recent-answer';

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

// A body over the limit (413) or an address that does not decode (400), refused before anything reads it.
const refused = requestGuard(limits);
// Beside logs in PostgreSQL: the federation's views across the clubs that share their results.
const log = (line: string) => process.stderr.write(`club site: ${line}\n`);
const federation = settings.databaseUrl ? await openFederationViews(settings.databaseUrl, log) : undefined;
const baseHost = settings.baseHost;
// One club (CLUB_ID), opened now; or many, opened as they are asked for.
const single = baseHost ? undefined : await openSite(options);

const app = next({ dev, dir: webDir, port, hostname: host === '0.0.0.0' ? 'localhost' : host });
const handle = app.getRequestHandler();
await app.prepare();

interface ClubHandler {
  readonly site: Site;
  readonly services: ApiServices;
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/** What serves one club: its API, live updates and response cache, each the club's own. */
function clubHandler(site: Site): ClubHandler {
  const services: ApiServices = federation ? { ...site.services, federation: federation.views } : site.services;
  // Results pages listen here (src/components/live) and refresh when a job publishes new results.
  const live = liveUpdates({
    version: () => site.club.runner.derivedHead(),
    memberOf: requestMember(services),
    maxPerMember: limits.livePerMember,
    maxClients: limits.liveMax,
  });
  // The API through tRPC's Node adapter, not through Next's request handling (faster; same router and context).
  const api = trpcNodeHandler(services, { maxBodyBytes: limits.maxBodyBytes });
  // Results, history and Ulti (pages and queries) kept per viewer until a change touches what they show.
  const cached = siteResponseCache(
    { club: site.club, services },
    {
      maxBytes: limits.responseCacheBytes,
      maxEntryBytes: limits.responseCacheEntryBytes,
      resultsStaleAfterMs: options.resultsStaleAfterMs,
    },
  );
  const serve = cached((req, res) => {
    if (!api(req, res)) void handle(req, res);
  });
  // With the club's log in PostgreSQL another process may have appended since the last request:
  // the copy takes it before the page or answer is made (on the club's own file this is at once).
  const current = (req: IncomingMessage): Promise<void> =>
    (req.url ?? '').startsWith('/_next/') ? Promise.resolve() : site.club.refresh();
  return {
    site,
    services,
    handle(req, res) {
      if (live.handle(req, res)) return;
      current(req).then(
        // Many clubs: the Next app finds this club's services in the request's context.
        () => (single ? serve(req, res) : withServices(services, () => serve(req, res))),
        (error: unknown) => {
          res.statusCode = 503;
          res.end(`the club's log cannot be read: ${(error as Error).message}`);
        },
      );
    },
    async close() {
      live.close();
      await site.close();
    },
  };
}

const one = single ? clubHandler(single) : undefined;
if (one) (globalThis as Record<symbol, unknown>)[SERVICES_KEY] = one.services;
const clubs = clubSites<ClubHandler>({
  // A club migrated in is served within seconds; a burst of unknown hosts asks the database once.
  clubs: recentAnswer(() => clubsOfDatabase(settings.databaseUrl!), 5_000),
  open: async (clubId) => {
    const site = await openSite({ ...options, clubId });
    if (site.demoAccounts.length)
      process.stdout.write(`club ${clubId}: demo accounts:\n${demoAccountLines(site.demoAccounts).join('\n')}\n`);
    return clubHandler(site);
  },
  close: (club) => club.close(),
  maxOpen: settings.openClubs,
});
const pages = clubsPages({
  baseHost: baseHost ?? 'localhost',
  clubLanguage: language,
  secure: (req) => req.headers['x-forwarded-proto'] === 'https',
});
const unavailable = (res: ServerResponse) => (error: unknown) => {
  res.statusCode = 503;
  res.end(`the clubs' database cannot be read: ${(error as Error).message}`);
};

/** Many clubs: the request's host names its club, the base host lists them, any other host is no club's. */
function serveByHost(req: IncomingMessage, res: ServerResponse, base: string): void {
  const forwarded = req.headers['x-forwarded-host'];
  const target = clubOfHost(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? req.headers.host), base);
  if (target.kind === 'elsewhere') return pages.notFound(req, res, null);
  if (target.kind === 'base') {
    if ((req.url ?? '/').split('?', 1)[0] !== '/') return pages.notFound(req, res, null);
    clubs.clubs().then((ids) => pages.list(req, res, ids), unavailable(res));
    return;
  }
  clubs.lease(target.clubId).then((lease) => {
    if (!lease) return pages.notFound(req, res, target.clubId);
    // The club stays open while the answer is under way (a live-updates stream: until it ends).
    res.once('close', lease.release);
    lease.site.handle(req, res);
  }, unavailable(res));
}

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
  if (one) one.handle(req, res);
  else serveByHost(req, res, baseHost!);
});
server.listen(port, host, () => {
  const where = baseHost
    ? `the clubs of the PostgreSQL database, each at http://<club>.${baseHost}:${port}, their logs and accounts there`
    : settings.databaseUrl
      ? `club ${settings.clubId}'s log and accounts in PostgreSQL`
      : `club file ${file}`;
  const address = baseHost ? `http://${baseHost}:${port}` : `http://localhost:${port}`;
  const lines = [`club site: ${address} (${where}, times in ${timeZone}, language ${language})`];
  if (single?.demoAccounts.length) lines.push('demo accounts:', ...demoAccountLines(single.demoAccounts));
  process.stdout.write(`${lines.join('\n')}\n`);
});

const stop = () => {
  server.close();
  void Promise.all([one?.close(), clubs.close(), federation?.close()]).finally(() => process.exit(0));
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
