// Every event of the board, the session's publications and the appeal's own steps, in order.
import { useTranslations } from 'next-intl';
import { eventWords } from '../../words/event-types';
import { summaryWords } from '../../words/summary-words';
import { TimesInText, When } from '../time/when';

interface Entry {
  readonly at: string;
  readonly type: string;
  readonly summary: string;
  readonly source: string;
  readonly rulingId?: string | undefined;
}

export function AppealTimeline({ entries }: { entries: readonly Entry[] }) {
  const t = useTranslations('appealsTimeline');
  return (
    <section className="card" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <ol className="appeal-timeline">
        {entries.map((e, i) => (
          <li key={i} className={`timeline-${e.source}${e.rulingId ? ' timeline-ruling' : ''}`}>
            <When at={e.at} /> <span className="muted">{e.source}</span>{' '}
            <strong className="timeline-event">{eventWords(e.type)}</strong>
            <div>
              <TimesInText text={summaryWords(e.summary)} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
