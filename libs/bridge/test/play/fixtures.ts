// A hand-made deal where every hand holds every suit (except West, singleton spade), so that
// following suit, revokes and ruffs can be scripted by hand.
//   N: S AKQJ  H AKQ   D AKQ   C AKQ
//   E: S T987  H JT9   D JT9   C JT9
//   S: S 6543  H 876   D 876   C 876
//   W: S 2     H 5432  D 5432  C 5432
import { deciderSpec } from '@club/testing';
import {
  parsePbnDeal,
  parseContract,
  type Card,
  type Contract,
  type Deal,
  type LawsEdition,
  type Seat,
} from '../../src';
import { playDecider, type PlayCommand, type PlayEvent, type PlaySetup, type PlayState } from '../../src';

export const DEAL = parsePbnDeal('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432') as Deal;

export function setup(contract: string, declarer: Seat, extra: Partial<PlaySetup> = {}): PlaySetup {
  return { hands: DEAL, contract: parseContract(contract) as Contract, declarer, ...extra };
}

export function spec(s: PlaySetup) {
  return deciderSpec(playDecider(s));
}

export const play = (seat: Seat, card: Card): PlayCommand => ({ type: 'PlayCard', seat, card });

/** Runs commands in order, returning every event and the final state. */
export function run(s: PlaySetup, commands: readonly PlayCommand[]): { events: PlayEvent[]; state: PlayState } {
  const decider = playDecider(s);
  let state = decider.initialState;
  const events: PlayEvent[] = [];
  for (const command of commands) {
    const decided = decider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(decider.evolve, state);
  }
  return { events, state };
}

/** Plays whole tricks given as four cards each, each from the seat due. */
export function tricks(...cards: Array<[Seat, Card]>): PlayCommand[] {
  return cards.map(([seat, card]) => play(seat, card));
}

export function editionSetup(edition: LawsEdition, contract: string, declarer: Seat): PlaySetup {
  return setup(contract, declarer, { edition });
}

/** 7NT by North, East leads: North wins all thirteen tricks; West discards when void. */
export const SEVEN_NT_BY_NORTH: PlayCommand[] = tricks(
  ['E', 'S7'],
  ['S', 'S3'],
  ['W', 'S2'],
  ['N', 'SA'],
  ['N', 'SK'],
  ['E', 'S8'],
  ['S', 'S4'],
  ['W', 'H2'],
  ['N', 'SQ'],
  ['E', 'S9'],
  ['S', 'S5'],
  ['W', 'H3'],
  ['N', 'SJ'],
  ['E', 'ST'],
  ['S', 'S6'],
  ['W', 'H4'],
  ['N', 'HA'],
  ['E', 'HJ'],
  ['S', 'H8'],
  ['W', 'H5'],
  ['N', 'HK'],
  ['E', 'HT'],
  ['S', 'H7'],
  ['W', 'D2'],
  ['N', 'HQ'],
  ['E', 'H9'],
  ['S', 'H6'],
  ['W', 'D3'],
  ['N', 'DA'],
  ['E', 'DJ'],
  ['S', 'D8'],
  ['W', 'D4'],
  ['N', 'DK'],
  ['E', 'DT'],
  ['S', 'D7'],
  ['W', 'D5'],
  ['N', 'DQ'],
  ['E', 'D9'],
  ['S', 'D6'],
  ['W', 'C2'],
  ['N', 'CA'],
  ['E', 'CJ'],
  ['S', 'C8'],
  ['W', 'C3'],
  ['N', 'CK'],
  ['E', 'CT'],
  ['S', 'C7'],
  ['W', 'C4'],
  ['N', 'CQ'],
  ['E', 'C9'],
  ['S', 'C6'],
  ['W', 'C5'],
);
