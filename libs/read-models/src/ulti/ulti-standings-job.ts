// The derived job `ulti-standings.<sessionId>.v<n>`: every change to an Ulti session's ledger (a
// deal recorded or corrected, a ruling, a round drawn or ended) publishes the session's running
// standings as a derived document, so the members watching the session see the table move as the
// score-keepers write (the live results stream follows the derived documents). n is the session
// stream's position of the triggering event.
import type { RecordedEvent } from '@club/events';
import { ULTI_SESSION_EVENT_TYPES } from '@club/club';
import type { DerivedJobKind, DerivedJobRef, DerivedWrite } from '../framework/derived-job';
import type { DocumentReader } from '../framework/document-projection';
import { ULTI_SESSION_PROJECTION } from './ulti-session-projection';
import type { UltiSessionDocument } from './ulti-session-document';
import { ultiSessionIdOf } from './ulti-event';
import { ultiSessionStandings } from './ulti-standings';

export const ULTI_STANDINGS_JOB = 'ulti-standings';
export const ULTI_STANDINGS_DOCUMENT = 'ulti-session-standings';

/** One player's evening so far. */
export interface UltiLiveStanding {
  readonly rank: number;
  readonly player: string;
  readonly forints: number;
  readonly placementPoints: number;
  /** Tables he has sat at (one per round). */
  readonly rounds: number;
  /** Deals played at his tables. */
  readonly deals: number;
  /** His latest table and his place there. */
  readonly table: number;
  readonly place: number;
}

export interface UltiLiveStandings {
  readonly sessionId: string;
  readonly status: 'scheduled' | 'closed';
  /** The latest round drawn (0: none yet). */
  readonly round: number;
  /** Deals in a full table's game (null: as many as the tables play). */
  readonly dealsPerTable: number | null;
  /** Session stream position the standings are at. */
  readonly version: number;
  readonly ranking: readonly UltiLiveStanding[];
}

/** Pure: a session's running standings from its ledger. */
export function liveStandingsOf(doc: UltiSessionDocument): UltiLiveStandings {
  const dealsOf = (player: string) =>
    doc.tables.filter((t) => t.seating.includes(player)).reduce((n, t) => n + t.deals.length, 0);
  return {
    sessionId: doc.sessionId,
    status: doc.status === 'closed' ? 'closed' : 'scheduled',
    round: doc.round,
    dealsPerTable: doc.dealsPerTable,
    version: doc.version,
    ranking: ultiSessionStandings(doc).ranking.map((r) => ({
      rank: r.rank,
      player: r.player,
      forints: r.forints,
      placementPoints: r.placementPoints,
      rounds: r.rounds,
      deals: dealsOf(r.player),
      table: r.table,
      place: r.place,
    })),
  };
}

export function computeUltiStandings(sessionId: string, documents: DocumentReader): DerivedWrite[] {
  const doc = documents.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
  if (!doc || doc.status === 'none') return [];
  return [{ kind: ULTI_STANDINGS_DOCUMENT, key: sessionId, doc: liveStandingsOf(doc) }];
}

export const ultiStandingsJob: DerivedJobKind = {
  kind: ULTI_STANDINGS_JOB,
  // Checking in changes no table: nothing new to publish.
  types: ULTI_SESSION_EVENT_TYPES.filter((t) => t !== 'UltiPlayerCheckedIn'),
  triggerOf: (event: RecordedEvent) => ({ subject: ultiSessionIdOf(event) }),
  compute: (job: DerivedJobRef, documents: DocumentReader) => computeUltiStandings(job.subject, documents),
};
