import { PageFrame } from '../../../components/page-frame';
import { AppealTimeline } from '../../../components/appeals/appeal-timeline';
import { DecisionForm } from '../../../components/appeals/decision-form';
import { HearingForms } from '../../../components/appeals/hearing-forms';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';
import { appealBodyWords } from '../../../words/appeal-bodies';
import { appealOutcomeWords } from '../../../words/appeal-outcomes';
import { APPEAL_STATUS_WORDS } from '../../../words/appeal-statuses';
import { rulingTypeWords } from '../../../words/ruling-types';
import { summaryWords } from '../../../words/summary-words';

export const dynamic = 'force-dynamic';

export default async function AppealCasePage({ params }: { params: Promise<{ appealId: string }> }) {
  const { appealId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title={`Appeal ${appealId}`} loaded={await load(() => caller.appeals.case({ appealId }))}>
      {(c) => (
        <>
          <section className="card appeal-facts" aria-label="The case">
            <p>
              <strong>Status:</strong>{' '}
              <span className={`appeal-status appeal-${c.status}`}>{APPEAL_STATUS_WORDS[c.status]}</span>
            </p>
            <p>
              {c.sessionId}
              {c.section ? `, section ${c.section}` : ''}
              {c.table !== null ? `, table ${c.table}` : ''}, board {c.board}. Lodged <When at={c.lodgedAt} /> by{' '}
              {c.appellant.memberId} for {c.appellant.contestant}.
            </p>
            <p>
              <strong>Grounds:</strong> {c.grounds}
            </p>
            <p>
              <strong>Rulings appealed:</strong>{' '}
              {c.rulings
                .map((r) => `${r.rulingId} (${rulingTypeWords(r.rulingType)}; Laws ${r.laws.join(', ')})`)
                .join('; ')}
            </p>
            <ul className="deadlines">
              {c.deadlines.map((d) => (
                <li key={d.name + (d.at ?? '')}>
                  {d.name} (Law {d.law}): {d.at ? <When at={d.at} /> : 'not yet known'}{' '}
                  {d.passed ? <span className="muted">passed</span> : <strong>open</strong>}
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-label="Board score">
            <h2>The board&apos;s score</h2>
            <p>Result at the table: {c.boardScore.result ?? 'none'}</p>
            <p data-testid="board-adjustment">
              Adjusted: {c.boardScore.adjustment ? summaryWords(c.boardScore.adjustment) : 'none'}
              {c.boardScore.adjustedOnAppeal ? ` — on appeal ${c.boardScore.adjustedOnAppeal}` : ''}
            </p>
          </section>
          <section className="card" aria-label="Hearings">
            <h2>Hearings</h2>
            {c.hearings.length === 0 ? <p className="muted">No hearing scheduled.</p> : null}
            <ul>
              {c.hearings.map((h) => (
                <li key={h.body + h.hearingAt}>
                  {appealBodyWords(h.body)}, <When at={h.hearingAt} />, panel {h.panel.join(', ')}:{' '}
                  {h.heardAt ? (
                    <>
                      heard <When at={h.heardAt} />
                    </>
                  ) : (
                    'to be heard'
                  )}
                  {h.notes ? <blockquote className="hearing-notes">{h.notes}</blockquote> : null}
                </li>
              ))}
            </ul>
            <HearingForms appealId={c.appealId} status={c.status} />
          </section>
          <section className="card" aria-label="Decision">
            <h2>Decision</h2>
            {c.decisions.map((d) => (
              <p key={d.at + d.body} className="decision">
                The {appealBodyWords(d.body)} <strong>{appealOutcomeWords(d.outcome)}</strong> the ruling
                {d.laws.length ? ` (Laws ${d.laws.join(', ')})` : ''}
                {d.meritless ? ', appeal without merit' : ''}: {d.text}
              </p>
            ))}
            {c.status === 'heard' || c.status === 'hearing-scheduled' || c.status === 'routed' ? (
              <DecisionForm appealId={c.appealId} />
            ) : null}
          </section>
          <AppealTimeline entries={c.timeline} />
        </>
      )}
    </PageFrame>
  );
}
