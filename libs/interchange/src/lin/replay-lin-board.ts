// Each LIN board replayed through the rules engine (@club/bridge's table-board decider): every call
// and card must be one the Laws let the player make, a claim (`mc`, declarer's side's total) must fit
// the tricks already won, and the result comes from the tricks and the claim. A record that cannot
// have happened (a card played twice or from the wrong hand, a call the engine refuses, a claim the
// tricks contradict) is an ImportError naming file, board and token; an irregularity the Laws treat
// as a fact of the play (a revoke), or a record that stops early, is reported and kept.
import {
  auctionResult,
  rightOf,
  leftOf,
  sideOf,
  Refused,
  tableBoardDecider,
  tableResult,
  type Card,
  type FinalContract,
  type Seat,
  type TableBoardCommand,
  type TableBoardEvent,
  type TableBoardState,
  type Trick,
} from '@club/bridge';
import { ImportError } from '../errors/import-error';
import { resultText, sameResult } from './lin-header-results';
import type { LinBoard } from './lin-file';
import { tokenField, type LinToken } from './lin-tokens';

export interface LinIrregularity {
  readonly board: number;
  /** The token's position in the file and its text, as in `tokenField`. */
  readonly token: string;
  readonly line: number;
  readonly problem: string;
}

export interface LinReplay {
  /** null while the auction is unfinished. */
  readonly contract: FinalContract | null;
  readonly declarer: Seat | null;
  /** Tricks of declarer's side (play, claim, Law 64 transfers); null when the record stops early. */
  readonly tricks: number | null;
  readonly nsScore: number | null;
  readonly openingLeader: Seat | null;
  /** Quitted tricks then the trick in progress, in order of play. */
  readonly tricksPlayed: readonly Pick<Trick, 'leader' | 'cards'>[];
  readonly claimed: boolean;
  /** Every command the engine accepted, in order: what an import records so the board can be replayed. */
  readonly commands: readonly TableBoardCommand[];
  readonly irregularities: readonly LinIrregularity[];
}

