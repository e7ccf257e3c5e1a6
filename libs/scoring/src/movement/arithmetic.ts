// Small helpers of the movement builders (kept out of the package's public API).

export function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

export function assertWholeNumber(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(
      `${name} ${value} is not a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`,
    );
  }
}
