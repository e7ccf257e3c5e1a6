// Tables of three, with one or two tables of four when the number of players is not a multiple
// of three (n = 3a + 4b, b as small as possible; 5 players cannot be seated).

/** Sizes of the tables for n players, in table order. */
export function tableSizes(n: number, fourTables: 'top' | 'bottom' = 'bottom'): number[] {
  const fours = [0, 1, 2][n % 3]!;
  if (!Number.isInteger(n) || n < 3 || n < 4 * fours)
    throw new RangeError(`${n} players cannot be seated at tables of three or four`);
  const sizes = [...Array<number>((n - 4 * fours) / 3).fill(3), ...Array<number>(fours).fill(4)];
  return fourTables === 'top' ? sizes.reverse() : sizes;
}
