// The site's use cases over plain data: the API tests' fixture (each area's in-memory fake, one line
// each). Typed as the application's SiteUseCases, so it must implement every use case.
import { clubPageReader, type SiteUseCases } from '@club/application';
import { inMemoryAppealsReader, type AppealsData } from './appeals-reader';
import { inMemoryDirectorCommands, type DirectorCommandsData } from './director-commands';
import { inMemoryDirectorControl } from './director-control';
import { inMemoryHandRecords } from './hand-records';
import { inMemoryDirectorReader, type DirectorData } from './director-reader';
import { inMemoryLeagueReader, type LeagueData } from './league-reader';
import { inMemoryMemberAdmin } from './member-admin';
import { inMemoryMemberLanguage } from './member-language';
import { inMemoryMembersReader, type MembersData } from './members-reader';
import { inMemoryResultsReader, type ResultsData } from './results-reader';
import { inMemoryRubberSite } from './rubber-site';
import { inMemoryUltiReader, type UltiData } from './ulti-reader';
import { inMemoryUltiEvening, type UltiEveningData } from './ulti-evening';
import { inMemoryUltiHistory, type UltiHistoryData } from './ulti-history';
import { inMemoryUltiJury, type UltiJuryData } from './ulti-jury';
import { inMemoryUltiSeats, type UltiSeatsData } from './ulti-seats';
import { inMemoryTable, type TableData } from './table';

export type SiteData = ResultsData &
  UltiData &
  UltiHistoryData &
  UltiSeatsData &
  UltiEveningData &
  UltiJuryData &
  DirectorData &
  DirectorCommandsData &
  LeagueData &
  AppealsData &
  MembersData &
  TableData & {
    /** The club's public page (CLUB_PUBLIC_PAGE; default on here). */
    readonly publicClubPage?: boolean;
  };

export function inMemorySite(data: SiteData): SiteUseCases {
  const results = inMemoryResultsReader(data);
  return {
    ...results,
    ...inMemoryHandRecords(data),
    ...clubPageReader(results, data.publicClubPage ?? true),
    ...inMemoryUltiReader(data),
    ...inMemoryUltiHistory(data),
    ...inMemoryUltiSeats(data),
    ...inMemoryUltiEvening(data),
    ...inMemoryUltiJury(data),
    ...inMemoryRubberSite(),
    ...inMemoryDirectorReader(data),
    ...inMemoryDirectorCommands(data),
    ...inMemoryDirectorControl(data),
    ...inMemoryLeagueReader(data),
    ...inMemoryAppealsReader(data),
    ...inMemoryMembersReader(data),
    ...inMemoryMemberAdmin(data),
    ...inMemoryMemberLanguage(),
    ...inMemoryTable(data),
  };
}
