// The rates of a scoring table. Law 77 (duplicate) and the rubber-bridge tables share the trick
// values; they differ in premiums and undertrick rates, so every rate that varies is named here.
import type { LawsEdition } from '../director/laws-edition';

/** A pair of rates: not vulnerable ("v 1. hře") and vulnerable ("ve 2. hře"). */
export interface ByVulnerability {
  readonly notVulnerable: number;
  readonly vulnerable: number;
}

export interface ScoreSchedule {
  /** Each overtrick of a doubled contract; redoubled is twice this. */
  readonly doubledOvertrick: ByVulnerability;
  readonly smallSlam: ByVulnerability;
  readonly grandSlam: ByVulnerability;
  /** Bonus for making a doubled ("insult") and a redoubled contract. */
  readonly madeDoubled: number;
  readonly madeRedoubled: number;
  /** Undoubled undertricks, each. */
  readonly undoubledUndertrick: ByVulnerability;
  /** Doubled undertricks: the first, and each subsequent one; redoubled is twice these. */
  readonly doubledFirstUndertrick: ByVulnerability;
  readonly doubledSubsequentUndertrick: ByVulnerability;
  /** Extra for the 4th and each later doubled undertrick (Law 77's "additional" row); redoubled twice. */
  readonly doubledFourthOnExtra: ByVulnerability;
}

/**
 * Law 77 as printed in both the 1997 (SK) and the 2007 (CZ) texts: the numbers are identical
 * (the 4th-undertrick extra dates from 1987, so both editions carry it). The only 2007 addition,
 * "if all four players pass each side scores zero", does not change a number: a passed-out board
 * is not played under either edition (L22), so it scores 0 under both.
 */
export const LAW77: ScoreSchedule = {
  doubledOvertrick: { notVulnerable: 100, vulnerable: 200 },
  smallSlam: { notVulnerable: 500, vulnerable: 750 },
  grandSlam: { notVulnerable: 1000, vulnerable: 1500 },
  madeDoubled: 50,
  madeRedoubled: 100,
  undoubledUndertrick: { notVulnerable: 50, vulnerable: 100 },
  doubledFirstUndertrick: { notVulnerable: 100, vulnerable: 200 },
  doubledSubsequentUndertrick: { notVulnerable: 200, vulnerable: 300 },
  doubledFourthOnExtra: { notVulnerable: 100, vulnerable: 0 },
};

/** Law 77 by edition. Both editions map to the same table (verified against 000 and 001). */
export const LAW77_BY_EDITION: Readonly<Record<LawsEdition, ScoreSchedule>> = {
  '1997': LAW77,
  '2007': LAW77,
};

export function rate(pair: ByVulnerability, vulnerable: boolean): number {
  return vulnerable ? pair.vulnerable : pair.notVulnerable;
}
