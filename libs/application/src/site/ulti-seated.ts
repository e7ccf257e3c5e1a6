// The running Ulti sessions a member is seated in, over the `ulti.session` documents: his table of
// the session's current round. A closed session, or a round he sits out, seats him nowhere.
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import type { Club } from '../club';
import type { UltiSeats } from './ulti-seated-shapes';

export interface UltiSeatsUseCases {
  ultiSeats(memberId: string): UltiSeats;
}

export function ultiSeatsReader(club: Pick<Club, 'runner'>): UltiSeatsUseCases {
  const { runner } = club;
  return {
    ultiSeats(memberId) {
      return runner.keys(ULTI_SESSION_PROJECTION).flatMap((sessionId) => {
        const doc = runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
        if (!doc || doc.status !== 'scheduled') return [];
        const mine = doc.tables.find((t) => t.round === doc.round && t.seating.includes(memberId));
        return mine ? [{ sessionId, round: doc.round, table: mine.table }] : [];
      });
    },
  };
}
