// What the deciding body did with the appellant's deposit, in words. Keyed by the decision's deposit fate.
// English; the pages' own language: the catalogue's appealsDeposit (messages/appeals).
import type { DepositFate } from '@club/club';

export const DEPOSIT_FATE_WORDS: Readonly<Record<DepositFate, string>> = {
  kept: 'kept',
  returned: 'returned',
};

/** The deposit line of a case: the amount, and its fate once decided. */
export function depositWords(deposit: { amount: number; fate: DepositFate | null }): string {
  return `${deposit.amount}, ${deposit.fate ? DEPOSIT_FATE_WORDS[deposit.fate] : 'held until the decision'}`;
}
