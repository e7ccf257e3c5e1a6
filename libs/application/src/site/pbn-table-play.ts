// A table's auction and play as the log holds them (the calls and cards the director's pad or a LIN
// import made at the table), as PBN's Auction and Play tags through libs/interchange's writers: the
// standing calls from the dealer (a withdrawn call is no part of the auction), the cards a trick a
// line from the opening leader. The engine keeps no alerts, so no call carries a note.
import { auctionResult, leftOf } from '@club/bridge';
import { auctionTags, playTags, type ExportTag } from '@club/interchange';
import { tableBoardStateOf } from './director-stream-reads';
import type { TableBoardStreamEvent } from '@club/club';
import { versionedEventOf, type RecordedEvent } from '@club/events';

export interface StreamReader {
  readStream(streamId: string): RecordedEvent[];
}

/** The Auction and Play tags (and Auction's notes) of the table-board, or none when it was not played call by call. */
export function tablePlayTags(store: StreamReader, stream: string): ExportTag[] {
  const events = store.readStream(stream).map((e) => versionedEventOf<TableBoardStreamEvent>(e));
  const board = tableBoardStateOf(events).board;
  if (board === null) return [];
  const calls = board.auction.entries.filter((e) => e.status === 'standing').map((e) => ({ call: e.call, note: null }));
  const play = board.play;
  const tricks = play ? [...play.tricks, ...(play.current.cards.length > 0 ? [play.current] : [])] : [];
  return [
    ...auctionTags(board.dealer, calls, auctionResult(board.auction) !== undefined),
    ...(play ? playTags(leftOf(play.declarer), tricks) : []),
  ];
}
