// One table's board as the Bridgemates recorded it (BiddingData calls, PlayData cards) replayed
// through the rules engine (@club/bridge's table-board decider), so that an import can record it
// call by call and card by card and the board's replay shows it. The result entered on the
// Bridgemate (ReceivedData) is what was scored: the auction must end in its contract by its
// declarer, and the cards recorded are kept while the result stays possible; the tricks not played
// in the record are declarer's claim of that result, which both defenders accept (as they did when
// they confirmed it on the Bridgemate). A record the engine refuses is kept up to the row before it
// and the rest reported by row; an auction that cannot give the result leaves the result entered
// on its own (the engine takes no entered result once calls are recorded).
import {
  auctionResult,
  formatContract,
  leftOf,
  parseCall,
  Refused,
  rightOf,
  sideOf,
  tableBoardDecider,
  tableResult,
  type Card,
  type Deal,
  type FinalContract,
  type Seat,
  type TableBoardCommand,
  type TableBoardEvent,
  type TableBoardState,
  type Vulnerability,
} from '@club/bridge';
import { parseLead } from '../session/lead';

/** One row of BiddingData or PlayData: who, what, and the row's name for a report. */
export interface BwsStep {
  /** `BiddingData row 7`: the table and the row's ID. */
  readonly row: string;
  readonly direction: string;
  readonly text: string;
}

export interface BwsTableRecord {
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The four hands; null without a complete hand record (no card can be played then). */
  readonly deal: Deal | null;
  /** The result entered on the Bridgemate. */
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly lead: Card | null;
  readonly calls: readonly BwsStep[];
  readonly cards: readonly BwsStep[];
}

export interface BwsReplay {
  /** The engine's commands that give the result entered; null when the result is entered on its own. */
  readonly commands: readonly TableBoardCommand[] | null;
  /** What was not recorded, or recorded otherwise than written, each naming its row. */
  readonly problems: readonly string[];
}

const ENTERED = 'the auction and play are not recorded, the result is entered on its own';

/** A card as Bridgemate writes it, suit first (`SA`, `H10`, `DT`). */
export function bwsCard(text: string): Card {
  return parseLead(text.trim().replace(/10$/, 'T'));
}

/** A seat as Bridgemate writes it (`N`, `E`, or a word starting so). */
export function bwsSeat(text: string): Seat {
  const seat = text.trim().toUpperCase().charAt(0);
  if (seat !== 'N' && seat !== 'E' && seat !== 'S' && seat !== 'W')
    throw new RangeError(`'${text}' is not a seat (N, E, S or W)`);
  return seat;
}

