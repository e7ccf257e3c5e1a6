// What par is made of: the score from North-South's view and every contract that reaches it.
import type { Level, Strain } from '../../contract/contract';
import type { Seat, Side } from '../../table/seat';

export interface ParContract {
  readonly level: Level;
  readonly strain: Strain;
  /** A par contract that fails is a sacrifice, doubled; one that makes is never doubled. */
  readonly doubling: '' | 'X';
  /** The side that declares it. */
  readonly side: Side;
  /** Its seats that take `tricks` (the better declarer, or both when they take the same). */
  readonly declarers: readonly Seat[];
  /** Tricks declarer's side takes double dummy. */
  readonly tricks: number;
  /** Tricks over the contract (0 or more when made), or minus the undertricks of a sacrifice. */
  readonly overtricks: number;
}

export interface Par {
  /** Par from North-South's view; 0 when the board is passed out. */
  readonly scoreNS: number;
  /** Empty when passed out; otherwise every contract at par, all of one side. */
  readonly contracts: readonly ParContract[];
}
