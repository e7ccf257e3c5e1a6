// What the double-dummy analyses ask of a solver (the worker's binding of the DDS library offers it
// as the job service 'double-dummy'): the read models state the shapes, the worker brings the code.
import type { Card, Seat } from '@club/bridge';

export const DOUBLE_DUMMY_SERVICE = 'double-dummy';

/** The strains of a double-dummy table, in the order tables print them. */
export const DD_STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;
export type DdStrain = (typeof DD_STRAINS)[number];

/** Tricks each player would take as declarer in each strain, both sides playing perfectly. */
export type DoubleDummyTable = Readonly<Record<Seat, Readonly<Record<DdStrain, number>>>>;

/** A board played card by card: its deal, its contract's strain and declarer, the cards in order. */
export interface PlayedCards {
  /** The deal as PBN (`N:AKQ.… …`). */
  readonly deal: string;
  readonly strain: DdStrain;
  readonly declarer: Seat;
  readonly cards: readonly Card[];
}

export interface DoubleDummySolver {
  table(deal: string): DoubleDummyTable;
  /** Tricks declarer takes with perfect play from then on, before the lead and after each card: `cards.length + 1` counts. */
  tricksAfterEachCard(play: PlayedCards): readonly number[];
}
