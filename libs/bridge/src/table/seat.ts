// Compass positions and sides (Laws 3, 4); rotation is clockwise N → E → S → W.

export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];
export type Side = 'NS' | 'EW';

export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/** The next seat clockwise: the left-hand opponent. */
export function leftOf(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 1) % 4]!;
}

/** Law 41A: the opening lead is made by declarer's left-hand opponent. */
export function openingLeaderOf(declarer: Seat): Seat {
  return leftOf(declarer);
}

/** The previous seat clockwise: the right-hand opponent. */
export function rightOf(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 3) % 4]!;
}

export function partnerOf(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 2) % 4]!;
}

export function isSeat(value: string): value is Seat {
  return (SEATS as readonly string[]).includes(value);
}
