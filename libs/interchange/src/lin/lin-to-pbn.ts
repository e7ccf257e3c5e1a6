// A replayed LIN file as PBN 2.1 (export format, through exportPbn): one game per board and room,
// the players, the deal, the contract and result from the replay, the Auction section with each
// alert as a note (its explanation, or empty when none was given) and the Play section one trick a
// line in seat order from the opening leader; `*` ends a play stopped by a claim or an auction cut short.
import { formatCall, formatContract, formatPbnDeal, leftOf, type Seat } from '@club/bridge';
import { exportPbn, type ExportTag, type ExportToken } from '../pbn/export-pbn';
import type { LinImport } from './import-lin';

const VULNERABLE = { None: 'None', NS: 'NS', EW: 'EW', All: 'All' } as const;
const word = (text: string): ExportToken => ({ kind: 'word', text });

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
  return [...tags, ...auctionTags(board), ...playTags(board)];
}

function seatName(seat: Seat): string {
  return { W: 'West', N: 'North', E: 'East', S: 'South' }[seat];
}

function auctionTags(board: LinImport['boards'][number]): ExportTag[] {
  if (board.calls.length === 0) return [];
  const notes: ExportTag[] = [];
  const tokens = board.calls.flatMap((call) => {
    if (!call.alert && call.explanation === null) return [word(formatCall(call.call))];
    notes.push({ name: 'Note', value: `${notes.length + 1}:${call.explanation ?? ''}` });
    return [word(formatCall(call.call)), word(`=${notes.length}=`)];
  });
  const lines = inLines(tokens, (token) => !token.text.startsWith('='), 4);
  if (board.replay.contract === null) lines.push({ tokens: [word('*')] });
  return [{ name: 'Auction', value: board.dealer, section: lines }, ...notes];
}

function playTags(board: LinImport['boards'][number]): ExportTag[] {
  const { openingLeader, tricksPlayed } = board.replay;
  if (openingLeader === null || tricksPlayed.length === 0) return [];
  const lines = tricksPlayed.map((trick) => {
    let seat = openingLeader;
    const tokens: ExportToken[] = [];
    for (let i = 0; i < 4; i++) {
      tokens.push(word(trick.cards.find((played) => played.seat === seat)?.card ?? '-'));
      seat = leftOf(seat);
    }
    return { tokens };
  });
  if (tricksPlayed.length < 13 || tricksPlayed[12]!.cards.length < 4) lines.push({ tokens: [word('*')] });
  return [{ name: 'Play', value: openingLeader, section: lines }];
}

/** Groups tokens into lines of `perLine` items, an item's annotations staying on its line. */
function inLines(tokens: readonly ExportToken[], isItem: (t: ExportToken) => boolean, perLine: number) {
  const lines: { tokens: ExportToken[] }[] = [];
  let items = perLine;
  for (const token of tokens) {
    if (isItem(token) && items === perLine) {
      lines.push({ tokens: [] });
      items = 0;
    }
    if (isItem(token)) items++;
    lines[lines.length - 1]!.tokens.push(token);
  }
  return lines;
}
