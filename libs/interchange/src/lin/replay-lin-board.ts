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
import { linImportError, linProblemText, type LinProblem } from './lin-problems';
import { resultText, sameResult } from './lin-header-results';
import type { LinBoard } from './lin-file';
import { tokenField, type LinToken } from './lin-tokens';

export interface LinIrregularity {
  readonly board: number;
  /** The token's position in the file and its text, as in `tokenField`. */
  readonly token: string;
  readonly line: number;
  /** What was found, as a code and its parameters (the site's words) … */
  readonly code: LinProblem['code'];
  readonly params: LinProblem['params'];
  /** … and in English (the CLI's). */
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
  const fail = (token: LinToken, problem: LinProblem): never => {
    throw linImportError({ file, line: token.line, field: tokenField(board.board, token) }, problem);
  };
  const note = (token: LinToken, problem: LinProblem) =>
    irregularities.push({
      board: board.board,
      token: tokenField(board.board, token),
      line: token.line,
      ...problem,
      problem: linProblemText(problem),
    });
  const none = {} as Record<string, never>;
  const apply = (command: TableBoardCommand, token: LinToken): readonly TableBoardEvent[] => {
    let events: readonly TableBoardEvent[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (error instanceof Refused)
        return fail(token, { code: 'lin-engine-refused', params: { refusal: error.code, message: error.message } });
      throw error;
    }
    state = events.reduce(decider.evolve, state);
    commands.push(command);
    return events;
  };

  for (const { seat, call, alert, explanation, token } of board.calls) {
    if (auctionResult(state.auction)) fail(token, { code: 'lin-call-after-auction', params: none });
    // An explained call (`an`) was alerted, whether or not BBO wrote its `!`.
    const alerted = alert || explanation !== null ? { alert: { explanation } } : {};
    apply({ type: 'MakeCall', seat, call, ...alerted }, token);
    const pending = state.auction.pending;
    if (pending)
      fail(token, {
        code: 'lin-irregular-call',
        params: { seat, irregularity: pending.kind, law: String(pending.law) },
      });
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
    if (firstCard || board.claim)
      fail(firstCard?.token ?? board.claim!.token, { code: 'lin-play-before-auction-end', params: none });
    note(endToken, { code: 'lin-auction-unfinished', params: none });
    return { ...NO_RESULT, commands, irregularities };
  }
  if (auction.passedOut && (firstCard || board.claim))
    fail(firstCard?.token ?? board.claim!.token, { code: 'lin-play-after-pass-out', params: none });

  const played = new Map<Card, number>();
  for (const { card, token } of board.cards) {
    const play = state.play!;
    const earlier = played.get(card);
    if (earlier !== undefined) fail(token, { code: 'lin-card-played-twice', params: { card, earlier } });
    played.set(card, token.index);
    const holder = (Object.keys(play.hands) as Seat[]).find((seat) => play.hands[seat].includes(card))!;
    if (play.phase === 'ended') fail(token, { code: 'lin-card-after-last-trick', params: none });
    if (holder !== play.turn) fail(token, { code: 'lin-card-out-of-turn', params: { card, holder, turn: play.turn } });
    for (const event of apply({ type: 'PlayCard', seat: holder, card }, token))
      if (event.type === 'RevokeMade')
        note(token, {
          code: 'lin-revoke',
          params: {
            offender: event.offender,
            card: event.card,
            trick: event.trickNo,
            legal: event.legalCards.join(' '),
          },
        });
    if (state.play!.pending) fail(token, { code: 'lin-irregular-play', params: { seat: holder } });
  }

  const play = state.play;
  if (play && board.claim) claim(board.claim.tricks, board.claim.token);
  const result = tableResult(state);
  if (!result) note(endToken, { code: 'lin-play-unfinished', params: none });
  const contract = auction.passedOut ? 'Pass' : auction.contract;
  const declarer = auction.passedOut ? null : auction.declarer;
  if (board.headerResult !== null && (result || contract === 'Pass')) {
    const replayed = resultText(contract, declarer, result?.tricks ?? 0);
    if (!sameResult(board.headerResult, replayed))
      note(endToken, { code: 'lin-header-result-differs', params: { header: board.headerResult, replay: replayed } });
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
      if (total !== won) fail(token, { code: 'lin-claim-after-play-differs', params: { claimed: total, won } });
      return;
    }
    const remaining = 13 - play.tricks.length;
    if (total < won) fail(token, { code: 'lin-claim-below-won', params: { claimed: total, won } });
    if (total - won > remaining)
      fail(token, { code: 'lin-claim-beyond-remaining', params: { claimed: total, won, remaining } });
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
