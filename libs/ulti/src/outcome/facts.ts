// The facts of a finished play that settlement needs, per player. Worked examples can be written
// as facts directly; `factsOfPlay` derives them from the tricks.
import { rankOf, suitOf, type Card, type Suit } from '../cards/card';
import { LAST_TRICK_BONUS, sumCardPoints } from '../cards/card-points';
import type { DealState } from '../game/state';
import type { Player } from '../table/seating';

export interface Facts {
  /** Tricks won, per player. */
  readonly tricksBy: Readonly<Record<Player, number>>;
  /** Card points in each player's tricks, the last-trick 10 included. */
  readonly cardPointsBy: Readonly<Record<Player, number>>;
  /** Aces and tens in the talon: they count for the defenders (§6(8)). */
  readonly talonPoints: number;
  /** Melds announced that the contract counts, per player (before the one-trick check). */
  readonly meldsBy: Readonly<Record<Player, number>>;
  /** Aces in each player's tricks. */
  readonly acesBy: Readonly<Record<Player, number>>;
  /** The last trick: who won it and who played the trump seven to it, if anyone did. */
  readonly lastTrick: { readonly winner: Player; readonly trumpSevenBy: Player | null } | null;
  readonly silentClaims: readonly { readonly player: Player; readonly kind: '100' | '4-asz' }[];
}

export function factsOfPlay(state: DealState): Facts {
  const zero = () => Object.fromEntries(state.order.map((p) => [p, 0])) as Record<Player, number>;
  const tricksBy = zero();
  const cardPointsBy = zero();
  const acesBy = zero();
  const meldsBy = zero();
  const take = (player: Player, cards: readonly Card[]) => {
    cardPointsBy[player]! += sumCardPoints(cards);
    acesBy[player]! += cards.filter((c) => rankOf(c) === 'A').length;
  };
  for (const t of state.tricks) {
    tricksBy[t.winner]!++;
    take(
      t.winner,
      t.cards.map((p) => p.card),
    );
  }
  for (const m of state.melds) if (m.allowed) meldsBy[m.player]! += m.value;
  let lastTrick: Facts['lastTrick'] = null;
  const trump: Suit | null = state.trump;
  if (state.tricks.length === 10) {
    const t = state.tricks[9]!;
    cardPointsBy[t.winner]! += LAST_TRICK_BONUS;
    const seven = trump === null ? undefined : t.cards.find((p) => suitOf(p.card) === trump && rankOf(p.card) === '7');
    lastTrick = { winner: t.winner, trumpSevenBy: seven?.player ?? null };
  } else if (state.end?.kind === 'claimed') {
    lastTrick = claimRest(state, state.end.side, { tricksBy, take, cardPointsBy });
  }
  return {
    tricksBy,
    cardPointsBy,
    talonPoints: sumCardPoints(state.talon),
    meldsBy,
    acesBy,
    lastTrick,
    silentClaims: state.silentClaims,
  };
}

/**
 * A claim gives every remaining trick to one side. The claimed cards count for the player
 * holding them on that side (else the claimer's side's first player). The trump seven counts as
 * winning the last trick when the declarer's side claims and the declarer still holds it.
 */
function claimRest(
  state: DealState,
  side: 'declarer' | 'defenders',
  acc: {
    tricksBy: Record<Player, number>;
    take: (p: Player, cards: readonly Card[]) => void;
    cardPointsBy: Record<Player, number>;
  },
): Facts['lastTrick'] {
  const declarer = state.declarer!;
  const onSide = (p: Player) => (side === 'declarer') === (p === declarer);
  const receiver = state.order.find(onSide)!;
  const remaining = 10 - state.tricks.length;
  acc.tricksBy[receiver]! += remaining;
  for (const p of state.order) acc.take(onSide(p) ? p : receiver, state.hands[p] ?? []);
  acc.cardPointsBy[receiver]! += LAST_TRICK_BONUS;
  const seven = state.trump === null ? null : (`${state.trump}-7` as Card);
  const sevenByDeclarer = side === 'declarer' && seven !== null && (state.hands[declarer] ?? []).includes(seven);
  return { winner: side === 'declarer' ? declarer : receiver, trumpSevenBy: sevenByDeclarer ? declarer : null };
}
