// A table result as a scorer types it on a keyboard, in one short line: contract, declarer,
// result against the contract and, optionally, the opening lead ("4SN=", "3NTXE-1", "4hw+1ck",
// "p" for a passed-out board). Case and spaces do not matter; "N" alone is no trumps, so 3NT by
// North is "3NN=" or "3NTN=". The longest line, "7NTXXS-13SA" and Enter, is 12 key presses.
// At rubber bridge the honours follow the result as the sheet writes them, points then the
// holder's seat: "4SN=100E" (four trump honours), "4SN+1150N" (five), "3NTS=150W" (four aces).
import { parseCard, type Card } from '../cards/card';
import type { Doubling, FinalContract, Level, Strain } from './contract';
import type { Seat } from '../table/seat';
import type { HonoursHolding } from '../rubber/honours';

export interface TypedResult {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly lead: Card | null;
  /** Honours claimed (rubber bridge only): the holder's seat and the holding. */
  readonly honours: { readonly seat: Seat; readonly holding: HonoursHolding } | null;
}

/** Where the result is typed: honours may follow it only at a standard rubber table. */
export type TypedResultTable = 'duplicate' | 'standard' | 'czech-text-003' | 'chicago';

export interface TypedResultOptions {
  /** Duplicate when not given. */
  readonly table?: TypedResultTable;
}

/** Why typed honours are not read, said for the table they were typed at. */
const NO_HONOURS: Readonly<Record<Exclude<TypedResultTable, 'standard'>, string>> = {
  duplicate: 'score only at rubber bridge',
  'czech-text-003': "are not scored: the Czech text's table has no honours",
  chicago: 'are not scored: Chicago counts no honours',
};

export type TypedResultReading =
  { readonly ok: true; readonly result: TypedResult } | { readonly ok: false; readonly problem: string };

const PASSED = new Set(['P', 'PASS', 'AP']);
// A lead starts with its suit's letter, so honours' digits after "+1" or "-1" are never read as a lead.
const LINE = /^([1-7])(NT|[CDHSN])(XX|X)?([NESW])(=|[+-]\d{1,2})(?:(100|150)([NESW]))?([A-Z].*)?$/;
export const TYPED_RESULT_HINT =
  'level, suit or NT, X or XX if doubled, declarer, then = or +1 or -1 (and the lead if you like): 4SN=, 3NTXE-1, 4HW+1CK; P for passed out';

export const TYPED_HONOURS_HINT = 'honours after the result: 100 or 150, then the holder: 4SN=100E, 3NTS=150W';

/** Honours typed as the sheet writes them: 100 four trump honours; 150 five, or four aces at no-trump. */
function honoursOf(points: string, strain: Strain): HonoursHolding | null {
  if (strain !== 'NT') return points === '100' ? 'four-trump-honours' : 'five-trump-honours';
  return points === '150' ? 'four-aces' : null;
}

/** Reads a typed result line; a problem in words when it is not one. */
export function readTypedResult(text: string, options: TypedResultOptions = {}): TypedResultReading {
  const line = text.replace(/\s+/g, '').replace(/[−–]/g, '-').toUpperCase();
  if (PASSED.has(line))
    return { ok: true, result: { contract: 'Pass', declarer: null, tricks: null, lead: null, honours: null } };
  const match = LINE.exec(line);
  if (!match) return { ok: false, problem: `'${text.trim()}' is not a result: ${TYPED_RESULT_HINT}` };
  const [, levelText, strainText = '', doubling = '', declarer, resultText = '', points, holder, leadText = ''] = match;
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
  let honours: TypedResult['honours'] = null;
  if (points !== undefined) {
    const table = options.table ?? 'duplicate';
    if (table !== 'standard') return { ok: false, problem: `honours (${points}${holder}) ${NO_HONOURS[table]}` };
    const holding = honoursOf(points, strain);
    if (holding === null) return { ok: false, problem: 'at no-trump only four aces score honours: 150' };
    honours = { seat: holder as Seat, holding };
  }
  return {
    ok: true,
    result: {
      contract: { level, strain, doubling: doubling as Doubling },
      declarer: declarer as Seat,
      tricks,
      lead,
      honours,
    },
  };
}
