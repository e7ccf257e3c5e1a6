/**
 * What the writer believes about the stream before appending:
 * - a number n: the stream's version is exactly n (0: it has no events yet);
 * - 'no-stream': it has no events; 'exists': it has at least one; 'any': no check.
 */
export type ExpectedVersion = number | 'no-stream' | 'exists' | 'any';

/** `version` is the stream's current version, 0 when the stream has no events. */
export function expectationHolds(expected: ExpectedVersion, version: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no-stream':
      return version === 0;
    case 'exists':
      return version > 0;
    default:
      return expected === version;
  }
}

export function isExpectedVersion(value: unknown): value is ExpectedVersion {
  return (
    value === 'any' ||
    value === 'no-stream' ||
    value === 'exists' ||
    (typeof value === 'number' && Number.isInteger(value) && value >= 0)
  );
}
