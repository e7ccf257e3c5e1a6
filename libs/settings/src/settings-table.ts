// Every setting the apps read from the environment, once: name, default, meaning and validation.
// The apps call readSettings(process.env) once and pass the values down; libraries take options.
// The table in README.md is this one, written out.
import {
  DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS,
  DEFAULT_IMPORT_SLICE,
  DEFAULT_OUTBOX_RETENTION_DAYS,
  DEFAULT_QUEUE_PREFIX,
  DEFAULT_RESULTS_STALE_MS,
  DEFAULT_PUBLIC_CLUB_PAGE,
  DEFAULT_RUBBER_LADDER_PERIOD,
  DEFAULT_SITE_LANGUAGE,
  RUBBER_LADDER_PERIODS,
  SITE_LANGUAGES,
} from './defaults';
import {
  flag,
  hostName,
  share,
  list,
  nonNegative,
  oneOf,
  postgresUrl,
  redisUrl,
  setting,
  siteOrigin,
  timeZone,
  whole,
  word,
} from './setting';

const ms = whole(1, 'milliseconds');

export const SETTINGS = {
  // where the club is
  db: setting(
    'CLUB_DB',
    'data/club.db',
    "the club's SQLite file (created if missing: its log, read models and the site's accounts), relative to the current folder; with CLUB_DATABASE_URL set, the site keeps nothing in it",
    word,
  ),
  databaseUrl: setting(
    'CLUB_DATABASE_URL',
    undefined,
    "the event log's PostgreSQL database (postgres://user@host:port/database); unset: the SQLite file CLUB_DB. Set: the club's log and the site's accounts are in PostgreSQL (CLUB_ID names the club; every web host of the club signs in the same accounts) and each process works on a disposable copy of the log",
    postgresUrl,
  ),
  clubId: setting(
    'CLUB_ID',
    'demo',
    'the club whose members, roles and sessions the site and the commands use (the demo club is demo)',
    word,
  ),
  baseHost: setting(
    'CLUB_BASE_HOST',
    undefined,
    "many clubs in one site: each club's site is at `<club>.<this host>` (e.g. localhost: demo.localhost:3000), the clubs those whose log is in CLUB_DATABASE_URL (required with it), and the host itself lists them; the worker then serves every club of the database; unset: one club, CLUB_ID, at any host name",
    hostName,
  ),
  workerShare: setting(
    'CLUB_WORKER_SHARE',
    '1/1',
    "many clubs (CLUB_BASE_HOST): the share i/n of the database's clubs this worker serves, each club in one share by its id (run a worker or more for each of 1/n … n/n); 1/1: every club",
    share,
  ),
  openClubs: setting(
    'CLUB_OPEN_CLUBS',
    '100',
    'many clubs in one site (CLUB_BASE_HOST): at most this many clubs kept open in a process, each with its copy of its log; past it the least recently used club no request is using is closed, and opened again when asked for',
    whole(1, 'clubs'),
  ),
  registry: setting(
    'CLUB_REGISTRY',
    undefined,
    "a module exporting `registry` to use instead of the application's (plug-ins, tests)",
    word,
  ),
  // the site (apps/web/server.ts)
  port: setting('PORT', '3000', "the site's port", whole(1, '')),
  host: setting('HOST', '0.0.0.0', 'the address the site listens on', word),
  siteOrigins: setting(
    'CLUB_SITE_ORIGINS',
    '',
    'extra origins the site is served under (comma-separated), for the CSRF check behind a proxy',
    list,
  ),
  publicOrigin: setting(
    'CLUB_PUBLIC_ORIGIN',
    undefined,
    "the site's address as the tables' phones reach it, written in the QR codes of the director's table-code sheet; unset: the address the director's browser used",
    siteOrigin,
  ),
  trustProxy: setting(
    'CLUB_TRUST_PROXY',
    '0',
    "1: keep a proxy's X-Forwarded-For entries (and its Host and Proto); 0: this server is the edge",
    flag,
  ),
  signInPairFailures: setting(
    'CLUB_SIGN_IN_PAIR_FAILURES',
    '5',
    'failed sign-ins per (client address, account) within the window before that pair is refused',
    whole(1, ''),
  ),
  signInAddressFailures: setting(
    'CLUB_SIGN_IN_ADDRESS_FAILURES',
    '20',
    'failed sign-ins per client address, over all accounts, within the window',
    whole(1, ''),
  ),
  signInAccountSlowAfter: setting(
    'CLUB_SIGN_IN_ACCOUNT_SLOW_AFTER',
    '10',
    'failures per account after which it is slowed to one attempt per spacing',
    whole(1, ''),
  ),
  signInAccountSpacingSeconds: setting(
    'CLUB_SIGN_IN_ACCOUNT_SPACING_SECONDS',
    '30',
    "a slowed account's spacing between attempts",
    whole(1, 'seconds'),
  ),
  signInWindowMinutes: setting(
    'CLUB_SIGN_IN_WINDOW_MINUTES',
    '15',
    'the window of the three sign-in limits above',
    whole(1, 'minutes'),
  ),
  signInHashes: setting(
    'CLUB_SIGN_IN_HASHES',
    '2',
    'password checks (scrypt, ~128 MiB each) running at once',
    whole(1, ''),
  ),
  signInWaiting: setting(
    'CLUB_SIGN_IN_WAITING',
    '50',
    'sign-ins waiting for a check; past it refused at once',
    whole(1, ''),
  ),
  tableEntries: setting(
    'CLUB_TABLE_ENTRIES',
    '10',
    "results one table may enter within the window below (its code's phone or a seated member's); past it refused, nothing recorded",
    whole(1, ''),
  ),
  tableEntryWindowSeconds: setting(
    'CLUB_TABLE_ENTRY_WINDOW_SECONDS',
    '60',
    "the window of a table's entry limit",
    whole(1, 'seconds'),
  ),
  maxBodyBytes: setting(
    'CLUB_MAX_BODY_BYTES',
    '4194304',
    'the largest request body (4 MiB: a 2 MB results file as base64 JSON fits); over it, 413',
    whole(1, 'bytes'),
  ),
  livePerMember: setting(
    'CLUB_LIVE_PER_MEMBER',
    '4',
    'live-results streams one signed-in member may hold open',
    whole(1, ''),
  ),
  liveMax: setting('CLUB_LIVE_MAX', '500', 'live-results streams in all', whole(1, '')),
  responseCacheBytes: setting(
    'CLUB_RESPONSE_CACHE_BYTES',
    '67108864',
    "the response cache's bytes in all (64 MiB), least recently used dropped first",
    whole(1, 'bytes'),
  ),
  responseCacheEntryBytes: setting(
    'CLUB_RESPONSE_CACHE_ENTRY_BYTES',
    '1048576',
    'the largest response the cache keeps (1 MiB)',
    whole(1, 'bytes'),
  ),
  publicPage: setting(
    'CLUB_PUBLIC_PAGE',
    DEFAULT_PUBLIC_CLUB_PAGE ? '1' : '0',
    "1: visitors who have not signed in see the club's latest published results (/club), hands under the secrecy rule; 0: members only",
    flag,
  ),
  demoAccounts: setting(
    'CLUB_DEMO_ACCOUNTS',
    '1',
    "1: the site gives the club's role holders demo accounts with known passwords (naming demo holders where a role has none) and prints them, as `npm start`'s demo does; 0: no demo accounts, as a real club (every club of a many-clubs site, CLUB_BASE_HOST) needs",
    flag,
  ),
  rubberLadderPeriod: setting(
    'CLUB_RUBBER_LADDER_PERIOD',
    DEFAULT_RUBBER_LADDER_PERIOD,
    "what the rubber ladder sums a member's closed evenings over: season (the league season), month or year (calendar), all (all time)",
    oneOf(RUBBER_LADDER_PERIODS),
  ),
  appealDeposit: setting(
    'CLUB_APPEAL_DEPOSIT',
    '0',
    "the deposit an appellant pays with an appeal, in the club's money, which the deciding body keeps or returns; 0: the club uses no deposit",
    nonNegative("the club's money"),
  ),
  timeZone: setting(
    'CLUB_TIME_ZONE',
    undefined,
    "the club's time zone (an IANA name, e.g. Europe/Budapest): every time on the site is shown in it and every time typed in a form is read in it; unset: the machine's own zone",
    timeZone,
  ),
  language: setting(
    'CLUB_LANGUAGE',
    DEFAULT_SITE_LANGUAGE,
    "the club's language (en, cs, sk, bs or hu): the site speaks it to a visitor who chose none and whose browser asks for none of the site's languages",
    oneOf(SITE_LANGUAGES),
  ),
  resultsStaleMs: setting(
    'CLUB_RESULTS_STALE_MS',
    String(DEFAULT_RESULTS_STALE_MS),
    'a results job waiting longer than this makes the results pages say the results are behind',
    whole(0, 'milliseconds'),
  ),
  importSlice: setting(
    'CLUB_IMPORT_SLICE',
    String(DEFAULT_IMPORT_SLICE),
    "commands an import's recording decides or appends between two turns of the event loop (a slice also ends after 20 ms)",
    whole(1, 'commands'),
  ),
  crossImpArtificialImps: setting(
    'CLUB_CROSS_IMP_ARTIFICIAL_IMPS',
    String(DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS),
    'cross-IMPs: the IMPs an average plus is worth per comparison (average minus the negative) in a results file the club imports, which no file states; stored with each imported session',
    nonNegative('IMPs'),
  ),
  // the jobs (apps/worker, and the site's in-process jobs)
  doubleDummy: setting(
    'CLUB_DOUBLE_DUMMY',
    'on',
    'on: the worker and `club demo` solve deals with the DDS library when it loads (double-dummy tables, the cost of each card); off: they never load it (the boards say the tables are unavailable)',
    oneOf(['on', 'off']),
  ),
  queue: setting(
    'CLUB_QUEUE',
    'auto',
    'auto: BullMQ when Redis answers, else in-process; bullmq: Redis required; in-process',
    oneOf(['auto', 'bullmq', 'in-process']),
  ),
  redisUrl: setting(
    'REDIS_URL',
    undefined,
    'the Redis for BullMQ (unset: redis://127.0.0.1:6379 if it answers, else jobs run in-process)',
    redisUrl,
  ),
  queuePrefix: setting(
    'CLUB_QUEUE_PREFIX',
    DEFAULT_QUEUE_PREFIX,
    'BullMQ key prefix; clubs may share it (each club and database has its own queue)',
    word,
  ),
  pollMs: setting('CLUB_POLL_MS', '200', "the worker's pause between catch-up and dispatch rounds when idle", ms),
  retryAfterMs: setting('CLUB_RETRY_AFTER_MS', '30000', 'hand a still-pending job over again after this long', ms),
  workerLockMs: setting(
    'CLUB_WORKER_LOCK_MS',
    '30000',
    "BullMQ's lock duration: a killed worker's job goes to another after about this long",
    ms,
  ),
  workerStalledMs: setting('CLUB_WORKER_STALLED_MS', '30000', "BullMQ's stalled-job check interval", ms),
  outboxRetentionDays: setting(
    'CLUB_OUTBOX_RETENTION_DAYS',
    String(DEFAULT_OUTBOX_RETENTION_DAYS),
    "done jobs older than this are deleted from the outbox (each subject's latest kept; pending never)",
    nonNegative('days'),
  ),
  // tools
  startSkipBuild: setting(
    'START_SKIP_BUILD',
    '0',
    '1: `npm start` and `npm test` never build the site (they use the build there is)',
    flag,
  ),
  chromium: setting('CLUB_CHROMIUM', '/usr/bin/chromium', 'the chromium the browser tests drive', word),
} as const;

/**
 * Variables starting CLUB_ that are not settings but known: test hooks (a job that hangs; the demo
 * club `npm test` seeds once for the browser tests to copy).
 */
export const KNOWN_OTHER = ['CLUB_TEST_HANG_DIR', 'CLUB_TEST_DEMO_CLUB'] as const;
