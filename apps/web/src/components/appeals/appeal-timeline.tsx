// Every event of the board, the session's publications and the appeal's own steps, in order.
import { useTranslations } from 'next-intl';
import { eventWordsIn } from '../../words/event-types';
import type { Say } from '../../words/say';
import { TimesInText, When } from '../time/when';
import { timelineLineIn, type TimelineSaid, type TimelineSay } from './timeline-line-words';

interface Entry {
  readonly at: string;
  readonly type: string;
  readonly summary: string;
  readonly said?: TimelineSaid | undefined;
  readonly source: string;
  readonly rulingId?: string | undefined;
}

const SOURCES = new Set(['board', 'appeal', 'session']);

export function AppealTimeline({ entries }: { entries: readonly Entry[] }) {
  const t = useTranslations('appealsTimeline');
  const say: TimelineSay = {
    timeline: t as unknown as Say<string>,
    seat: useTranslations('seatLetters') as unknown as Say<string>,
    vulnerability: useTranslations('vulnerability') as unknown as Say<string>,
    event: useTranslations('eventTypes'),
    rulingType: useTranslations('rulingsTypes') as unknown as Say<string>,
    body: useTranslations('appealsBody') as unknown as Say<string>,
    outcome: useTranslations('appealsOutcome') as unknown as Say<string>,
    deposit: useTranslations('appealsDeposit') as unknown as Say<string>,
    authority: useTranslations('appealsAuthorityName') as unknown as Say<string>,
    directorCall: useTranslations('rulingsDirectorCalls') as unknown as Say<string>,
    irregularity: useTranslations('rulingsIrregularities') as unknown as Say<string>,
  };
  return (
    <section className="card" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <ol className="appeal-timeline">
        {entries.map((e, i) => (
          <li key={i} className={`timeline-${e.source}${e.rulingId ? ' timeline-ruling' : ''}`}>
            <When at={e.at} />{' '}
            <span className="muted">
              {SOURCES.has(e.source) ? t(`source.${e.source as 'board' | 'appeal' | 'session'}`) : e.source}
            </span>{' '}
            <strong className="timeline-event">{eventWordsIn(say.event, e.type)}</strong>
            <div>
              <TimesInText text={timelineLineIn(say, e)} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
