// A board's rulings that its players may appeal (Law 92A: at their own table), shown on the
// board's page to a member who played it there and to the session's director: the Law 92B
// deadline counting down, the appeals already lodged, and the form to lodge one.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AppealableBoardView } from '@club/application/shapes';
import { Countdown } from '../time/countdown';
import { When } from '../time/when';
import { LodgeAppealForm } from './lodge-appeal-form';

export function BoardAppeals({ appealable }: { appealable: AppealableBoardView }) {
  const t = useTranslations('appealsBoard');
  const status = useTranslations('appealsStatus');
  const tables = appealable.tables.filter((tb) => tb.rulings.length > 0);
  const deadline = appealable.appealDeadline;
  if (tables.length === 0) return null;
  return (
    <section className="card" aria-label={t('label')}>
      <h2>{t('title')}</h2>
      <p data-testid="appeal-deadline">
        {deadline ? (
          <>
            {t.rich('until', { when: () => <When at={deadline} /> })}{' '}
            <Countdown deadline={deadline} asOf={appealable.asOf} />
          </>
        ) : (
          t('notStarted')
        )}
      </p>
      {tables.map((tb) => (
        <div key={`${tb.section}${tb.table}`} className="stack">
          <h3>
            {t('table', {
              table: `${tb.section}${tb.table}`,
              sides: tb.sides.map((s) => `${s.seat} ${s.members.map((m) => m.name).join(' & ')}`).join(' v '),
            })}
          </h3>
          {tb.appeals.length > 0 ? (
            <ul>
              {tb.appeals.map((a) => (
                <li key={a.appealId}>
                  <Link href={`/appeals/${encodeURIComponent(a.appealId)}`}>
                    {t('appealLink', { appealId: a.appealId })}
                  </Link>
                  : {status(a.status)}
                </li>
              ))}
            </ul>
          ) : null}
          <LodgeAppealForm
            sessionId={appealable.sessionId}
            board={appealable.board}
            table={tb}
            forPlayer={appealable.directs}
          />
        </div>
      ))}
    </section>
  );
}
