// A table result as a scorer types it on a keyboard, in one short line: contract, declarer,
// result against the contract and, optionally, the opening lead ("4SN=", "3NTXE-1", "4hw+1ck",
// "p" for a passed-out board). Case and spaces do not matter; "N" alone is no trumps, so 3NT by
// North is "3NN=" or "3NTN=". The longest line, "7NTXXS-13SA" and Enter, is 12 key presses.
import { parseCard, type Card } from '../cards/card';
import type { Doubling, FinalContract, Level, Strain } from './contract';
import type { Seat } from '../table/seat';

export interface TypedResult {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly lead: Card | null;
}

export type TypedResultReading =
  { readonly ok: true; readonly result: TypedResult } | { readonly ok: false; readonly problem: string };

const PASSED = new Set(['P', 'PASS', 'AP']);
const LINE = /^([1-7])(NT|[CDHSN])(XX|X)?([NESW])(=|[+-]\d{1,2})(.*)$/;
export const TYPED_RESULT_HINT =
  'level, suit or NT, X or XX if doubled, declarer, then = or +1 or -1 (and the lead if you like): 4SN=, 3NTXE-1, 4HW+1CK; P for passed out';

/** Reads a typed result line; a problem in words when it is not one. */
export function readTypedResult(text: string): TypedResultReading {
  const line = text.replace(/\s+/g, '').replace(/[−–]/g, '-').toUpperCase();
  if (PASSED.has(line)) return { ok: true, result: { contract: 'Pass', declarer: null, tricks: null, lead: null } };
  const match = LINE.exec(line);
  if (!match) return { ok: false, problem: `'${text.trim()}' is not a result: ${TYPED_RESULT_HINT}` };
  const [, levelText, strainText = '', doubling = '', declarer, resultText = '', leadText = ''] = match;
  const level = Number(levelText) as Level;
  const needed = level + 6;
  const tricks = resultText === '=' ? needed : needed + Number(resultText);
  if (tricks < 0 || tricks > 13)
    return { ok: false, problem: `${level}${strainText} ${resultText} would be ${tricks} tricks: a board has 0 to 13` };
  let lead: Card | null = null;
  if (leadText !== '') {
    try {
      lead = parseCard(leadText);
    } catch {
      return { ok: false, problem: `'${leadText}' is not a lead: a suit (S H D C) then a rank (A K Q J 10 9 … 2)` };
    }
  }
  const strain: Strain = strainText === 'N' ? 'NT' : (strainText as Strain);
  return {
    ok: true,
    result: { contract: { level, strain, doubling: doubling as Doubling }, declarer: declarer as Seat, tricks, lead },
  };
}
