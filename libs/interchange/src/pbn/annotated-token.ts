// Shared reading of Auction and Play section tokens: a call or card followed by its annotations
// (`=n=` note references, `$n` NAGs, `!`/`?` suffixes, `{...}` comments), standard §3.9.
import type { PbnToken } from './pbn-file';

export interface Annotations {
  readonly notes: readonly number[];
  readonly nags: readonly number[];
  /** Suffix annotations as written: `!`, `?`, `!!`, `!?`, `?!`, `??`. */
  readonly suffix: string | null;
  readonly comments: readonly string[];
}

export interface AnnotatedItem extends Annotations {
  readonly text: string;
  readonly line: number;
}

export interface SectionItems {
  readonly items: readonly AnnotatedItem[];
  /** Comments before the first item. */
  readonly leadingComments: readonly string[];
}

const NOTE = /^=(\d+)=$/;
const NAG = /^\$(\d+)$/;
const SUFFIX = /^(.*?)([!?]{1,2})$/;

/** Groups tokens into items with the annotations that follow them; `lineBreaks` keeps line grouping. */
export function annotatedItems(tokens: readonly PbnToken[]): SectionItems {
  const items: {
    text: string;
    line: number;
    notes: number[];
    nags: number[];
    suffix: string | null;
    comments: string[];
  }[] = [];
  const leadingComments: string[] = [];
  for (const token of tokens) {
    const last = items[items.length - 1];
    if (token.kind === 'comment') {
      (last?.comments ?? leadingComments).push(token.text);
      continue;
    }
    const note = NOTE.exec(token.text);
    const nag = NAG.exec(token.text);
    if (last !== undefined && note) last.notes.push(Number(note[1]));
    else if (last !== undefined && nag) last.nags.push(Number(nag[1]));
    else {
      const suffixed = SUFFIX.exec(token.text);
      const text = suffixed && suffixed[1] !== '' ? suffixed[1]! : token.text;
      const suffix = suffixed && suffixed[1] !== '' ? suffixed[2]! : null;
      items.push({ text, line: token.line, notes: [], nags: [], suffix, comments: [] });
    }
  }
  return { items, leadingComments };
}
