// The Ulti area's projections and job kinds, as the application registry lists them.
import {
  ultiLeagueJob,
  ultiLeagueProjection,
  ultiSessionProjection,
  ultiSessionTotalsProjection,
  ultiStandingsJob,
} from '@club/read-models';
import type { Registry } from '../registry';

export const ultiArea: Registry = {
  projections: [ultiSessionProjection, ultiSessionTotalsProjection, ultiLeagueProjection],
  jobKinds: [ultiLeagueJob, ultiStandingsJob],
};
