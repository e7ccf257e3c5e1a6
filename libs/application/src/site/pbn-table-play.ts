// A table's auction and play as the log holds them (the calls and cards the director's pad or a LIN
// import made at the table), as PBN's Auction and Play tags through libs/interchange's writers: the
// standing calls from the dealer (a withdrawn call is no part of the auction), the cards a trick a
// line from the opening leader. An alerted call carries its alert (from its CallMade event) as a note.
import { auctionResult, leftOf, type CallAlert } from '@club/bridge';
import { alertNote, auctionTags, playTags, type ExportTag } from '@club/interchange';
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
  // The auction state keeps no alerts: each call's is on the event that made it, found by its sequence.
  const alerts = new Map<number, CallAlert | null>();
  for (const e of events) if (e.type === 'CallMade') alerts.set(e.at, e.alert);
  const calls = board.auction.entries
    .filter((e) => e.status === 'standing')
    .map((e) => ({ call: e.call, note: alertNote(alerts.get(e.at)) }));
  const play = board.play;
  const tricks = play ? [...play.tricks, ...(play.current.cards.length > 0 ? [play.current] : [])] : [];
  return [
    ...auctionTags(board.dealer, calls, auctionResult(board.auction) !== undefined),
    ...(play ? playTags(leftOf(play.declarer), tricks) : []),
  ];
}
