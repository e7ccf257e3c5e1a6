// A board's rulings that its players may appeal (Law 92A: at their own table), shown on the
// board's page to a member who played it there and to the session's director: the Law 92B
// deadline counting down, the appeals already lodged, and the form to lodge one.
import Link from 'next/link';
import type { AppealableBoardView } from '@club/application/shapes';
import { Countdown } from '../time/countdown';
import { When } from '../time/when';
import { APPEAL_STATUS_WORDS } from '../../words/appeal-statuses';
import { LodgeAppealForm } from './lodge-appeal-form';

export function BoardAppeals({ appealable }: { appealable: AppealableBoardView }) {
  const tables = appealable.tables.filter((t) => t.rulings.length > 0);
  if (tables.length === 0) return null;
  return (
    <section className="card" aria-label="Appeals">
      <h2>Appeal a ruling</h2>
      <p data-testid="appeal-deadline">
        {appealable.appealDeadline ? (
          <>
            Appeals until <When at={appealable.appealDeadline} /> (Law 92B):{' '}
            <Countdown deadline={appealable.appealDeadline} asOf={appealable.asOf} />
          </>
        ) : (
          'The official score is not yet available: the appeal period (Law 92B) has not started.'
        )}
      </p>
      {tables.map((t) => (
        <div key={`${t.section}${t.table}`} className="stack">
          <h3>
            Table {t.section}
            {t.table}: {t.sides.map((s) => `${s.seat} ${s.members.map((m) => m.name).join(' & ')}`).join(' v ')}
          </h3>
          {t.appeals.length > 0 ? (
            <ul>
              {t.appeals.map((a) => (
                <li key={a.appealId}>
                  <Link href={`/appeals/${encodeURIComponent(a.appealId)}`}>Appeal {a.appealId}</Link>:{' '}
                  {APPEAL_STATUS_WORDS[a.status]}
                </li>
              ))}
            </ul>
          ) : null}
          <LodgeAppealForm
            sessionId={appealable.sessionId}
            board={appealable.board}
            table={t}
            forPlayer={appealable.directs}
          />
        </div>
      ))}
    </section>
  );
}
