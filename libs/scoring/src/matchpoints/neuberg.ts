// Neuberg's formula: a board compared among n results is scaled to the N results of a full board,
// as if the missing results had been spread like the ones present. In 2/1/0 units:
//   units' = (units + 1) · N / n − 1.
// Not in the Laws (L78A is silent on boards with fewer results): a regulation, so it is a setting.

export function neuberg(units: number, present: number, full: number): number {
  if (!Number.isInteger(present) || present < 1)
    throw new RangeError(`Neuberg: results present ${present} is not a positive integer`);
  if (!Number.isInteger(full) || full < present)
    throw new RangeError(`Neuberg: full count ${full} is less than the ${present} results present`);
  return present === full ? units : ((units + 1) * full) / present - 1;
}
