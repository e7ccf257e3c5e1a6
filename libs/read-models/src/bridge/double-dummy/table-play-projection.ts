// `bridge.table-play`: the cards played at a table-board recorded card by card, with the contract's
// strain and declarer: what the play analysis needs, kept so that its job reads documents only.
import type { Card, Seat, Strain } from '@club/bridge';
import type { TableBoardStreamEvent } from '@club/club';
import { eventOf, taggedEventOf } from '@club/events';
import type { DocumentProjection } from '../../framework/document-projection';
import { tableBoardRefOf } from '../table-board-ref';

export const TABLE_PLAY_PROJECTION = 'bridge.table-play';

export interface TablePlayDocument {
  /** Null until the auction ends in a contract. */
  readonly contract: { readonly strain: Strain; readonly declarer: Seat } | null;
  readonly cards: readonly Card[];
}

export const tablePlayProjection: DocumentProjection<TablePlayDocument> = {
  name: TABLE_PLAY_PROJECTION,
  version: 1,
  types: ['AuctionCompleted', 'CardPlayed'],
  keysOf: (event) => (tableBoardRefOf(event.streamId) ? [event.streamId] : []),
  initial: () => ({ contract: null, cards: [] }),
  evolve(doc, recorded) {
    const e = eventOf<TableBoardStreamEvent>(recorded);
    if (e.type === 'AuctionCompleted') return { ...doc, contract: { strain: e.contract.strain, declarer: e.declarer } };
    if (e.type === 'CardPlayed') return { ...doc, cards: [...doc.cards, e.card] };
    return doc;
  },
  evolveAll(doc, events) {
    let contract = doc.contract;
    const cards = [...doc.cards];
    // Read in place, not copied: a run is mostly a board's cards, one event each.
    for (const recorded of events) {
      const [type, data] = taggedEventOf<TableBoardStreamEvent>(recorded);
      if (type === 'AuctionCompleted') contract = { strain: data.contract.strain, declarer: data.declarer };
      if (type === 'CardPlayed') cards.push(data.card);
    }
    return { contract, cards };
  },
};
