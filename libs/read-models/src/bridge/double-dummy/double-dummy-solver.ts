// What the double-dummy analyses ask of a solver: the worker's binding of the DDS library
// (libs/double-dummy) offers it as the job service 'double-dummy'. The read models state the shape
// they call, the worker brings the code.
import type { Card, Deal, DoubleDummyTable, Seat, Strain } from '@club/bridge';

export const DOUBLE_DUMMY_SERVICE = 'double-dummy';

export interface DoubleDummySolver {
  /** Tricks each player takes as declarer in each strain, both sides playing perfectly. */
  ddTable(deal: Deal): DoubleDummyTable;
  /** Declarer's tricks before the lead and, after each card of `play`, with perfect play from then on; which cards cost a trick. */
  tricksAfterEachCard(
    deal: Deal,
    strain: Strain,
    declarer: Seat,
    play: readonly Card[],
  ): {
    readonly before: number;
    readonly cards: readonly { readonly tricksForDeclarer: number; readonly costsTrick: boolean }[];
  };
}
