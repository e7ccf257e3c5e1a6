// createClubReader: what the site reads about the club (and the commands it sends), assembled from
// each slice's reader over the read models (libs/application/src/site/<slice>-*.ts), one line per
// slice. Its shape is the API's ClubReader (libs/api/src/reader/club-reader.ts), checked there
// structurally: the application layer does not import the API. Until a slice has its reader here,
// openSite fills the missing methods from the API's emptyClubReader.
import type { Club } from '../club';
import { cacheSubject } from './cache-subjects';
import { withCachedReads } from './cached-reads';
import { directorCommands } from './director-commands';
import { directorControl } from './director-control';
import { directorReader } from './director-reader';
import { createMembersReader } from './members';
import { createResultsReader } from './results-reader';
import { resultsLagReader, resultsStaleAfterMs } from './results-lag';
import { createUltiReader } from './ulti-reader';
import { appealsSiteCommands } from './appeals-commands';
import { appealsSiteReader } from './appeals-reader';
import { leagueSiteCommands } from './league-commands';
import { leagueSiteReader } from './league-reader';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';

export interface SiteReaderOptions {
  /** The club whose members and roles the site reads (default DEMO_CLUB_ID). */
  readonly clubId?: string;
  /** Results count as behind when a job has waited longer than this (the apps pass CLUB_RESULTS_STALE_MS; default 60,000 ms). */
  readonly resultsStaleAfterMs?: number;
  /** Commands an import records per slice (the apps pass CLUB_IMPORT_SLICE; default 100). */
  readonly importSlice?: number;
}

/** Reads answered from memory until a change touches what they show (cached-reads.ts): results and Ulti, not clock-dependent ones. */
const session = (sessionId: string) => [cacheSubject.session(sessionId)];
const ulti = () => [cacheSubject.ulti];
const CACHED_READS = {
  latestSessions: () => [cacheSubject.lists],
  sessionResults: session,
  board: session,
  boardPlay: session,
  playerHistory: (memberId: string) => [cacheSubject.history(memberId)],
  ultiLeagues: ulti,
  ultiLeague: ulti,
  ultiSession: ulti,
  ultiDeal: ulti,
};

export function createClubReader(club: Club, options: SiteReaderOptions = {}) {
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const reader = {
    ...createMembersReader(club, clubId), // plumbing: members and roles
    ...createResultsReader(club, { clubId }), // members: results, replays, history
    ...resultsLagReader(club, resultsStaleAfterMs(options.resultsStaleAfterMs)), // members: are the results behind?
    ...createUltiReader(club, { clubId }), // members: Ulti
    ...directorReader(club),
    ...directorCommands(club, { clubId }),
    ...directorControl(club), // director
    ...leagueSiteReader(club),
    ...leagueSiteCommands(club, clubId, options.importSlice === undefined ? {} : { importSlice: options.importSlice }), // league admin
    ...appealsSiteReader(club),
    ...appealsSiteCommands(club), // appeals committee
  };
  return withCachedReads(club, reader, CACHED_READS);
}

export type SiteClubReader = ReturnType<typeof createClubReader>;
