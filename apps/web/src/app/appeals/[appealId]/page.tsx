import { appealLawsOf, type AppealBody } from '@club/club';
import { getFormatter, getTranslations } from 'next-intl/server';
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
import { appealBodyWords, authorityKey } from '../../../words/appeal-bodies';
import { appealOutcomeWords } from '../../../words/appeal-outcomes';
import { rulingTypeWords } from '../../../words/ruling-types';
import { appealAdjustmentIn, appealResultIn } from '../../../words/appeal-adjustment';
import { summaryWords } from '../../../words/summary-words';

export const dynamic = 'force-dynamic';

/** While the appeal is dealt with at the club, its side may withdraw it (and after a decision, appeal further). */
const OPEN = new Set(['lodged', 'routed', 'hearing-scheduled', 'heard', 'decided']);
/** Law 93C2: a case in progress before the director or the committee may be referred. */
const REFERABLE = new Set(['routed', 'hearing-scheduled', 'heard']);

export default async function AppealCasePage({ params }: { params: Promise<{ appealId: string }> }) {
  const { appealId } = await routeParams(params);
  const [caller, t, status, bodies, outcomes, concurrence, fates, authorities, seatLetters, format, replay] =
    await Promise.all([
      serverCaller(),
      getTranslations('appealsCase'),
      getTranslations('appealsStatus'),
      getTranslations('appealsBody'),
      getTranslations('appealsOutcome'),
      getTranslations('appealsConcurrence'),
      getTranslations('appealsDeposit'),
      getTranslations('appealsAuthorityName'),
      getTranslations('seatLetters'),
      getFormatter(),
      getTranslations('replayPage'),
    ]);
  // A body or outcome the catalogue lacks (a newer record) keeps the words file's English.
  const bodyWords = (body: string) =>
    bodies.has(body as AppealBody) ? bodies(body as AppealBody) : appealBodyWords(body);
  const outcomeWords = (outcome: string) =>
    outcomes.has(outcome as 'upheld') ? outcomes(outcome as 'upheld') : appealOutcomeWords(outcome);
  return (
    <PageFrame title={t('title', { appealId })} loaded={await load(() => caller.appeals.case({ appealId }))}>
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
            <section className="card appeal-facts" aria-label={t('theCase')}>
              <p>
                <strong>{t('status')}</strong>{' '}
                <span className={`appeal-status appeal-${c.status}`}>{status(c.status)}</span>
              </p>
              <p>
                {t.rich('lodged', {
                  place: [
                    c.sessionId,
                    c.section ? t('section', { section: c.section }) : null,
                    c.table !== null ? t('table', { table: c.table }) : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
                  board: c.board,
                  name: c.appellant.name,
                  contestant: c.appellant.contestant,
                  when: () => <When at={c.lodgedAt} />,
                  appellant: (chunks) => <span data-testid="appellant">{chunks}</span>,
                })}
              </p>
              <p>
                <strong>{t('grounds')}</strong> {c.grounds}
              </p>
              <p data-testid="laws-edition">
                <strong>{t('lawsOf', { edition: laws.edition })}</strong>{' '}
                {t('lawsLine', {
                  law: laws.timeLimit.law,
                  title: laws.timeLimit.title,
                  authority: authorities(authorityKey(laws)),
                  furtherLaw: laws.furtherAppeal.law,
                })}
              </p>
              {c.deposit ? (
                <p data-testid="deposit">
                  <strong>{t('deposit')}</strong>{' '}
                  {t('depositLine', {
                    amount: c.deposit.amount,
                    fate: c.deposit.fate ? fates(c.deposit.fate) : t('depositHeld'),
                  })}
                </p>
              ) : null}
              <p>
                <strong>{t('rulingsAppealed')}</strong>{' '}
                {c.rulings
                  .map((r) =>
                    t('ruling', { ruling: r.rulingId, type: rulingTypeWords(r.rulingType), laws: r.laws.join(', ') }),
                  )
                  .join('; ')}
              </p>
              <ul className="deadlines">
                {c.deadlines.map((d) => (
                  <li key={d.name + (d.at ?? '')}>
                    {t('deadline', { name: d.name, law: d.law })} {d.at ? <When at={d.at} /> : t('notYetKnown')}{' '}
                    {d.passed ? <span className="muted">{t('passed')}</span> : <strong>{t('open')}</strong>}
                  </li>
                ))}
              </ul>
            </section>
            <section className="card" aria-label={t('theSides')}>
              <h2>{t('theSides')}</h2>
              <ul>
                {c.sides.map((side) => (
                  <li key={side.seat} data-testid={`side-${side.seat}`}>
                    {side.seat} ({side.contestant}): {side.members.map((m) => m.name).join(' & ')}
                    {side.contestant === c.appellant.contestant ? t('appellant') : ''}
                  </li>
                ))}
              </ul>
              <p data-testid="concurrence">
                {t('agreement', { law: laws.concurrence.law })}{' '}
                {c.concurrence.from ? `${c.concurrence.from.name}, ` : ''}
                {concurrence(c.concurrence.state)}
              </p>
              <p className="muted" data-testid="concurrence-law">
                {t('concurrenceLaw', {
                  law: laws.concurrence.law,
                  edition: laws.edition,
                  title: laws.concurrence.title,
                })}
              </p>
              {c.viewer.concurrenceAsked && c.concurrence.state === 'pending' ? (
                <ConcurrenceForm appealId={c.appealId} />
              ) : null}
            </section>
            {c.viewer.directs && c.status === 'lodged' && c.concurrence.state !== 'pending' ? (
              <section className="card" aria-label={t('directorSteps')}>
                <h2>{t('routeOrReject')}</h2>
                <RoutingForms appealId={c.appealId} sessionId={c.sessionId} laws={laws} />
              </section>
            ) : null}
            <section className="card" aria-label={t('boardScore')}>
              <h2>{t('theBoardScore')}</h2>
              <p>
                {t('resultAtTable', {
                  result: c.boardScore.resultFacts
                    ? appealResultIn(c.boardScore.resultFacts, {
                        t,
                        played: { t: replay, seat: (x) => seatLetters(x) },
                      })
                    : (c.boardScore.result ?? t('none')),
                })}
              </p>
              <p data-testid="board-adjustment">
                {t('adjusted', {
                  adjustment: c.boardScore.adjustmentFacts
                    ? appealAdjustmentIn(c.boardScore.adjustmentFacts, { t, format, seat: (x) => seatLetters(x) })
                    : c.boardScore.adjustment
                      ? summaryWords(c.boardScore.adjustment)
                      : t('none'),
                })}
                {c.boardScore.adjustedOnAppeal ? t('onAppeal', { appealId: c.boardScore.adjustedOnAppeal }) : ''}
              </p>
            </section>
            <section className="card" aria-label={t('hearings')}>
              <h2>{t('hearings')}</h2>
              {c.hearings.length === 0 ? <p className="muted">{t('noHearing')}</p> : null}
              <ul>
                {c.hearings.map((h) => (
                  <li key={h.body + h.hearingAt}>
                    {bodyWords(h.body)}, <When at={h.hearingAt} />, {t('panel')}{' '}
                    <span data-testid="hearing-panel">{h.panel.map((p) => p.name).join(', ')}</span>:{' '}
                    {h.heardAt ? (
                      <>
                        {t('heard')} <When at={h.heardAt} />
                      </>
                    ) : (
                      t('toBeHeard')
                    )}
                    {h.attendees.length ? (
                      <p data-testid="hearing-attendees">
                        {t('attended', { names: h.attendees.map((p) => p.name).join(', ') })}
                      </p>
                    ) : null}
                    {h.notes ? <blockquote className="hearing-notes">{h.notes}</blockquote> : null}
                  </li>
                ))}
              </ul>
              {hears ? <HearingForms appealId={c.appealId} body={hears} status={c.status} /> : null}
            </section>
            <section className="card" aria-label={t('decision')}>
              <h2>{t('decision')}</h2>
              {c.decisions.map((d) => (
                <p key={d.at + d.body} className="decision">
                  {t.rich('decided', {
                    body: bodyWords(d.body),
                    outcome: outcomeWords(d.outcome),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}
                  {d.laws.length ? t('decidedLaws', { laws: d.laws.join(', ') }) : ''}
                  {d.meritless ? t('meritless') : ''}
                  {d.deposit ? t('depositFate', { fate: fates(d.deposit) }) : ''}: {d.text}
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
              <section className="card" aria-label={t('referral')}>
                <h2>{t('referTo', { authority: authorities(authorityKey(laws)) })}</h2>
                <ReferralForm
                  appealId={c.appealId}
                  sessionId={c.sessionId}
                  body={c.viewer.directs ? 'chief-director' : 'appeals-committee'}
                  referral={laws.referral}
                />
              </section>
            ) : null}
            {c.viewer.appellantSide && OPEN.has(c.status) ? (
              <section className="card" aria-label={t('yourAppeal')}>
                <h2>{t('yourAppeal')}</h2>
                <AppellantForms appealId={c.appealId} status={c.status} laws={laws} />
              </section>
            ) : null}
            {c.viewer.directs &&
            (c.status === 'decided' || c.status === 'further-appeal' || c.status === 'referred') ? (
              <section className="card" aria-label={t('closing')}>
                <h2>{t('closing')}</h2>
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
