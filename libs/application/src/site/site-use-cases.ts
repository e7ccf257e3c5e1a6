// The site's use cases: every area's (libs/application/src/site/<area>-*.ts) over one club, one line
// per area. Their type, SiteUseCases, is what the API's procedures call (ctx.services.site): the
// shapes are each area's zod schemas, declared once here in the application, so a use case changed
// or dropped fails to compile where a procedure or a test fake uses it.
import type { Club } from '../club';
import { clubCalendarDay } from '@club/read-models';
import { DEFAULT_PUBLIC_CLUB_PAGE, type RubberLadderPeriodKind } from '@club/settings/defaults';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import type { AppealsUseCases } from './appeals-use-cases';
import { appealsSiteCommands } from './appeals-commands';
import { appealsSiteReader } from './appeals-reader';
import { appealableBoardReader } from './appeals-board-reader';
import { appealLodging } from './appeals-lodging';
import { appealSteps } from './appeals-steps';
import { cacheSubject } from './cache-subjects';
import { clubPageReader, type ClubPageUseCases } from './club-page';
import { withCachedReads, type SubjectsOfRead } from './cached-reads';
import { directorCommands, type DirectorCommandUseCases } from './director-commands';
import { directorControl, type DirectorControlUseCases } from './director-control';
import { directorReader, type DirectorReadUseCases } from './director-reader';
import { leagueSiteCommands } from './league-commands';
import { leagueReviewUseCases } from './league-import-review';
import { leagueSiteReader } from './league-reader';
import type { LeagueUseCases } from './league-use-cases';
import { createMembersReader, type MembersUseCases } from './members';
import { memberAdminUseCases, type MemberAdminUseCases } from './member-admin';
import { memberLanguageUseCases, type MemberLanguageUseCases } from './member-language';

import { handRecordsUseCases, type HandRecordsUseCases } from './hand-records';
import { rubberSiteUseCases, seasonOn, type RubberSiteUseCases } from './rubber-site';
import { resultsLagReader, resultsStaleAfterMs } from './results-lag';
import { createResultsReader } from './results-reader';
import type { ResultsUseCases } from './results-use-cases';
import { createUltiReader, type UltiUseCases } from './ulti-reader';
import { ultiHistoryReader, type UltiHistoryUseCases } from './ulti-history';
import { ultiSeatsReader, type UltiSeatsUseCases } from './ulti-seated';
import { ultiEveningUseCases, type UltiEveningUseCases } from './ulti-evening';
import { ultiJuryUseCases, type UltiJuryUseCases } from './ulti-jury';
import { tableUseCases, type TableUseCases } from './table-use-cases';
import { nameOfWith } from './member-names';

export type SiteUseCases = MembersUseCases &
  MemberAdminUseCases &
  MemberLanguageUseCases &
  ResultsUseCases &
  HandRecordsUseCases &
  UltiUseCases &
  UltiHistoryUseCases &
  UltiSeatsUseCases &
  UltiEveningUseCases &
  UltiJuryUseCases &
  RubberSiteUseCases &
  DirectorReadUseCases &
  DirectorCommandUseCases &
  DirectorControlUseCases &
  LeagueUseCases &
  AppealsUseCases &
  ClubPageUseCases &
  TableUseCases;

export interface SiteUseCasesOptions {
  /** The club whose members and roles the site reads (default DEMO_CLUB_ID). */
  readonly clubId?: string;
  /** Results count as behind when a job has waited longer than this (the apps pass CLUB_RESULTS_STALE_MS; default 60,000 ms). */
  readonly resultsStaleAfterMs?: number;
  /** Commands an import records per slice (the apps pass CLUB_IMPORT_SLICE; default 100). */
  readonly importSlice?: number;
  /** Cross-IMPs: an average plus's IMPs per comparison in an imported file (the apps pass CLUB_CROSS_IMP_ARTIFICIAL_IMPS; default 1.5). */
  readonly crossImpArtificialImps?: number;
  /** Whether visitors who have not signed in see the latest published results (the apps pass CLUB_PUBLIC_PAGE; default DEFAULT_PUBLIC_CLUB_PAGE, on). */
  readonly publicClubPage?: boolean;
  /** What the rubber ladder sums over (the apps pass CLUB_RUBBER_LADDER_PERIOD; default the league season). */
  readonly rubberLadderPeriod?: RubberLadderPeriodKind;
  /** The club's time zone (the apps pass CLUB_TIME_ZONE; default UTC): whose calendar's day, month and year are meant. */
  readonly timeZone?: string;
  /** The deposit asked with an appeal (the apps pass CLUB_APPEAL_DEPOSIT; default none, 0 is none too). */
  readonly appealDeposit?: number;
  /** The clock of the director's and the appeals committee's commands and deadlines (default the system's). */
  readonly now?: () => Date;
}

