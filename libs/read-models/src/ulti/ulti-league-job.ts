// The derived job `ulti-league.<leagueId>.v<n>`: when a round of a league's session ends, the
// session closes, or a session is added to an Ulti league, the league table is computed from the
// lean session documents (ulti.session-totals: each table's totals, not every deal) and written as
// a derived document. n is the global position of the triggering event, so every
// trigger of a league has its own id.
import { eventOf, type RecordedEvent } from '@club/events';
import {
  DEFAULT_ULTI_COMPETITION_RULES,
  type LeagueEvent,
  type UltiRoundEnded,
  type UltiSessionClosed,
} from '@club/club';
import type { DerivedJobKind, DerivedJobRef, DerivedWrite } from '../framework/derived-job';
import type { DocumentReader } from '../framework/document-projection';
import { ULTI_LEAGUE_PROJECTION, type UltiLeagueDocument } from './ulti-league-projection';
import { ultiLeagueTable } from './ulti-league-table';
import { ULTI_SESSION_TOTALS_PROJECTION, type UltiSessionTotalsDocument } from './ulti-session-totals-projection';

export const ULTI_LEAGUE_JOB = 'ulti-league';
export const ULTI_LEAGUE_TABLE_DOCUMENT = 'ulti-league-table';

/** Pure: the league table document from the projections' documents. */
export function computeUltiLeague(leagueId: string, documents: DocumentReader): DerivedWrite[] {
  const league = documents.document<UltiLeagueDocument>(ULTI_LEAGUE_PROJECTION, leagueId);
  const sessions = (league?.sessions ?? [])
    .map((id) => documents.document<UltiSessionTotalsDocument>(ULTI_SESSION_TOTALS_PROJECTION, id))
    .filter((d): d is UltiSessionTotalsDocument => d !== undefined);
  // A league with its own Ulti ranking rule scores every session with it; otherwise each session keeps the points it was scheduled with.
  const table = ultiLeagueTable(leagueId, sessions, league?.competition ?? DEFAULT_ULTI_COMPETITION_RULES, {
    placementFrom: league?.rulesFrom === 'league' ? 'league' : 'session',
  });
  return [{ kind: ULTI_LEAGUE_TABLE_DOCUMENT, key: leagueId, doc: table }];
}

export const ultiLeagueJob: DerivedJobKind = {
  kind: ULTI_LEAGUE_JOB,
  types: ['UltiRoundEnded', 'UltiSessionClosed', 'SessionAddedToLeague'],
  triggerOf(event: RecordedEvent) {
    if (event.type === 'SessionAddedToLeague') {
      const e = eventOf<LeagueEvent>(event);
      return e.game === 'ulti' && e.leagueId ? { subject: e.leagueId, version: event.position } : undefined;
    }
    const leagueId = eventOf<UltiSessionClosed | UltiRoundEnded>(event).leagueId;
    return leagueId ? { subject: leagueId, version: event.position } : undefined;
  },
  compute: (job: DerivedJobRef, documents: DocumentReader) => computeUltiLeague(job.subject, documents),
};
