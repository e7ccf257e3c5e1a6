// Law 78A counts 2 units for each score beaten and 1 for each tie; a unit is a matchpoint or a
// half-matchpoint. The library computes in units (the international 2/1/0 scale) and converts only
// for output, so that no scale loses precision on the way.

/** `international`: 2/1/0 per comparison, top 2(n−1). `north-american`: 1/½/0, top n−1. */
export type MatchpointScale = 'international' | 'north-american';

export const DEFAULT_MATCHPOINT_SCALE: MatchpointScale = 'international';

/** Top on a board compared `results` ways, on the given scale. */
export function matchpointTop(results: number, scale: MatchpointScale = DEFAULT_MATCHPOINT_SCALE): number {
  const units = 2 * (results - 1);
  return scale === 'international' ? units : units / 2;
}

/** Units (2/1/0) to the wanted scale. */
export function fromUnits(units: number, scale: MatchpointScale): number {
  return scale === 'international' ? units : units / 2;
}

/**
 * The centred form Ruter and Magic Contest write under `MatchPoints;MP1`: units minus half the top,
 * so a board of n results runs from +(n−1) to −(n−1) and an average board is 0.
 */
export function centredMatchpoints(units: number, results: number): number {
  return units - (results - 1);
}

/** Percentage of the top (unrounded). A board with one result has no comparison: 50 %. */
export function percentageOfTop(units: number, topUnits: number): number {
  return topUnits === 0 ? 50 : (100 * units) / topUnits;
}
