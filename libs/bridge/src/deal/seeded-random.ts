// A small deterministic pseudo-random generator (mulberry32: a 32-bit state advanced by a Weyl
// increment, then mixed with two multiply-xorshift rounds). Good enough for demo and test deals,
// not for dealing a real tournament; the same seed always gives the same sequence on every platform.

/** Returns a function giving numbers in [0, 1). `seed` is any integer; only its low 32 bits matter. */
export function seededRandom(seed: number): () => number {
  if (!Number.isInteger(seed)) throw new RangeError(`seed: ${seed} is not an integer`);
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}
