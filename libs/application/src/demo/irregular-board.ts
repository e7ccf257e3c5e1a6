// Boards of the demo where something goes wrong at the table and the director puts it right, each
// decided command by command against the folded stream (so every call, card and ruling is one the
// deciders accept): an insufficient bid replaced by the lowest sufficient bid (Law 27B1(a)), a
// revoke established and found after play (Laws 61–64, the Law 64 transfer), a claim disputed and
// adjudicated (Laws 68–70). The hands are played by the same robot as the demo's played tables.
import { fold } from '@club/events';
import { SEATS, seatToCall, type Call, type Card, type Deal, type Seat, type Strain } from '@club/bridge';
import {
  tableBoardStreamDecider,
  type ClubTableBoardCommand,
  type OpenTableBoard,
  type TableBoardStreamEvent,
  type TableBoardStreamState,
} from '@club/club';
import { demoAuction, demoContract } from '../bridge/demo-board';

export type DemoIrregularity = 'insufficient-bid' | 'revoke' | 'claim';

const RANKS = 'AKQJT98765432';
const LOWER: Partial<Record<Strain, Strain>> = { NT: 'S', S: 'H', H: 'D', D: 'C' };
const rankOf = (c: Card) => RANKS.indexOf(c[1]!);
const lowest = (cards: readonly Card[]) => cards.reduce((lo, c) => (rankOf(c) > rankOf(lo) ? c : lo));
const partnerOf = (seat: Seat) => SEATS[(SEATS.indexOf(seat) + 2) % 4]!;
const leftOf = (seat: Seat) => SEATS[(SEATS.indexOf(seat) + 1) % 4]!;

/** True when the board suits the irregularity (a contract is reached, so there is play). */
export function suitsIrregularity(deal: Deal): boolean {
  return demoContract(deal) !== null;
}

