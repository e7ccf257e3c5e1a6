// The box a table wider than a phone scrolls in (the page itself never scrolls sideways). It takes
// the focus, so that a keyboard can scroll it with the arrows, and is named for a screen reader.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label?: string; children: ReactNode }) {
  const t = useTranslations('pageParts');
  return (
    <div className="table-scroll" role="group" aria-label={label ?? t('tableScroll')} tabIndex={0}>
      {children}
    </div>
  );
}
