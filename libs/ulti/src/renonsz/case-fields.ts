// What the jury gives besides the case and the offender, case by case (renonsz/ruling.ts
// and the score sheet's check): `needs` are refused when missing (the engine cannot settle without
// them); `may` are the jury's own word where the record already says something (the bid said, the
// red version of the game, the disputed component) and the engine takes the record's otherwise.
import type { RenonszCase } from './cases';
import type { JuryRuling } from './ruling';

/** A ruling's fields besides the case, the offender and the act (`at`). */
export const RULING_FIELDS = [
  'caller',
  'bid',
  'beneficiary',
  'complied',
  'noticedInTime',
  'component',
  'amounts',
] as const satisfies readonly Exclude<keyof JuryRuling, 'case' | 'offender' | 'at'>[];
export type RulingField = (typeof RULING_FIELDS)[number];

export interface RulingFields {
  readonly needs: readonly RulingField[];
  readonly may: readonly RulingField[];
}

const fields = (needs: readonly RulingField[], may: readonly RulingField[] = []): RulingFields => ({ needs, may });

const CASE_FIELDS: Partial<Record<RenonszCase, RulingFields>> = {
  // §13(1)#5, #6: only a finding of "noticed in time" makes it a redeal; else the deal stands.
  'deal-5': fields(['noticedInTime']),
  'deal-6': fields(['noticedInTime']),
  // The bid said in the offending act, unless the record shows it.
  'auction-1': fields([], ['bid']),
  'auction-3b': fields([], ['bid']),
  'auction-6b': fields([], ['bid']),
  'auction-7b': fields([], ['bid']),
  // The bid after the valid one, unless the jury names another.
  'auction-3c': fields([], ['bid']),
  // §13(2)#4a, #5: whether the offender kept to the ruling (if not, he pays).
  'auction-4a': fields(['complied'], ['bid']),
  'auction-5': fields(['complied'], ['bid']),
  // §13(2)#7a: the second bidder's bid is won.
  'auction-7a': fields(['bid', 'beneficiary']),
  'play-2': fields([], ['bid']),
  'play-12': fields([], ['component']),
  // §10(3)g: the caller is charged.
  'no-violation': fields(['caller']),
  // §10(3)d: the jury's amounts, summing to zero.
  'jury-set': fields(['amounts']),
};

const NONE = fields([]);

/** The fields a case's ruling needs and may have besides the case and the offender. */
export const rulingFieldsOf = (id: RenonszCase): RulingFields => CASE_FIELDS[id] ?? NONE;
