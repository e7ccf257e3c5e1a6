// The Auction section (standard §3.9): `[Auction "<first caller>"]` then calls in rotation,
// `AP` (all pass: the passes that end the auction), `-` (a call not known), `*` (the record stops),
// with notes `=n=` resolved from the Note tags that follow the section.
import { leftOf, type Seat, type Strain } from '@club/bridge';
import { ImportError } from '../errors/import-error';
import { annotatedItems, type Annotations } from './annotated-token';
import type { PbnGame } from './pbn-file';
import { notesAfter, seatSection } from './notes';

/** Shaped like @club/bridge's `Call`, plus `Unknown` for PBN's `-`. */
export type RecordedCall =
  | { readonly kind: 'Pass' }
  | { readonly kind: 'Double' }
  | { readonly kind: 'Redouble' }
  | { readonly kind: 'Bid'; readonly level: number; readonly strain: Strain }
  | { readonly kind: 'Unknown' };

export interface AuctionEntry extends Annotations {
  readonly seat: Seat;
  readonly call: RecordedCall;
  readonly line: number;
}

export interface PbnAuction {
  readonly first: Seat;
  readonly calls: readonly AuctionEntry[];
  /** `AP` closed the record: the remaining passes were not written one by one. */
  readonly allPass: boolean;
  /** `*` closed the record before the auction ended. */
  readonly incomplete: boolean;
  /** Note texts by number, from the Note tags after the section (`[Note "1:strong"]`). */
  readonly notes: Readonly<Record<number, string>>;
}

const BID = /^([1-7])(C|D|H|S|NT|N)$/i;

export function readAuction(game: PbnGame, file: string): PbnAuction | null {
  const section = seatSection(game, 'Auction', 'first caller', file);
  if (section === null) return null;
  const { index, tag, first } = section;

  const { items } = annotatedItems(tag.section.flatMap((line) => line.tokens));
  const calls: AuctionEntry[] = [];
  let seat: Seat = first;
  let allPass = false;
  let incomplete = false;
  for (const item of items) {
    const fail = (problem: string): never => {
      throw new ImportError({ file, line: item.line, field: `Auction call ${calls.length + 1}` }, problem);
    };
    if (allPass || incomplete) fail(`'${item.text}' follows the end of the record (${allPass ? 'AP' : '*'})`);
    const word = item.text.toUpperCase();
    if (word === 'AP') {
      allPass = true;
      continue;
    }
    if (word === '*') {
      incomplete = true;
      continue;
    }
    const call = parseCall(word) ?? fail(`'${item.text}' is not a call (Pass, X, XX, 1C..7NT, AP, -, *)`);
    calls.push({ ...item, seat, call });
    seat = leftOf(seat);
  }
  return { first, calls, allPass, incomplete, notes: notesAfter(game, index, file) };
}

function parseCall(word: string): RecordedCall | null {
  if (word === 'PASS' || word === 'P') return { kind: 'Pass' };
  if (word === 'X') return { kind: 'Double' };
  if (word === 'XX') return { kind: 'Redouble' };
  if (word === '-') return { kind: 'Unknown' };
  const bid = BID.exec(word);
  if (!bid) return null;
  const strain = (bid[2] === 'N' ? 'NT' : bid[2]) as Strain;
  return { kind: 'Bid', level: Number(bid[1]), strain };
}