/** A cached read's subjects, named from the read's own arguments. */
type SubjectsOf<Read> = Read extends (...args: infer Args) => unknown ? (...args: Args) => readonly string[] : never;

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
  ultiHistory: ulti,
  ultiSeats: ulti,
} satisfies { readonly [K in keyof SiteUseCases]?: SubjectsOf<SiteUseCases[K]> & SubjectsOfRead };

export function createSiteUseCases(club: Club, options: SiteUseCasesOptions = {}): SiteUseCases {
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const clock = options.now ? { now: options.now } : {};
  const isoNow = () => (options.now ? options.now() : new Date()).toISOString();
  const results = createResultsReader(club, { clubId });
  const members = createMembersReader(club, clubId);
  const leagues = leagueSiteReader(club, members.member);
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? 'UTC';
  const currentSeason = () => seasonOn(leagues.seasons(), clubCalendarDay(now().toISOString(), timeZone));
  const useCases: SiteUseCases = {
    ...members, // plumbing: members and roles
    ...memberAdminUseCases(club, clubId, isoNow), // club administrator: the members
    ...memberLanguageUseCases(club, clubId, isoNow), // members: the language they read the site in
    ...results, // members: results, replays, history
    ...handRecordsUseCases(club, clubId, timeZone), // directors and members: printable hand records
    ...clubPageReader(results, options.publicClubPage ?? DEFAULT_PUBLIC_CLUB_PAGE), // visitors: the public club page
    ...resultsLagReader(club, resultsStaleAfterMs(options.resultsStaleAfterMs)), // members: are the results behind?
    ...createUltiReader(club, { clubId }), // members: Ulti
    ...ultiHistoryReader(club, members.member), // members: their Ulti over time
    ...ultiSeatsReader(club), // members: the running Ulti tables they sit at
    ...ultiEveningUseCases(club, members.member), // Ulti organiser, score-keepers, jury
    ...ultiJuryUseCases(club, { clubId, members, now: isoNow }), // Ulti organiser names the jury; the jury's desk
    ...directorReader(club, members.member),
    ...directorCommands(club, { clubId, ...clock }),
    ...directorControl(club, clock), // director
    ...rubberSiteUseCases(club, {
      clubId,
      now,
      currentSeason,
      timeZone,
      ...(options.rubberLadderPeriod ? { ladderPeriod: options.rubberLadderPeriod } : {}),
    }), // members: rubber tables
    ...leagues,
    ...leagueReviewUseCases(club, clubId, isoNow),
    ...leagueSiteCommands(club, clubId, {
      ...(options.importSlice === undefined ? {} : { importSlice: options.importSlice }),
      ...(options.crossImpArtificialImps === undefined
        ? {}
        : { crossImpArtificialImps: options.crossImpArtificialImps }),
    }), // league admin
    ...appealsSiteReader(club, isoNow, members.member),
    ...appealsSiteCommands(club, isoNow), // appeals committee
    ...appealableBoardReader(club, isoNow, members.member),
    ...appealLodging(club, isoNow, members.members, options.appealDeposit || null), // members and directors: lodging
    ...appealSteps(club, isoNow), // the appeal's steps after lodging
    ...tableUseCases(club, isoNow, { nameOf: nameOfWith(members.member), ...results }), // the tables: entry and confirmation
  };
  return withCachedReads(club, useCases, CACHED_READS);
}
