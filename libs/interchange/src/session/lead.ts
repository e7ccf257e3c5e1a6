// Opening leads are written suit-first in PBN (`SA`, `H2`) and rank-first in USEBIO (`AC`, `TH`).
import { isCard, parseCard, type Card } from '@club/bridge';

export function parseLead(text: string): Card {
  const upper = text.trim().toUpperCase();
  if (upper.length === 2 && !isCard(upper)) {
    const swapped = `${upper[1]}${upper[0]}`;
    if (isCard(swapped)) return swapped;
  }
  return parseCard(upper);
}