/** The commands after `open` that play the board with the irregularity and its ruling, ending with the 79A agreement. */
export function irregularBoardCommands(
  open: OpenTableBoard,
  deal: Deal,
  irregularity: DemoIrregularity,
): ClubTableBoardCommand[] {
  const contract = demoContract(deal);
  if (!contract) throw new RangeError(`board ${open.board}: the demo's ${irregularity} needs a board with a contract`);
  const commands: ClubTableBoardCommand[] = [];
  const events: TableBoardStreamEvent[] = [];
  let state: TableBoardStreamState = fold(tableBoardStreamDecider, events);
  const run = (c: ClubTableBoardCommand) => {
    const produced = tableBoardStreamDecider.decide(c, state);
    events.push(...produced);
    state = produced.reduce(tableBoardStreamDecider.evolve, state);
    if (c.type !== 'OpenTableBoard') commands.push(c);
  };
  const minute = (n: number) => new Date(Date.parse(open.at) + n * 60_000).toISOString();
  run(open);

  // The auction: the demo's calls; with the insufficient bid, LHO of the contract bid underbids it.
  const calls = demoAuction(open.dealer, contract);
  const bidAt = calls.findIndex((c) => c.kind === 'Bid');
  for (const [i, call] of calls.entries()) {
    const seat = seatToCall(state.board!.auction);
    if (!seat) break;
    if (irregularity === 'insufficient-bid' && i === bidAt + 1) {
      const strain = LOWER[contract.strain]!;
      run({ type: 'MakeCall', seat, call: { kind: 'Bid', level: contract.level, strain } as Call });
      const pending = state.board!.auction.pending!;
      run({
        type: 'CallDirector',
        callId: 'c-27',
        calledBy: leftOf(seat),
        stage: 'auction',
        irregularity: `insufficient bid ${contract.level}${strain} over ${contract.level}${contract.strain}`,
        at: minute(2),
      });
      run({
        type: 'Rectify',
        irregularityAt: pending.at,
        option: '27B1a',
        chosenBy: 'director',
        replacement: { kind: 'Bid', level: contract.level + 1, strain } as Call,
      } as ClubTableBoardCommand);
      run({
        type: 'GiveRuling',
        rulingId: 'r-27',
        laws: ['27B1(a)'],
        rulingType: 'rectification',
        offendingSide: seat === 'N' || seat === 'S' ? 'NS' : 'EW',
        text: 'replaced by the lowest sufficient bid in the same denomination: no further rectification (27D watch)',
        appealRightNotified: true,
        at: minute(3),
        rectifications: [],
      });
      break;
    }
    run({ type: 'MakeCall', seat, call });
  }
  for (let guard = 0; guard < 20; guard++) {
    const seat = seatToCall(state.board!.auction);
    if (!seat) break;
    run({ type: 'MakeCall', seat, call: { kind: 'Pass' } });
  }

  // The play: the robot follows with its lowest card; the revoke is a discard while holding the suit led.
  let revoked: { offender: Seat; trickNo: number } | null = null;
  for (let guard = 0; guard < 60; guard++) {
    const play = state.board?.play;
    if (!play || (play.phase !== 'opening-lead' && play.phase !== 'play')) break;
    const seat = play.turn;
    const hand = play.hands[seat];
    const led = play.current.cards[0]?.card[0];
    const follow = led ? hand.filter((c) => c[0] === led) : [];
    const trickNo = play.tricks.length + 1;
    const declarer = play.declarer;
    if (
      irregularity === 'claim' &&
      trickNo === 10 &&
      play.current.cards.length === 0 &&
      (seat === declarer || seat === partnerOf(declarer))
    ) {
      const left = 13 - play.tricks.length;
      run({ type: 'MakeClaim', seat: declarer, tricks: left, statement: 'the rest are mine, drawing trumps first' });
      run({ type: 'DisputeClaim', seat: leftOf(declarer), reason: 'a trump is still out' });
      run({
        type: 'CallDirector',
        callId: 'c-70',
        calledBy: leftOf(declarer),
        stage: 'play',
        irregularity: 'claim disputed',
        at: minute(20),
      });
      run({
        type: 'AdjudicateClaim',
        tricksToClaimerSide: left - 1,
        basis: ['70C'],
        reasoning: 'an outstanding trump was not mentioned: a normal line loses a trick to it',
      });
      run({
        type: 'GiveRuling',
        rulingId: 'r-70',
        laws: ['70C'],
        rulingType: 'claim-adjudication',
        offendingSide: null,
        text: `claim of ${left} tricks: ${left - 1} to declarer`,
        appealRightNotified: true,
        at: minute(22),
        rectifications: [],
      });
      break;
    }
    const defender = seat !== declarer && seat !== partnerOf(declarer);
    if (
      irregularity === 'revoke' &&
      !revoked &&
      trickNo >= 3 &&
      defender &&
      follow.length > 0 &&
      follow.length < hand.length
    ) {
      const discard = lowest(hand.filter((c) => c[0] !== led));
      run({ type: 'PlayCard', seat, card: discard });
      revoked = { offender: seat, trickNo };
      continue;
    }
    run({ type: 'PlayCard', seat, card: lowest(follow.length > 0 ? follow : hand) });
  }
  if (revoked) {
    run({
      type: 'CallDirector',
      callId: 'c-64',
      calledBy: declarerOf(state),
      stage: 'after-play',
      irregularity: `revoke by ${revoked.offender} on trick ${revoked.trickNo}`,
      at: minute(25),
    });
    run({ type: 'DrawAttentionToRevoke', offender: revoked.offender, trickNo: revoked.trickNo, timing: 'in-time' });
    run({
      type: 'GiveRuling',
      rulingId: 'r-64',
      laws: ['64A'],
      rulingType: 'rectification',
      offendingSide: revoked.offender === 'N' || revoked.offender === 'S' ? 'NS' : 'EW',
      text: 'established revoke: tricks transferred under Law 64',
      appealRightNotified: true,
      at: minute(26),
      rectifications: [],
    });
  }
  if (state.result && state.result.contract !== 'Pass' && state.result.tricks !== null)
    run({ type: 'AgreeTricks', tricks: state.result.tricks, at: minute(27) });
  return commands;
}

const declarerOf = (state: TableBoardStreamState): Seat => state.board!.play!.declarer;
