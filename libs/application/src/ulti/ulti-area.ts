// The Ulti area's projections and job kinds, as the application registry lists them.
import { ultiLeagueJob, ultiLeagueProjection, ultiSessionProjection, ultiStandingsJob } from '@club/read-models';
import type { Registry } from '../registry';

export const ultiArea: Registry = {
  projections: [ultiSessionProjection, ultiLeagueProjection],
  jobKinds: [ultiLeagueJob, ultiStandingsJob],
};
