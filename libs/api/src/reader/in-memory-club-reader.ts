// A ClubReader over plain data: the tests' fixture (each slice's in-memory reader, one line each).
import { inMemoryAppealsReader, type AppealsData } from './appeals-reader';
import type { ClubReader } from './club-reader';
import { inMemoryDirectorCommands, type DirectorCommandsData } from './director-commands';
import { inMemoryDirectorControl } from './director-control';
import { inMemoryDirectorReader, type DirectorData } from './director-reader';
import { inMemoryLeagueReader, type LeagueData } from './league-reader';
import { inMemoryMembersReader, type MembersData } from './members-reader';
import { inMemoryResultsReader, type ResultsData } from './results-reader';
import { inMemoryUltiReader, type UltiData } from './ulti-reader';

export type ClubData = ResultsData &
  UltiData &
  DirectorData &
  DirectorCommandsData &
  LeagueData &
  AppealsData &
  MembersData;

export function inMemoryClubReader(data: ClubData): ClubReader {
  return {
    ...inMemoryResultsReader(data),
    ...inMemoryUltiReader(data),
    ...inMemoryDirectorReader(data),
    ...inMemoryDirectorCommands(data),
    ...inMemoryDirectorControl(data),
    ...inMemoryLeagueReader(data),
    ...inMemoryAppealsReader(data),
    ...inMemoryMembersReader(data),
  };
}

export const emptyClubReader: ClubReader = inMemoryClubReader({});
