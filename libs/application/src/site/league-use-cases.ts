// What a league administrator does through the site, reads and commands together: the one type the
// API's procedures call and its test fake implements.
import type { LeagueSiteCommands } from './league-commands';
import type { LeagueReviewUseCases } from './league-import-review';
import type { LeagueSiteReader } from './league-reader';

export type LeagueUseCases = LeagueSiteReader & LeagueSiteCommands & LeagueReviewUseCases;
