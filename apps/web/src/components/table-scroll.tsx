// The box a table wider than a phone scrolls in (the page itself never scrolls sideways). It takes
// the focus, so that a keyboard can scroll it with the arrows, and is named for a screen reader.
import type { ReactNode } from 'react';
import { PAGE_PART_WORDS } from '../words/page-parts';

export function TableScroll({
  label = PAGE_PART_WORDS.tableScroll,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
