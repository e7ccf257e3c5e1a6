// Calls (Law 18A): pass, double, redouble and bids. A bid's level is recorded as spoken, so a
// bid above seven (Law 38) can be written down before the director cancels it.
import { z } from 'zod';
import { STRAINS, type Strain } from '../contract/contract';

export type Call =
  | { readonly kind: 'Pass' }
  | { readonly kind: 'Double' }
  | { readonly kind: 'Redouble' }
  | { readonly kind: 'Bid'; readonly level: number; readonly strain: Strain };

export type Bid = Extract<Call, { kind: 'Bid' }>;

export const PASS: Call = { kind: 'Pass' };
export const DOUBLE: Call = { kind: 'Double' };
export const REDOUBLE: Call = { kind: 'Redouble' };

export function bid(level: number, strain: Strain): Bid {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`bid level ${level} is not a positive whole number`);
  return { kind: 'Bid', level, strain };
}

export const callSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Pass') }),
  z.object({ kind: z.literal('Double') }),
  z.object({ kind: z.literal('Redouble') }),
  z.object({ kind: z.literal('Bid'), level: z.number().int().min(1), strain: z.enum(STRAINS) }),
]);

/** Law 18B/E: one step per denomination, five per level; higher rank supersedes. */
export function bidRank(b: Bid): number {
  return (b.level - 1) * STRAINS.length + STRAINS.indexOf(b.strain);
}

/** Law 18C/D: sufficient when higher than the immediately preceding bid (any bid opens the auction). */
export function isSufficient(b: Bid, previous: Bid | undefined): boolean {
  return previous === undefined || bidRank(b) > bidRank(previous);
}

/** Law 18A: a bid names one to seven odd tricks. */
export function isWithinSeven(b: Bid): boolean {
  return b.level <= 7;
}

/** The 35 bids of Law 18, lowest first. */
export const ALL_BIDS: readonly Bid[] = [1, 2, 3, 4, 5, 6, 7].flatMap((level) =>
  STRAINS.map((strain) => ({ kind: 'Bid' as const, level, strain })),
);

/** The lowest sufficient bid in the given denomination over `previous` (Law 27B1(a)). */
export function lowestSufficientBid(strain: Strain, previous: Bid | undefined): Bid {
  if (previous === undefined) return bid(1, strain);
  const sameLevel = bid(previous.level, strain);
  return bidRank(sameLevel) > bidRank(previous) ? sameLevel : bid(previous.level + 1, strain);
}

export function sameCall(a: Call, b: Call): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'Bid' || (b.kind === 'Bid' && a.level === b.level && a.strain === b.strain);
}

const BID_PATTERN = /^(\d+)\s*(C|D|H|S|NT|N)$/;
const WORDS: Record<string, Call> = {
  P: PASS,
  PASS: PASS,
  X: DOUBLE,
  D: DOUBLE,
  DBL: DOUBLE,
  DOUBLE: DOUBLE,
  XX: REDOUBLE,
  R: REDOUBLE,
  RDBL: REDOUBLE,
  REDOUBLE: REDOUBLE,
};

/** Parses `Pass`/`P`, `X`/`Dbl`, `XX`/`Rdbl`, `1C` … `7NT` (`N` for no trumps); a level above 7 is kept (Law 38). */
export function parseCall(text: string): Call {
  const normal = text.trim().toUpperCase();
  const word = WORDS[normal];
  if (word) return word;
  const match = BID_PATTERN.exec(normal);
  if (!match || Number(match[1]) < 1) {
    throw new RangeError(`call '${text}' is not Pass/P, X, XX or <level><C|D|H|S|NT> with a level of at least 1`);
  }
  const strain = (match[2] === 'N' ? 'NT' : match[2]) as Strain;
  return bid(Number(match[1]), strain);
}

export function formatCall(call: Call): string {
  switch (call.kind) {
    case 'Pass':
      return 'Pass';
    case 'Double':
      return 'X';
    case 'Redouble':
      return 'XX';
    case 'Bid':
      return `${call.level}${call.strain}`;
  }
}

/** Parses a space- or comma-separated list of calls, naming the position of a bad one. */
export function parseCalls(text: string): Call[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .map((t, i) => {
      try {
        return parseCall(t);
      } catch (e) {
        throw new RangeError(`call ${i + 1}: ${(e as Error).message}`, { cause: e });
      }
    });
}
