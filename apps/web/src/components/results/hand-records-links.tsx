// The links to a session's hand records (PDF, 4 or 6 boards a page): plain downloads, so they work
// without scripts on a phone. The route answers a refusal as text while the boards are still hidden.
import { getTranslations } from 'next-intl/server';

export async function HandRecordsLinks({ sessionId }: { sessionId: string }) {
  const t = await getTranslations('handRecords');
  const href = `/results/${encodeURIComponent(sessionId)}/hand-records.pdf`;
  return (
    <p data-testid="hand-records">
      <a href={href} download>
        {t('link')}
      </a>{' '}
      ·{' '}
      <a href={`${href}?perPage=6`} download>
        {t('linkSix')}
      </a>
    </p>
  );
}
