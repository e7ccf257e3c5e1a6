// A cell of a PBN table (standard §5): a bare word or number, a quoted string, `-` (irrelevant),
// `?` (unknown), and a leading `^` that marks an artificial value (an adjusted score, a wrong count agreed).
import type { PbnToken } from './pbn-file';

export type CellKind = 'number' | 'string' | 'irrelevant' | 'unknown';

export interface Cell {
  readonly kind: CellKind;
  /** The cell as written, without quotes and without the `^` marker. */
  readonly text: string;
  readonly quoted: boolean;
  readonly artificial: boolean;
  /** The numeric value when the text is a decimal number (quoted or not), else null. */
  readonly number: number | null;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function toCell(token: PbnToken): Cell {
  if (token.kind === 'string') {
    return { kind: 'string', text: token.text, quoted: true, artificial: false, number: numberOf(token.text) };
  }
  const artificial = token.text.startsWith('^');
  const text = artificial ? token.text.slice(1) : token.text;
  if (text === '-') return { kind: 'irrelevant', text, quoted: false, artificial, number: null };
  if (text === '?') return { kind: 'unknown', text, quoted: false, artificial, number: null };
  const number = numberOf(text);
  return { kind: number === null ? 'string' : 'number', text, quoted: false, artificial, number };
}

/** True for `-` and `?`: no value to use. */
export function isBlank(cell: Cell | undefined): boolean {
  return cell === undefined || cell.kind === 'irrelevant' || cell.kind === 'unknown';
}

function numberOf(text: string): number | null {
  return NUMBER.test(text.trim()) ? Number(text) : null;
}
