// Projection `rubber.index`: which rubber tables each member sat at (`member:<clubId>:<memberId>`),
// which tables count toward a season's rubber ladder (`season:<clubId>:<seasonId>`) and all the
// club's tables (`club:<clubId>`, for a ladder by calendar month, year or all time). Only the
// opening names them; the numbers are read from the `rubber.table` documents.
import { eventOf, type RecordedEvent } from '@club/events';
import { RUBBER_TABLE_STREAM_PREFIX, type RubberTableEvent } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const RUBBER_INDEX_PROJECTION = 'rubber.index';
export const rubberMemberKey = (clubId: string, memberId: string) => `member:${clubId}:${memberId}`;
export const rubberSeasonKey = (clubId: string, seasonId: string) => `season:${clubId}:${seasonId}`;
export const rubberClubKey = (clubId: string) => `club:${clubId}`;

export interface RubberIndexDocument {
  readonly tables: readonly string[];
}

type Opened = Extract<RubberTableEvent, { type: 'RubberTableOpened' }>;

export const rubberIndexProjection: DocumentProjection<RubberIndexDocument> = {
  name: RUBBER_INDEX_PROJECTION,
  // 2: the club's key.
  version: 2,
  types: ['RubberTableOpened'],
  keysOf(event: RecordedEvent) {
    if (!event.streamId.startsWith(RUBBER_TABLE_STREAM_PREFIX)) return [];
    const e = eventOf<Opened>(event);
    const members = e.players.flatMap((p) => (p.memberId === null ? [] : [rubberMemberKey(e.clubId, p.memberId)]));
    return [
      ...new Set(members),
      ...(e.seasonId === null ? [] : [rubberSeasonKey(e.clubId, e.seasonId)]),
      rubberClubKey(e.clubId),
    ];
  },
  initial: () => ({ tables: [] }),
  evolve(doc, event) {
    const e = eventOf<Opened>(event);
    return doc.tables.includes(e.tableId) ? doc : { tables: [...doc.tables, e.tableId] };
  },
};