export function replayBwsTable(record: BwsTableRecord): BwsReplay {
  const problems: string[] = [];
  if (record.calls.length === 0) {
    if (record.cards.length > 0) problems.push(`${record.cards[0]!.row}: cards without an auction: not recorded`);
    return { commands: null, problems };
  }
  const entered = (row: string, problem: string): BwsReplay => ({
    commands: null,
    problems: [...problems, `${row}: ${problem}: ${ENTERED}`],
  });
  if (record.contract !== 'Pass' && record.deal === null)
    return entered(record.calls[0]!.row, 'the hand record has not the whole deal, so no card can be played');

  const decider = tableBoardDecider({
    dealer: record.dealer,
    vulnerability: record.vulnerability,
    deal: record.deal,
  });
  let state: TableBoardState = decider.initialState;
  const commands: TableBoardCommand[] = [];
  /** The state after the command, or the engine's refusal in words. */
  const trial = (
    command: TableBoardCommand,
  ): { state: TableBoardState; events: readonly TableBoardEvent[] } | string => {
    try {
      const events = decider.decide(command, state);
      return { state: events.reduce(decider.evolve, state), events };
    } catch (error) {
      if (error instanceof Refused) return `the rules engine refuses it: ${error.message}`;
      throw error;
    }
  };

  for (const [i, step] of record.calls.entries()) {
    if (auctionResult(state.auction)) {
      problems.push(`${step.row}: ${record.calls.length - i} call(s) after the auction had ended: not recorded`);
      break;
    }
    let seat: Seat;
    let call: ReturnType<typeof parseCall>;
    try {
      seat = bwsSeat(step.direction);
      call = parseCall(step.text.replace(/\s+/g, ''));
    } catch (error) {
      return entered(step.row, (error as Error).message);
    }
    const next = trial({ type: 'MakeCall', seat, call });
    if (typeof next === 'string') return entered(step.row, `${step.text} by ${seat}: ${next}`);
    const pending = next.state.auction.pending;
    if (pending)
      return entered(
        step.row,
        `${step.text} by ${seat}: an irregular call, ${pending.kind.replaceAll('-', ' ')} (Law ${pending.law})`,
      );
    state = next.state;
    commands.push({ type: 'MakeCall', seat, call });
  }
  const auction = auctionResult(state.auction);
  const lastCall = record.calls.at(-1)!.row;
  if (!auction) return entered(lastCall, 'the auction stops before it ends');
  const made = auction.passedOut ? 'passed out' : `${formatContract(auction.contract)} by ${auction.declarer}`;
  const wanted = record.contract === 'Pass' ? 'passed out' : `${formatContract(record.contract)} by ${record.declarer}`;
  if (made !== wanted) return entered(lastCall, `the auction ends ${made}, the result entered is ${wanted}`);
  if (auction.passedOut) {
    if (record.cards.length > 0)
      problems.push(`${record.cards[0]!.row}: the board was passed out: no card is recorded`);
    return { commands, problems };
  }

  const declarer = auction.declarer;
  const target = record.tricks!;
  const won = (s: TableBoardState) => s.play!.tricks.filter((t) => sideOf(t.winner) === sideOf(declarer)).length;
  // Without PlayData the lead entered with the result is the one card known.
  const cards: readonly BwsStep[] =
    record.cards.length > 0 || record.lead === null
      ? record.cards
      : [{ row: 'ReceivedData LeadCard', direction: leftOf(declarer), text: record.lead }];
  for (const [i, step] of cards.entries()) {
    const rest = cards.length - i;
    const stop = (problem: string) =>
      problems.push(
        `${step.row}: ${problem}: not recorded${rest > 1 ? `, nor the ${rest - 1} card(s) after it` : ''}; the tricks from there are declarer's claim of the result entered`,
      );
    let card: Card;
    let seat: Seat;
    try {
      card = bwsCard(step.text);
      seat = bwsSeat(step.direction);
    } catch (error) {
      stop((error as Error).message);
      break;
    }
    const play = state.play!;
    if (play.phase === 'ended') {
      problems.push(`${step.row}: ${rest} card(s) after the thirteenth trick: not recorded`);
      break;
    }
    const holder = (Object.keys(play.hands) as Seat[]).find((s) => play.hands[s].includes(card));
    if (holder === undefined) {
      stop(`${card} is not in any hand still to play (played before?)`);
      break;
    }
    if (holder !== seat || holder !== play.turn) {
      stop(`${card} by ${seat}: it is held by ${holder}, and ${play.turn} is to play`);
      break;
    }
    const next = trial({ type: 'PlayCard', seat, card });
    if (typeof next === 'string') {
      stop(`${card} by ${seat}: ${next}`);
      break;
    }
    if (next.state.play!.pending) {
      stop(`${card} by ${seat}: an irregular play that needs the director's ruling`);
      break;
    }
    const after = next.state.play!;
    const remaining = 13 - after.tricks.length;
    if (won(next.state) > target || won(next.state) + remaining < target) {
      stop(
        `the cards give declarer's side ${won(next.state)} trick(s) with ${remaining} to play, the result entered is ${target}`,
      );
      break;
    }
    for (const event of next.events)
      if (event.type === 'RevokeMade')
        problems.push(
          `${step.row}: a revoke: ${event.offender} played ${event.card} holding ${event.legalCards.join(' ')} (Law 61; recorded as played)`,
        );
    state = next.state;
    commands.push({ type: 'PlayCard', seat, card });
  }

  if (state.play!.phase !== 'ended') {
    const claim: TableBoardCommand[] = [
      {
        type: 'MakeClaim',
        seat: declarer,
        tricks: target - won(state),
        statement: 'the result entered on the Bridgemate',
      },
      // Both defenders confirmed the result on the Bridgemate: they acquiesce (Law 69A).
      { type: 'AcquiesceClaim', seat: leftOf(declarer) },
      { type: 'AcquiesceClaim', seat: rightOf(declarer) },
    ];
    for (const command of claim) {
      const next = trial(command);
      if (typeof next === 'string') return entered(lastCall, `declarer's claim of the result entered: ${next}`);
      state = next.state;
      commands.push(command);
    }
  }
  const result = tableResult(state);
  if (result?.tricks !== target)
    return entered(
      lastCall,
      `the recorded play gives ${result?.tricks ?? 'no'} trick(s), the result entered is ${target}`,
    );
  return { commands, problems };
}
