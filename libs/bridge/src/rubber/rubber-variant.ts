// The rates of a rubber: the deal schedule (shared with Law 77 in the standard variant), the
// rubber bonus, honours and the unfinished-rubber bonuses. Variants are plain data.
import { LAW77, type ScoreSchedule } from '../score/score-schedule';

export interface HonoursRates {
  /** Four of the five trump honours (A K Q J 10) in one hand. */
  readonly fourTrumpHonours: number;
  /** All five trump honours in one hand. */
  readonly fiveTrumpHonours: number;
  /** All four aces in one hand at a no-trump contract. */
  readonly fourAces: number;
}

export interface UnfinishedRubberRates {
  /** To a side that has won one game when the rubber stops. */
  readonly game: number;
  /** To a side with a part-score in the unfinished game. */
  readonly partScore: number;
  /** Only when the other side has no game (no part-score) of its own: the 1993 Law 80 wording. */
  readonly onlyIfSole: boolean;
}

export interface RubberVariant {
  readonly name: string;
  readonly schedule: ScoreSchedule;
  readonly rubberBonus: { readonly twoGamesToNil: number; readonly twoGamesToOne: number };
  /** `null`: honours are not scored (a declared holding is kept on the record but earns nothing). */
  readonly honours: HonoursRates | null;
  /** `null`: a rubber that stops early gets no bonuses, only the points already scored. */
  readonly unfinished: UnfinishedRubberRates | null;
}

/** Current standard rubber bridge: Law 77's deal rates, 700/500 rubber, honours 100/150. */
export const STANDARD_RUBBER: RubberVariant = {
  name: 'standard',
  schedule: LAW77,
  rubberBonus: { twoGamesToNil: 700, twoGamesToOne: 500 },
  honours: { fourTrumpHonours: 100, fiveTrumpHonours: 150, fourAces: 150 },
  // Spec §6.4 default: 300 for a game won, 100 for a part-score in the unfinished game.
  unfinished: { game: 300, partScore: 100, onlyIfSole: false },
};

/** A common house rule (spec §6.4): 50, not 100, for a part-score in the unfinished game. */
export const UNFINISHED_RUBBER_HOUSE_50: UnfinishedRubberRates = { game: 300, partScore: 50, onlyIfSole: false };

/** The unfinished-rubber reading of the 1993 Laws of Rubber Bridge (Law 80), as a setting. */
export const UNFINISHED_RUBBER_1993: UnfinishedRubberRates = { game: 300, partScore: 100, onlyIfSole: true };

/**
 * The "Tabulka sazeb" of the Czech text (source 003) exactly as printed: the old schedule with
 * doubled undertricks +200/+400 from the 4th on, 50 for making a redoubled contract, and the
 * vulnerable small slam printed as 700 (a misprint for 750, kept because the variant is "as
 * printed"). The text has no honours and no unfinished-rubber rule.
 */
export const CZECH_TEXT_RUBBER: RubberVariant = {
  name: 'czech-text-003',
  schedule: {
    ...LAW77,
    smallSlam: { notVulnerable: 500, vulnerable: 700 },
    madeRedoubled: 50,
    doubledFourthOnExtra: { notVulnerable: 0, vulnerable: 0 },
  },
  rubberBonus: { twoGamesToNil: 700, twoGamesToOne: 500 },
  honours: null,
  unfinished: null,
};

export const RUBBER_VARIANTS: Readonly<Record<string, RubberVariant>> = {
  [STANDARD_RUBBER.name]: STANDARD_RUBBER,
  [CZECH_TEXT_RUBBER.name]: CZECH_TEXT_RUBBER,
};
