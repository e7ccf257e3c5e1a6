import { appealLawsOf, type AppealBody } from '@club/club';
import { PageFrame } from '../../../components/page-frame';
import { AppealTimeline } from '../../../components/appeals/appeal-timeline';
import { AppellantForms } from '../../../components/appeals/appellant-forms';
import { AuthorityForms } from '../../../components/appeals/authority-forms';
import { ReferralForm } from '../../../components/appeals/referral-form';
import { ConcurrenceForm } from '../../../components/appeals/concurrence-form';
import { RoutingForms } from '../../../components/appeals/routing-forms';
import { DecisionForm } from '../../../components/appeals/decision-form';
import { HearingForms } from '../../../components/appeals/hearing-forms';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';
import { appealBodyWords } from '../../../words/appeal-bodies';
import { appealOutcomeWords } from '../../../words/appeal-outcomes';
import { CONCURRENCE_WORDS } from '../../../words/appeal-concurrence';
import { DEPOSIT_FATE_WORDS, depositWords } from '../../../words/appeal-deposit';
import { APPEAL_STATUS_WORDS } from '../../../words/appeal-statuses';
import { rulingTypeWords } from '../../../words/ruling-types';
import { summaryWords } from '../../../words/summary-words';

export const dynamic = 'force-dynamic';

/** While the appeal is dealt with at the club, its side may withdraw it (and after a decision, appeal further). */
const OPEN = new Set(['lodged', 'routed', 'hearing-scheduled', 'heard', 'decided']);
/** Law 93C2: a case in progress before the director or the committee may be referred. */
const REFERABLE = new Set(['routed', 'hearing-scheduled', 'heard']);

export default async function AppealCasePage({ params }: { params: Promise<{ appealId: string }> }) {
  const { appealId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title={`Appeal ${appealId}`} loaded={await load(() => caller.appeals.case({ appealId }))}>
      {(c) => {
        // Laws 92–93 as the session's edition words them (libs/club appeal-laws.ts).
        const laws = appealLawsOf(c.edition);
        // Law 93A/B: the viewer hears the case when an undecided part is routed to him — the session's
        // director as chief director, or the committee (the use case checks it again).
        const before = (body: AppealBody) => c.parts.some((p) => p.to === body && p.decided === null);
        const hears: AppealBody | null =
          c.viewer.directs && before('chief-director')
            ? 'chief-director'
            : c.viewer.committee && before('appeals-committee')
              ? 'appeals-committee'
              : null;
        return (
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
                <span data-testid="appellant">{c.appellant.name}</span> for {c.appellant.contestant}.
              </p>
              <p>
                <strong>Grounds:</strong> {c.grounds}
              </p>
              <p data-testid="laws-edition">
                <strong>Laws of {laws.edition}:</strong> appeal period (Law {laws.timeLimit.law}) {laws.timeLimit.title}
                ; beyond the club, the {laws.authority} (Law {laws.furtherAppeal.law}).
              </p>
              {c.deposit ? (
                <p data-testid="deposit">
                  <strong>Deposit:</strong> {depositWords(c.deposit)}
                </p>
              ) : null}
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
            <section className="card" aria-label="The sides">
              <h2>The sides</h2>
              <ul>
                {c.sides.map((side) => (
                  <li key={side.seat} data-testid={`side-${side.seat}`}>
                    {side.seat} ({side.contestant}): {side.members.map((m) => m.name).join(' & ')}
                    {side.contestant === c.appellant.contestant ? ' — appellant' : ''}
                  </li>
                ))}
              </ul>
              <p data-testid="concurrence">
                Agreement (Law {laws.concurrence.law}): {c.concurrence.from ? `${c.concurrence.from.name}, ` : ''}
                {CONCURRENCE_WORDS[c.concurrence.state]}
              </p>
              <p className="muted" data-testid="concurrence-law">
                Law {laws.concurrence.law} ({laws.edition}): {laws.concurrence.title}.
              </p>
              {c.viewer.concurrenceAsked && c.concurrence.state === 'pending' ? (
                <ConcurrenceForm appealId={c.appealId} />
              ) : null}
            </section>
            {c.viewer.directs && c.status === 'lodged' && c.concurrence.state !== 'pending' ? (
              <section className="card" aria-label="The director's steps">
                <h2>Route or reject</h2>
                <RoutingForms appealId={c.appealId} sessionId={c.sessionId} laws={laws} />
              </section>
            ) : null}
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
                    {appealBodyWords(h.body)}, <When at={h.hearingAt} />, panel{' '}
                    <span data-testid="hearing-panel">{h.panel.map((p) => p.name).join(', ')}</span>:{' '}
                    {h.heardAt ? (
                      <>
                        heard <When at={h.heardAt} />
                      </>
                    ) : (
                      'to be heard'
                    )}
                    {h.attendees.length ? (
                      <p data-testid="hearing-attendees">Attended: {h.attendees.map((p) => p.name).join(', ')}</p>
                    ) : null}
                    {h.notes ? <blockquote className="hearing-notes">{h.notes}</blockquote> : null}
                  </li>
                ))}
              </ul>
              {hears ? <HearingForms appealId={c.appealId} body={hears} status={c.status} /> : null}
            </section>
            <section className="card" aria-label="Decision">
              <h2>Decision</h2>
              {c.decisions.map((d) => (
                <p key={d.at + d.body} className="decision">
                  The {appealBodyWords(d.body)} <strong>{appealOutcomeWords(d.outcome)}</strong> the ruling
                  {d.laws.length ? ` (Laws ${d.laws.join(', ')})` : ''}
                  {d.meritless ? ', appeal without merit' : ''}
                  {d.deposit ? `, deposit ${DEPOSIT_FATE_WORDS[d.deposit]}` : ''}: {d.text}
                </p>
              ))}
              {hears && (c.status === 'heard' || c.status === 'hearing-scheduled' || c.status === 'routed') ? (
                <DecisionForm
                  appealId={c.appealId}
                  body={hears}
                  depositOpen={c.deposit !== null && c.deposit.fate === null}
                  laws={laws}
                />
              ) : null}
            </section>
            {(c.viewer.directs || c.viewer.committee) && REFERABLE.has(c.status) && laws.referral ? (
              <section className="card" aria-label="Referral">
                <h2>Refer to the {laws.authority}</h2>
                <ReferralForm
                  appealId={c.appealId}
                  sessionId={c.sessionId}
                  body={c.viewer.directs ? 'chief-director' : 'appeals-committee'}
                  referral={laws.referral}
                />
              </section>
            ) : null}
            {c.viewer.appellantSide && OPEN.has(c.status) ? (
              <section className="card" aria-label="Your appeal">
                <h2>Your appeal</h2>
                <AppellantForms appealId={c.appealId} status={c.status} laws={laws} />
              </section>
            ) : null}
            {c.viewer.directs &&
            (c.status === 'decided' || c.status === 'further-appeal' || c.status === 'referred') ? (
              <section className="card" aria-label="Closing the case">
                <h2>Closing the case</h2>
                <AuthorityForms appealId={c.appealId} sessionId={c.sessionId} status={c.status} laws={laws} />
              </section>
            ) : null}
            <AppealTimeline entries={c.timeline} />
          </>
        );
      }}
    </PageFrame>
  );
}
