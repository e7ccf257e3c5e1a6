// What the API reads about the club (and the commands the site sends through it): the
// intersection of the slices' readers, each in its own file owned by its slice. The application
// layer implements it (libs/application/src/site/club-reader.ts: createClubReader); the tests use
// inMemoryClubReader. Shapes are zod schemas because they are the procedures' outputs.
import type { AppealsReader } from './appeals-reader';
import type { DirectorCommands } from './director-commands';
import type { DirectorControl } from './director-control';
import type { DirectorReader } from './director-reader';
import type { LeagueReader } from './league-reader';
import type { MembersReader } from './members-reader';
import type { ResultsReader } from './results-reader';
import type { UltiReader } from './ulti-reader';

export * from './results-reader';
export * from './ulti-reader';
export * from './director-reader';
export * from './director-commands';
export * from './director-control';
export * from './league-reader';
export * from './appeals-reader';
export * from './members-reader';
export type { MaybePromise } from './maybe-promise';

export type ClubReader = ResultsReader & // members: results
  UltiReader & // members: Ulti
  DirectorReader & // director
  DirectorCommands & // director
  DirectorControl & // director
  LeagueReader & // league admin
  AppealsReader & // appeals committee
  MembersReader; // plumbing: members and roles
