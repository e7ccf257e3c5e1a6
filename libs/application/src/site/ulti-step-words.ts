// One step of an Ulti deal's record in plain English, for the replay's caption: who did what, the
// cards named in English after the Hungarian the hands show, and who took a trick when it closes.
import {
  bidById,
  isBidId,
  rankOf,
  suitOf,
  SUIT_NAMES,
  RANK_NAMES,
  COMPONENT_NAMES,
  type Card,
  type Component,
  type DealState,
  type RecordAction,
} from '@club/ulti';

const SUIT_WORDS = { piros: 'hearts', makk: 'acorns', tok: 'bells', zold: 'leaves' } as const;
const RANK_WORDS = {
  A: 'ace',
  '10': 'ten',
  K: 'king',
  O: 'over',
  U: 'under',
  '9': 'nine',
  '8': 'eight',
  '7': 'seven',
} as const;
const SILENT_WORDS = { '100': 'a silent hundred', '4-asz': 'four aces, silently' } as const;

/** `piros-A` → "piros ász (the ace of hearts)", `tok-10` → "tök 10 (the ten of bells)": as the hands show it. */
export function cardWords(card: Card): string {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const shown = /\d/.test(rank) ? rank : RANK_NAMES[rank];
  return `${SUIT_NAMES[suit]} ${shown} (the ${RANK_WORDS[rank]} of ${SUIT_WORDS[suit]})`;
}

/** `piros-4-asz` → "piros 4 ász", `4-asz` (a part of one) → "4 ász": the bid as the players say it, never its id. */
function bidWords(bid: string): string {
  if (isBidId(bid)) {
    const name = bidById(bid).name;
    return name.charAt(0).toLowerCase() + name.slice(1);
  }
  return Object.hasOwn(COMPONENT_NAMES, bid) ? COMPONENT_NAMES[bid as Component] : bid.split('-').join(' ');
}

const targetWords = (targets: readonly string[]) =>
  targets.includes('all') ? 'every part of the game' : targets.map(bidWords).join(', ');

function playWords(a: Extract<RecordAction, { type: 'play' }>, after: DealState): string[] {
  const parts: string[] = [];
  if (a.trump) parts.push(`names ${SUIT_NAMES[a.trump]} (${SUIT_WORDS[a.trump]}) as trumps`);
  for (const suit of a.melds ?? [])
    parts.push(`announces ${suit === after.trump ? 40 : 20} in ${SUIT_NAMES[suit]} (${SUIT_WORDS[suit]})`);
  if (a.join) parts.push('joins the kontra');
  else if (a.kontra?.length) parts.push(`says kontra on ${targetWords(a.kontra)}`);
  parts.push(`plays ${cardWords(a.card)}`);
  return parts;
}

/** The step in words; `before` and `after` are the engine's states around it. */
export function stepWords(
  a: RecordAction,
  before: DealState,
  after: DealState,
  nameOf: (player: string) => string,
): string {
  switch (a.type) {
    case 'bid': {
      const discard = a.discard ? a.discard.map(cardWords).join(' and ') : '';
      if (!a.discard) return `${nameOf(a.player)} bids ${bidWords(a.bid)}, keeping his cards without the talon`;
      if (before.talon.length === 0)
        return `${nameOf(a.player)} lays down ${discard} as the talon and bids ${bidWords(a.bid)}`;
      return `${nameOf(a.player)} picks up the talon, lays down ${discard} and bids ${bidWords(a.bid)}`;
    }
    case 'pass':
      return `${nameOf(a.player)} passes`;
    case 'play': {
      const words = `${nameOf(a.player)} ${playWords(a, after).join(', ')}`;
      const won = after.tricks.length > before.tricks.length ? after.tricks.at(-1) : undefined;
      return won ? `${words}; ${nameOf(won.winner)} takes trick ${after.tricks.length}` : words;
    }
    case 'rekontra':
      return `${nameOf(a.player)} says rekontra on ${targetWords(a.components)}`;
    case 'open':
      return `${nameOf(a.player)} lays his cards face up (terít)`;
    case 'concede':
      return `${nameOf(a.player)} throws in his cards (bedob): he concedes`;
    case 'claim':
      return `${nameOf(a.player)} claims the remaining tricks for ${a.side === 'declarer' ? 'the declarer' : 'the defenders'}`;
    case 'silent':
      return `${nameOf(a.player)} announces ${SILENT_WORDS[a.kind]}`;
    case 'renonsz':
      return `The jury rules on a breach of the rules (renonsz) by ${nameOf(a.offender)}`;
  }
}