export function replayLinBoard(board: LinBoard, file: string): LinReplay {
  const decider = tableBoardDecider({ dealer: board.dealer, vulnerability: board.vulnerability, deal: board.deal });
  let state: TableBoardState = decider.initialState;
  const irregularities: LinIrregularity[] = [];
  const commands: TableBoardCommand[] = [];
  const fail = (token: LinToken, problem: string): never => {
    throw new ImportError({ file, line: token.line, field: tokenField(board.board, token) }, problem);
  };
  const note = (token: LinToken, problem: string) =>
    irregularities.push({ board: board.board, token: tokenField(board.board, token), line: token.line, problem });
  const apply = (command: TableBoardCommand, token: LinToken): readonly TableBoardEvent[] => {
    let events: readonly TableBoardEvent[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (error instanceof Refused) return fail(token, `the rules engine refuses it: ${error.message}`);
      throw error;
    }
    state = events.reduce(decider.evolve, state);
    commands.push(command);
    return events;
  };

  for (const { seat, call, alert, explanation, token } of board.calls) {
    if (auctionResult(state.auction)) fail(token, 'a call after the auction has ended');
    // An explained call (`an`) was alerted, whether or not BBO wrote its `!`.
    const alerted = alert || explanation !== null ? { alert: { explanation } } : {};
    apply({ type: 'MakeCall', seat, call, ...alerted }, token);
    const pending = state.auction.pending;
    if (pending) fail(token, `an irregular call by ${seat}: ${pending.kind.replaceAll('-', ' ')} (Law ${pending.law})`);
  }
  const auction = auctionResult(state.auction);
  const firstCard = board.cards[0];
  // Where a record stops or its summary disagrees, the report names its last token.
  const endToken =
    board.claim?.token ??
    board.cards[board.cards.length - 1]?.token ??
    board.calls[board.calls.length - 1]?.token ??
    board.token;
  if (!auction) {
    if (firstCard || board.claim) fail(firstCard?.token ?? board.claim!.token, 'play before the auction has ended');
    note(endToken, 'the auction stops before it ends: no result');
    return { ...NO_RESULT, commands, irregularities };
  }
  if (auction.passedOut && (firstCard || board.claim))
    fail(firstCard?.token ?? board.claim!.token, 'the board was passed out: there is no play');

  const played = new Map<Card, number>();
  for (const { card, token } of board.cards) {
    const play = state.play!;
    const earlier = played.get(card);
    if (earlier !== undefined) fail(token, `${card} was already played (token ${earlier})`);
    played.set(card, token.index);
    const holder = (Object.keys(play.hands) as Seat[]).find((seat) => play.hands[seat].includes(card))!;
    if (play.phase === 'ended') fail(token, 'a card after the thirteenth trick');
    if (holder !== play.turn) fail(token, `${card} is held by ${holder}, but ${play.turn} is to play`);
    for (const event of apply({ type: 'PlayCard', seat: holder, card }, token))
      if (event.type === 'RevokeMade')
        note(
          token,
          `revoke: ${event.offender} played ${event.card} in trick ${event.trickNo} holding ${event.legalCards.join(' ')} (Law 61; recorded as played)`,
        );
    if (state.play!.pending) fail(token, `an irregular play by ${holder} needs the director's ruling`);
  }

  const play = state.play;
  if (play && board.claim) claim(board.claim.tricks, board.claim.token);
  const result = tableResult(state);
  if (!result) note(endToken, 'the play stops before the thirteenth trick without a claim: no result');
  const contract = auction.passedOut ? 'Pass' : auction.contract;
  const declarer = auction.passedOut ? null : auction.declarer;
  if (board.headerResult !== null && (result || contract === 'Pass')) {
    const replayed = resultText(contract, declarer, result?.tricks ?? 0);
    if (!sameResult(board.headerResult, replayed))
      note(endToken, `the header (rs) records ${board.headerResult}, the replay gives ${replayed}`);
  }
  const tricksPlayed = play
    ? [...state.play!.tricks, ...(state.play!.current.cards.length ? [state.play!.current] : [])]
    : [];
  return {
    contract,
    declarer,
    tricks: result?.tricks ?? null,
    nsScore: result?.nsScore ?? null,
    openingLeader: auction.passedOut ? null : leftOf(auction.declarer),
    tricksPlayed,
    claimed: board.claim !== null && play !== null && play.phase !== 'ended',
    commands,
    irregularities,
  };

  function claim(total: number, token: LinToken): void {
    const play = state.play!;
    const side = sideOf(play.declarer);
    const won = play.tricks.filter((trick) => sideOf(trick.winner) === side).length;
    if (play.phase === 'ended') {
      if (total !== won) fail(token, `a claim of ${total} tricks after the play, but declarer's side won ${won}`);
      return;
    }
    const remaining = 13 - play.tricks.length;
    if (total < won) fail(token, `a claim of ${total} tricks, but declarer's side has already won ${won}`);
    if (total - won > remaining)
      fail(token, `a claim of ${total} tricks: declarer's side has won ${won} and only ${remaining} remain`);
    apply({ type: 'MakeClaim', seat: play.declarer, tricks: total - won, statement: 'claim (LIN mc)' }, token);
    // A BBO claim stands once the defenders accept it: both acquiesce (Law 69A).
    apply({ type: 'AcquiesceClaim', seat: leftOf(play.declarer) }, token);
    apply({ type: 'AcquiesceClaim', seat: rightOf(play.declarer) }, token);
  }
}

const NO_RESULT: Omit<LinReplay, 'commands' | 'irregularities'> = {
  contract: null,
  declarer: null,
  tricks: null,
  nsScore: null,
  openingLeader: null,
  tricksPlayed: [],
  claimed: false,
};
