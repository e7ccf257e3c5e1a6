// Every irregularity of the §13 tables (spec 2.3 and 6.9), plus §10(3)d and g, as a ruling type.
// `effect` says what the jury's ruling does:
//   redeal      the deal is void and dealt again (no payment)
//   continue    the act (and what followed it) is void; the deal goes on, possibly with the offender
//               barred from the auction or restricted to one bid
//   stands      the act stands and the deal goes on as if nothing happened
//   pay         play stops; the ruling sets the payments
//   adjust      the played deal is settled, with the ruling's correction

export type RulingEffect = 'redeal' | 'continue' | 'stands' | 'pay' | 'adjust';

export interface RenonszCaseDefinition {
  readonly id: string;
  readonly source: string;
  readonly what: string;
  readonly effect: RulingEffect;
}

const C = (id: string, source: string, effect: RulingEffect, what: string): RenonszCaseDefinition => ({
  id,
  source,
  effect,
  what,
});

export const RENONSZ_CASES = [
  C('deal-1', '§13(1)#1', 'redeal', 'the packs were dealt without putting them together after the cut'),
  C('deal-2', '§13(1)#2', 'redeal', 'a wrong number of cards was dealt'),
  C('deal-3a', '§13(1)#3a', 'redeal', 'a card was exposed during the deal'),
  C(
    'deal-3b',
    '§13(1)#3b',
    'continue',
    'a card was exposed while picking up: the offender is out of the auction (a first bidder may only say sima passz)',
  ),
  C('deal-4', '§13(1)#4', 'redeal', 'the talon was not in the first packet, or the packets were not fives'),
  C(
    'deal-5',
    '§13(1)#5',
    'stands',
    'the wrong player dealt, noticed too late: the deal is played (with noticedInTime: redeal by the correct dealer, A-19)',
  ),
  C(
    'deal-6',
    '§13(1)#6',
    'stands',
    'the players sit out of the score-sheet order, noticed too late (with noticedInTime: redeal)',
  ),
  C(
    'auction-1',
    '§13(2)#1',
    'continue',
    "a bidder revealed the trump suit of a non-red game: he is out; if nobody outbids him he pays his bid kontra'd",
  ),
  C('auction-2', '§13(2)#2', 'continue', 'a player passed before his turn: he is out of the auction'),
  C(
    'auction-3a',
    '§13(2)#3a',
    'continue',
    'wrong number of cards in the talon, noticed before the next bidder looked: he takes it back and must bid higher',
  ),
  C(
    'auction-3b',
    '§13(2)#3b',
    'pay',
    "wrong number of cards in the talon, noticed after the next bidder looked: he pays his own bid kontra'd",
  ),
  C(
    'auction-3c',
    '§13(2)#3c',
    'pay',
    "the next bidder took the talon and holds a wrong count: he pays the bid after the previous bid kontra'd",
  ),
  C(
    'auction-3d',
    '§13(2)#3d',
    'continue',
    'wrong talon, nobody else bidding: the offender takes it and must bid higher',
  ),
  C(
    'auction-4a',
    '§13(2)#4a',
    'continue',
    "a bid not higher than the valid bid: he must bid higher; if he does not (complied: false) he pays the next bid kontra'd",
  ),
  C('auction-4b', '§13(2)#4b', 'stands', 'a bid not higher, found out during play: the bid stands and is played'),
  C(
    'auction-5',
    '§13(2)#5',
    'continue',
    "talon taken without waiting for the pass: he may only bid the lowest next bid; if not (complied: false) he pays it kontra'd",
  ),
  C(
    'auction-6a',
    '§13(2)#6a',
    'continue',
    'opened out of turn, an innocent player bids higher: the offender is out of the auction',
  ),
  C('auction-6b', '§13(2)#6b', 'pay', "opened out of turn and nobody bids: he pays his bid kontra'd"),
  C(
    'auction-7a',
    '§13(2)#7a',
    'pay',
    "the 12-card player was skipped: the second bidder's bid is won; the wrong opener pays it 2× to him and 1× to the skipped player",
  ),
  C(
    'auction-7b',
    '§13(2)#7b',
    'pay',
    'the 12-card player was skipped and the second bidder holds a wrong count: his bid is lost without kontras',
  ),
  C(
    'play-1',
    '§13(3)#1',
    'pay',
    "no trump named before the first card: the bid is lost and paid kontra'd, kontras ignored",
  ),
  C(
    'play-2',
    '§13(3)#2',
    'pay',
    "red named and led without waiting for the passes: the red game is lost and paid kontra'd",
  ),
  C('play-3', '§13(3)#3', 'pay', 'a 20 or 40 announced in 40-100, 20-100, a no-trump game or a durchmars'),
  C('play-4', '§13(3)#4', 'pay', 'revoke or failure to overtake'),
  C('play-5', '§13(3)#5', 'pay', "gathering another player's trick and leading (or telling him it is not his)"),
  C('play-6', '§13(3)#6', 'pay', 'playing more than one card at once'),
  C('play-7', '§13(3)#7', 'pay', "looking at the talon or at others' face-down tricks"),
  C('play-8a', '§13(3)#8a', 'pay', 'a defender dropped cards and they were seen'),
  C('play-8b', '§13(3)#8b', 'stands', 'the declarer dropped cards: not a renonsz'),
  C(
    'play-9a',
    '§13(3)#9a',
    'pay',
    'the declarer holds a wrong number of cards: the bid fails, paid with the doublings said',
  ),
  C(
    'play-9b',
    '§13(3)#9b',
    'pay',
    'another player holds a wrong number of cards: the bid is won, with the doublings said',
  ),
  C(
    'play-10',
    '§13(3)#10',
    'adjust',
    'argument over the parti after the cards were thrown together: the declarer won the parti',
  ),
  C('play-11', '§13(3)#11', 'adjust', 'argument over a silent 100 or silent 4 aces after the throw-in: not made'),
  C(
    'play-12',
    '§13(3)#12',
    'adjust',
    'a player mixed the tricks before they were checked: he pays the disputed parti, 100 or 4 aces; no silent items',
  ),
  C('no-violation', '§10(3)g', 'pay', 'tricks were inspected and the jury found no violation: the caller is charged'),
  C('jury-set', '§10(3)d', 'pay', 'an event the rules do not list: the jury sets the amounts'),
] as const satisfies readonly RenonszCaseDefinition[];

export type RenonszCase = (typeof RENONSZ_CASES)[number]['id'];

export const RENONSZ_CASE_IDS = RENONSZ_CASES.map((c) => c.id) as unknown as readonly [RenonszCase, ...RenonszCase[]];

export function renonszCase(id: RenonszCase): RenonszCaseDefinition {
  return RENONSZ_CASES.find((c) => c.id === id)!;
}
