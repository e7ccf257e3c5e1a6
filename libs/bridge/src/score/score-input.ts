// Runtime guards for scoring inputs: the score functions are called from untyped edges (CLI,
// imported files), so each bad value is refused with a RangeError that names its field.
import { STRAINS, type Contract, type FinalContract } from '../contract/contract';
import type { Vulnerability } from '../board/board-markings';
import { isSeat, type Seat } from '../table/seat';

export function assertContract(contract: unknown): asserts contract is FinalContract {
  if (contract === 'Pass') return;
  const c = contract as Partial<Contract> | null;
  if (typeof c !== 'object' || c === null)
    throw new RangeError(`contract: ${show(contract)} is not Pass or a contract`);
  if (!Number.isInteger(c.level) || (c.level as number) < 1 || (c.level as number) > 7) {
    throw new RangeError(`contract: level ${show(c.level)} is not 1..7`);
  }
  if (!(STRAINS as readonly unknown[]).includes(c.strain))
    throw new RangeError(`contract: denomination ${show(c.strain)} is not C, D, H, S or NT`);
  if (c.doubling !== '' && c.doubling !== 'X' && c.doubling !== 'XX') {
    throw new RangeError(`contract: doubling ${show(c.doubling)} is not '', 'X' or 'XX'`);
  }
}

export function assertSeat(declarer: unknown): asserts declarer is Seat {
  if (typeof declarer !== 'string' || !isSeat(declarer))
    throw new RangeError(`declarer: ${show(declarer)} is not N, E, S or W`);
}

export function assertVulnerability(vulnerability: unknown): asserts vulnerability is Vulnerability {
  if (vulnerability !== 'None' && vulnerability !== 'NS' && vulnerability !== 'EW' && vulnerability !== 'All') {
    throw new RangeError(`vulnerability: ${show(vulnerability)} is not None, NS, EW or All`);
  }
}

/** Tricks taken by declarer's side: a whole number 0..13. */
export function assertTricks(tricks: unknown): asserts tricks is number {
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    throw new RangeError(`tricks: ${show(tricks)} is not a whole number 0..13`);
  }
}

function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}
