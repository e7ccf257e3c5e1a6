// A PBN game's Auction and Play replayed through the rules engine (@club/bridge's table-board decider),
// so an import can record them call by call and card by card: the calls in rotation from the dealer (each
// with its alert, from its notes), then each trick's cards in order of play (the Play section writes them
// in seat order from the opening leader; the engine says whose turn it is, and that seat's column gives
// the card), and when the record stops early with the Result tag known, declarer's claim of the rest
// accepted by both defenders. A record the engine refuses is an ImportError naming the file, the line
// and the call or trick.
import {
  auctionResult,
  isCompleteDeal,
  leftOf,
  rightOf,
  sideOf,
  Refused,
  tableBoardDecider,
  type Call,
  type PartialDeal,
  type Seat,
  type TableBoardCommand,
  type TableBoardState,
  type Vulnerability,
} from '@club/bridge';
import { ImportError } from '../errors/import-error';
import type { PbnGameRecord } from './game-record';

export interface PbnBoardFacts {
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  readonly hands: PartialDeal | null;
}

/** The engine's commands for the game's calls and cards, or null when it records none (or not the whole deal). */
export function replayPbnGame(
  record: PbnGameRecord,
  board: PbnBoardFacts,
  file: string,
): readonly TableBoardCommand[] | null {
  const { auction, play } = record;
  if (auction === null || auction.calls.length === 0 || board.dealer === null || board.vulnerability === null)
    return null;
  if (board.hands === null || !isCompleteDeal(board.hands)) return null;
  if (auction.calls.some((c) => c.call.kind === 'Unknown')) return null;
  const decider = tableBoardDecider({ dealer: board.dealer, vulnerability: board.vulnerability, deal: board.hands });
  let state: TableBoardState = decider.initialState;
  const commands: TableBoardCommand[] = [];
  const apply = (command: TableBoardCommand, line: number, field: string) => {
    try {
      state = decider.decide(command, state).reduce(decider.evolve, state);
    } catch (error) {
      if (error instanceof Refused)
        throw new ImportError({ file, line, field }, `the rules engine refuses it: ${error.message}`);
      throw error;
    }
    commands.push(command);
  };

  for (const [i, { seat, call, alert, line }] of auction.calls.entries())
    apply({ type: 'MakeCall', seat, call: call as Call, ...(alert ? { alert } : {}) }, line, `Auction call ${i + 1}`);
  // `AP`: the passes that end the auction.
  for (let i = 0; auction.allPass && auctionResult(state.auction) === undefined && i < 4; i++) {
    const last = state.auction.entries.at(-1);
    const seat = last ? leftOf(last.seat) : board.dealer;
    apply({ type: 'MakeCall', seat, call: { kind: 'Pass' } }, record.line, 'Auction AP');
  }
  for (const [t, trick] of (play?.tricks ?? []).entries()) {
    for (let i = 0; i < 4; i++) {
      const turn = state.play?.turn;
      const card = trick.cards.find((c) => c.seat === turn)?.card;
      if (turn === undefined || state.play?.phase === 'ended' || !card) break;
      apply({ type: 'PlayCard', seat: turn, card }, trick.line, `Play trick ${t + 1}`);
    }
  }
  const p = state.play;
  if (p && p.phase !== 'ended' && record.tricks !== null) {
    const won = p.tricks.filter((trick) => sideOf(trick.winner) === sideOf(p.declarer)).length;
    const field = 'tag Result';
    apply(
      { type: 'MakeClaim', seat: p.declarer, tricks: record.tricks - won, statement: 'claim (PBN Result)' },
      record.line,
      field,
    );
    apply({ type: 'AcquiesceClaim', seat: leftOf(p.declarer) }, record.line, field);
    apply({ type: 'AcquiesceClaim', seat: rightOf(p.declarer) }, record.line, field);
  }
  return commands;
}
