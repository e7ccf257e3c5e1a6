// Projection `rubber.table`: one document per rubber table (`table:<tableId>`), the table folded
// from its stream and its evening worked out by the bridge engine: each rubber's score sheet
// (entries per deal, below/above the line, vulnerability, games, the rubber or unfinished-rubber
// bonuses) and each player's total and settlement. The evening is worked out once per run of
// events (evolveAll): only the last table state of a run is ever read, and scoring it per event
// was the replay's costliest fold.
import { eventOf, type RecordedEvent } from '@club/events';
import {
  RUBBER_TABLE_EVENT_TYPES,
  RUBBER_TABLE_STREAM_PREFIX,
  evolveRubberTable,
  initialRubberTableState,
  rubberTableEvening,
  type RubberEvening,
  type RubberTableEvent,
  type RubberTableState,
} from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { nextDealer } from './next-dealer';

export const RUBBER_TABLE_PROJECTION = 'rubber.table';
export const rubberTableKey = (tableId: string) => `table:${tableId}`;

export interface RubberTableDocument {
  readonly table: RubberTableState;
  readonly evening: RubberEvening;
  /** Who deals next in the current rubber (null once the table is closed). */
  readonly nextDealer: string | null;
}

const emptyEvening: RubberEvening = { rubbers: [], players: [] };

/** The document of a table state: its evening and next dealer depend on the state alone. */
const withEvening = (table: RubberTableState): RubberTableDocument => ({
  table,
  evening: rubberTableEvening(table),
  nextDealer: nextDealer(table),
});

export const rubberTableProjection: DocumentProjection<RubberTableDocument> = {
  name: RUBBER_TABLE_PROJECTION,
  // 2: a guest's name is read without the guest word older tables stored with it.
  version: 2,
  types: RUBBER_TABLE_EVENT_TYPES,
  keysOf: (event: RecordedEvent) =>
    event.streamId.startsWith(RUBBER_TABLE_STREAM_PREFIX)
      ? [rubberTableKey(event.streamId.slice(RUBBER_TABLE_STREAM_PREFIX.length))]
      : [],
  initial: () => ({ table: initialRubberTableState, evening: emptyEvening, nextDealer: null }),
  evolve: (doc, event) => withEvening(evolveRubberTable(doc.table, eventOf<RubberTableEvent>(event))),
  evolveAll(doc, events) {
    let table = doc.table;
    for (const event of events) table = evolveRubberTable(table, eventOf<RubberTableEvent>(event));
    return withEvening(table);
  },
};
