// A final contract: level, denomination (strain) and doubling, or a passed-out board.

export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const; // low to high (Law 18E)
export type Strain = (typeof STRAINS)[number];
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Doubling = '' | 'X' | 'XX';

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

/** `Pass` stands for a passed-out board (four passes, Law 22A1). */
export type FinalContract = Contract | 'Pass';

const CONTRACT_PATTERN = /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/;

/** Parses `Pass` or `<1-7><C|D|H|S|NT>[X|XX]` (case-insensitive); throws naming the bad text. */
export function parseContract(text: string): FinalContract {
  const normal = text.trim().toUpperCase();
  if (normal === 'PASS' || normal === 'P' || normal === 'AP') return 'Pass';
  const match = CONTRACT_PATTERN.exec(normal);
  if (!match) {
    throw new RangeError(`contract '${text}' is not Pass or <1-7><C|D|H|S|NT>[X|XX]`);
  }
  const strain = (match[2] === 'N' ? 'NT' : match[2]) as Strain;
  return { level: Number(match[1]) as Level, strain, doubling: match[3] as Doubling };
}

export function formatContract(contract: FinalContract): string {
  return contract === 'Pass' ? 'Pass' : `${contract.level}${contract.strain}${contract.doubling}`;
}
