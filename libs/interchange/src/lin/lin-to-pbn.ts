// A replayed LIN file as PBN 2.1 (export format, through exportPbn): one game per board and room,
// the players, the deal, the contract and result from the replay, the Auction section with each
// alert as a note (its explanation, or empty when none was given) and the Play section one trick a
// line in seat order from the opening leader; `*` ends a play stopped by a claim or an auction cut short.
import { formatContract, formatPbnDeal, type Seat } from '@club/bridge';
import { auctionTags } from '../pbn/auction-section';
import { exportPbn, type ExportTag } from '../pbn/export-pbn';
import { playTags } from '../pbn/play-section';
import type { LinImport } from './import-lin';

const VULNERABLE = { None: 'None', NS: 'NS', EW: 'EW', All: 'All' } as const;

export function linToPbn(lin: LinImport): string {
  return exportPbn(lin.boards.map((board) => ({ tags: boardTags(lin, board) })));
}

function boardTags(lin: LinImport, board: LinImport['boards'][number]): ExportTag[] {
  const { replay } = board;
  const played = replay.contract !== null && replay.contract !== 'Pass';
  const tags: ExportTag[] = [
    { name: 'Event', value: lin.event ?? '' },
    { name: 'Board', value: String(board.board) },
    ...(['W', 'N', 'E', 'S'] as const).map((seat) => ({ name: seatName(seat), value: board.players[seat] || '?' })),
    { name: 'Dealer', value: board.dealer },
    { name: 'Vulnerable', value: VULNERABLE[board.vulnerability] },
    { name: 'Deal', value: formatPbnDeal(board.deal, 'N') },
    ...(replay.contract === null ? [] : [{ name: 'Contract', value: formatContract(replay.contract) }]),
    ...(played ? [{ name: 'Declarer', value: replay.declarer! }] : []),
    ...(played && replay.tricks !== null ? [{ name: 'Result', value: String(replay.tricks) }] : []),
    ...(board.room ? [{ name: 'Room', value: board.room }] : []),
  ];
  return [...tags, ...linAuctionTags(board), ...linPlayTags(board)];
}

function seatName(seat: Seat): string {
  return { W: 'West', N: 'North', E: 'East', S: 'South' }[seat];
}

function linAuctionTags(board: LinImport['boards'][number]): ExportTag[] {
  const calls = board.calls.map((call) => ({
    call: call.call,
    note: call.alert || call.explanation !== null ? (call.explanation ?? '') : null,
  }));
  return auctionTags(board.dealer, calls, board.replay.contract !== null);
}

function linPlayTags(board: LinImport['boards'][number]): ExportTag[] {
  const { openingLeader, tricksPlayed } = board.replay;
  return openingLeader === null ? [] : playTags(openingLeader, tricksPlayed);
}
