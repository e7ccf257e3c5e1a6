// The Auction section (standard §3.9): `[Auction "<first caller>"]` then calls in rotation,
// `AP` (all pass: the passes that end the auction), `-` (a call not known), `*` (the record stops),
// with notes `=n=` resolved from the Note tags that follow the section. Read here, and written here
// (four calls a line, each note as a Note tag after the section) for every export that has calls.
// A call's notes are its alert (the explanation given at the table): PBN has no alert mark of its own —
// the suffix `!` is the standard's "good call" — so an alert is written and read as a note.
import { formatCall, leftOf, type Call, type CallAlert, type Seat, type Strain } from '@club/bridge';
import { ImportError } from '../errors/import-error';
import { annotatedItems, type Annotations } from './annotated-token';
import type { ExportTag, ExportToken } from './export-pbn';
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
  /** The call's notes as its alert (their texts its explanation; null when empty); null without notes. */
  readonly alert: CallAlert | null;
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
  const notes = notesAfter(game, index, file);
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
    calls.push({ ...item, seat, call, alert: alertOf(item.notes, notes, fail) });
    seat = leftOf(seat);
  }
  return { first, calls, allPass, incomplete, notes };
}

/** The alert a call's note references make; a reference without its Note tag is refused. */
function alertOf(refs: readonly number[], notes: Readonly<Record<number, string>>, fail: (problem: string) => never) {
  if (refs.length === 0) return null;
  const texts = refs.map((n) => notes[n] ?? fail(`note =${n}= has no tag [Note "${n}:..."] after the section`));
  const explanation = texts.filter((text) => text.trim() !== '').join('; ');
  return { explanation: explanation === '' ? null : explanation };
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

/** A call to write, with the text of its note (an alert's explanation, `''` when none was given) or null. */
export interface WrittenCall {
  readonly call: Call;
  readonly note: string | null;
}

/** An alerted call's note: its explanation, `''` when only alerted; null when the call was not alerted. */
export function alertNote(alert: CallAlert | null | undefined): string | null {
  return alert ? (alert.explanation ?? '') : null;
}

const word = (text: string): ExportToken => ({ kind: 'word', text });

/** The Auction tag from the dealer and its Note tags; `*` closes an auction that stops before it ends. */
export function auctionTags(dealer: Seat, calls: readonly WrittenCall[], ended: boolean): ExportTag[] {
  if (calls.length === 0) return [];
  const notes: ExportTag[] = [];
  const tokens = calls.flatMap(({ call, note }) => {
    if (note === null) return [word(formatCall(call))];
    notes.push({ name: 'Note', value: `${notes.length + 1}:${note}` });
    return [word(formatCall(call)), word(`=${notes.length}=`)];
  });
  const lines = inLines(tokens, (token) => !token.text.startsWith('='), 4);
  if (!ended) lines.push({ tokens: [word('*')] });
  return [{ name: 'Auction', value: dealer, section: lines }, ...notes];
}

/** Groups tokens into lines of `perLine` items, an item's annotations staying on its line. */
function inLines(tokens: readonly ExportToken[], isItem: (t: ExportToken) => boolean, perLine: number) {
  const lines: { tokens: ExportToken[] }[] = [];
  let items = perLine;
  for (const token of tokens) {
    if (isItem(token) && items === perLine) {
      lines.push({ tokens: [] });
      items = 0;
    }
    if (isItem(token)) items++;
    lines[lines.length - 1]!.tokens.push(token);
  }
  return lines;
}
