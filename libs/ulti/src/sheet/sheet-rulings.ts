// The renonsz rulings a score-keeper writes on the sheet as the deal's outcome with the case, the
// offender and the caller alone: the cases that end the deal with a payment or a redeal whatever
// else happened. A ruling that needs the jury's own figures (§13(2)#7a's second bidder, §10(3)d's
// amounts) or its finding (noticed in time, complied) is entered by the jury.
import { RENONSZ_CASES, type RenonszCase, type RenonszCaseDefinition } from '../renonsz/cases';

const THE_JURYS: readonly RenonszCase[] = ['auction-7a', 'jury-set'];

export const SHEET_RENONSZ_CASES: readonly RenonszCaseDefinition[] = RENONSZ_CASES.filter(
  (c) => (c.effect === 'pay' || c.effect === 'redeal') && !THE_JURYS.includes(c.id),
);
