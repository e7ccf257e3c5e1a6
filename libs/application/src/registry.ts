// The extension point of the application layer: every projection and derived job kind the club
// runs. Each area adds its own entries here (one import and one spread per area); the CLI, the
// worker, rebuild, verify and the benchmark all take them from this list.
import {
  bridgeSessionLeaguesProjection,
  clubMembersProjection,
  publishedDocuments,
  roleAuditProjection,
  type AnyDocumentProjection,
  type DerivedJobKind,
} from '@club/read-models';
import { bridgeArea } from './bridge/bridge-area';
import { ultiArea } from './ulti/ulti-area';
import { appealArea } from './appeal/appeal-area';
import { rubberArea } from './rubber/rubber-area';

export interface Registry {
  readonly projections: readonly AnyDocumentProjection[];
  readonly jobKinds: readonly DerivedJobKind[];
}

export const registry: Registry = {
  projections: [
    // bridge: club, sessions, table boards, appeals (libs/read-models/src/bridge)
    // ulti: sessions and leagues (libs/read-models/src/ulti)
    ...bridgeArea.projections,
    ...ultiArea.projections,
    ...appealArea.projections,
    // rubber: rubber tables, members' rubber evenings, the season's ladder (libs/read-models/src/rubber)
    ...rubberArea.projections,
    // club: members and their roles, and who changed which role when (libs/read-models/src/club)
    clubMembersProjection,
    roleAuditProjection,
  ],
  jobKinds: [
    // results.<sessionId>.v<version>, ulti-league.<leagueId>.v<n>, ...
    ...bridgeArea.jobKinds,
    ...ultiArea.jobKinds,
    // The documents the federation's views read in PostgreSQL (the members' federation ids, the
    // sessions' publication), published as derived documents: libs/read-models src/federation.
    publishedDocuments(clubMembersProjection),
    publishedDocuments(bridgeSessionLeaguesProjection),
  ],
};
