// The opening lead a table scorer enters with a result (Law 41A: the player on declarer's left
// leads). With a hand record on file the card must be in that player's hand; a passed-out board
// has no lead. Refusals name the card as players write it ("lead ♠K: West does not hold it").
import { isCard, suitOf, type Card } from '../cards/card';
import type { Deal } from '../deal/deal';
import { Refused } from '../play/refused';
import { openingLeaderOf, type Seat } from '../table/seat';

const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** `HT` → `♥10`, as on a score slip. */
export function cardWithSymbol(card: Card): string {
  const rank = card.slice(1);
  return `${SUIT_SYMBOLS[suitOf(card)]}${rank === 'T' ? '10' : rank}`;
}

/** Refuses a lead the opening leader cannot have made; returns the lead to record (null when none was entered). */
export function checkEnteredLead(lead: Card | null, declarer: Seat | null, deal: Deal | null): Card | null {
  if (lead === null) return null;
  if (!isCard(lead))
    throw new Refused(
      'not-a-card',
      `lead '${String(lead)}': not a card of the pack (suit S/H/D/C then rank AKQJT98765432)`,
      { card: String(lead) },
    );
  if (declarer === null)
    throw new Refused('bad-lead', `lead ${cardWithSymbol(lead)}: a passed-out board has no opening lead`, {
      card: lead,
    });
  const leader = openingLeaderOf(declarer);
  // A hand record may leave a hand unknown (PBN '-'): then only the pack is checked.
  const hand = deal?.[leader] ?? null;
  if (hand !== null && !hand.includes(lead))
    throw new Refused(
      'lead-not-held',
      `lead ${cardWithSymbol(lead)}: ${SEAT_NAMES[leader]} does not hold it (the opening leader is on declarer's left)`,
      { card: lead, seat: leader },
    );
  return lead;
}
