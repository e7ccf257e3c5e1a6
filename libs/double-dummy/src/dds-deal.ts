// A complete deal as DDS reads it: the PBN deal string `N:<north> <east> <south> <west>`.
import { formatPbnDeal, validateDeal, type Deal } from '@club/bridge';

/** Throws the deal's own DealError when it is not four hands of 13 different cards. */
export function ddsDealText(deal: Deal): string {
  validateDeal(deal);
  return formatPbnDeal(deal, 'N');
}
