// The bridge area's projections and job kinds, as the application registry lists them: the
// session, player and league documents, the `results` job (results.<sessionId>.v<position>) and
// the `bridge-league` job.
import { BRIDGE_JOB_KINDS, BRIDGE_PROJECTIONS } from '@club/read-models';
import type { Registry } from '../registry';

export const bridgeArea: Registry = {
  projections: [...BRIDGE_PROJECTIONS],
  jobKinds: [...BRIDGE_JOB_KINDS],
};
