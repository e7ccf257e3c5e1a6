// Commands to a rubber and the events it records. Events carry the entries as written on the
// sheet, so a replay shows the rubber exactly as it was scored at the time.
import type { Side } from '../table/seat';
import type { RubberDealResult } from './deal-result';
import type { ScoreEntry } from './score-entry';

export type RubberCommand =
  | { readonly type: 'RecordDealResult'; readonly result: RubberDealResult }
  /** The players stop before a side has won two games (time, a player leaves...). */
  | { readonly type: 'AbandonRubber' };

export type RubberEvent =
  | {
      readonly type: 'DealScored';
      readonly schemaVersion: number;
      /** 1-based number of the deal within the rubber (passed-out deals count). */
      readonly deal: number;
      readonly result: RubberDealResult;
      readonly vulnerable: Readonly<Record<Side, boolean>>;
      readonly entries: readonly ScoreEntry[];
    }
  | { readonly type: 'GameWon'; readonly schemaVersion: number; readonly side: Side; readonly game: number }
  | {
      readonly type: 'RubberWon';
      readonly schemaVersion: number;
      readonly side: Side;
      readonly entries: readonly ScoreEntry[];
    }
  | { readonly type: 'RubberAbandoned'; readonly schemaVersion: number; readonly entries: readonly ScoreEntry[] };
