// One board at one table for its director: the calls and cards so far with the engine's flags,
// the irregularity waiting for a rectification (the Laws' options), the bidding box or card
// picker, director calls, rulings and penalties, the adjusted score and corrections (after the
// 79C1 deadline, through the Law 79C2 authorisation page).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { RULING_TYPES } from '@club/club';
import { AdjustScoreForm } from '../../../../../../../components/director/adjust-score-form';
import { adjustmentIn } from '../../../../../../../components/director/adjustment-label';
import { CallDirectorForm } from '../../../../../../../components/director/call-director-form';
import { CorrectionForm } from '../../../../../../../components/director/correction-form';
import { LiveTable } from '../../../../../../../components/director/live-table';
import { PenaltyForm } from '../../../../../../../components/director/penalty-form';
import { RectificationForm } from '../../../../../../../components/director/rectification-form';
import { RulingForm } from '../../../../../../../components/director/ruling-form';
import { AlertList, AlertMark } from '../../../../../../../components/replay/call-alerts';
import { PageFrame } from '../../../../../../../components/page-frame';
import { Card, Contract } from '../../../../../../../components/suit';
import { When } from '../../../../../../../components/time/when';
import { load } from '../../../../../../../server/access';
import { serverCaller } from '../../../../../../../server/caller';
import { routeParams } from '../../../../../../../server/route-params';
import { directorCallIn, irregularityIn } from '../../../../../../../words/irregularities';
import { penaltyUnitIn } from '../../../../../../../words/penalty-units';
import { rulingTypeIn } from '../../../../../../../words/ruling-types';
import { ResultLine } from './result-line';

export default async function DirectorBoardPage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string; board: string }>;
}) {
  const at = await routeParams(params);
  const caller = await serverCaller();
  const t = await getTranslations('rulingsBoard');
  const typeWords = await getTranslations('rulingsTypes');
  const unitWords = await getTranslations('rulingsPenaltyUnits');
  const adjustWords = await getTranslations('rulingsAdjust');
  const kindWords = await getTranslations('rulingsIrregularities');
  const callWords = await getTranslations('rulingsDirectorCalls');
  return (
    <PageFrame
      title={t('title', { board: at.board, table: at.table })}
      loaded={await load(() => caller.director.tableBoard(at))}
    >
      {(b) => (
        <>
          <p className="muted">
            <Link href={`/director/${encodeURIComponent(at.sessionId)}`}>{t('back')}</Link> ·{' '}
            {t('where', {
              section: b.section,
              round: b.round,
              ns: b.ns,
              ew: b.ew,
              dealer: b.dealer,
              vulnerability: b.vulnerability,
            })}
          </p>
          {b.directorRequired ? (
            <section className="card director-required">
              <p role="alert">{t('directorRequired')}</p>
              {b.rectification ? <RectificationForm at={at} pending={b.rectification} /> : null}
            </section>
          ) : null}
          {b.irregularities.length ? (
            <ul className="card flags" aria-label={t('irregularities')}>
              {b.irregularities.map((i, n) => (
                <li key={n}>
                  {t('irregularity', { kind: irregularityIn(i.kind, kindWords), offender: i.offender, law: i.law })}
                </li>
              ))}
            </ul>
          ) : null}
          <section className="card" aria-label={t('auctionAndPlay')}>
            <p>
              {t('calls')}{' '}
              {b.calls.length
                ? b.calls.map((c, n) => (
                    // The space between calls outside the unbreakable call: a long auction wraps.
                    <Fragment key={n}>
                      <span className="call">
                        {c.seat} <Contract contract={c.call} />
                        <AlertMark calls={b.calls} call={c} />
                      </span>{' '}
                    </Fragment>
                  ))
                : t('noCalls')}
            </p>
            <AlertList calls={b.calls} />
            {b.cards.length ? (
              <p>
                {t('cards')}{' '}
                {b.cards.map((c, n) => (
                  <Fragment key={n}>
                    <span className="call">
                      {c.seat} <Card card={c.card} />
                    </span>{' '}
                  </Fragment>
                ))}
              </p>
            ) : null}
            {b.result ? <ResultLine result={b.result} /> : null}
            {b.adjustment ? (
              <p data-testid="board-adjustment">
                {t('adjusted', { adjustment: adjustmentIn(b.adjustment, adjustWords) })}
              </p>
            ) : null}
          </section>
          <LiveTable at={at} phase={b.phase} toAct={b.toAct} hands={b.hands} />
          {b.directorCalls.length || b.rulings.length || b.penalties.length ? (
            <section className="card" aria-label={t('record')}>
              <ul>
                {b.directorCalls.map((c) => (
                  <li key={c.callId}>
                    {t('called', {
                      irregularity: directorCallIn(c.irregularity, { call: callWords, kind: kindWords }),
                    })}
                  </li>
                ))}
                {b.rulings.map((r) => (
                  <li key={r.rulingId}>
                    {t('ruling', {
                      rulingId: r.rulingId,
                      laws: r.laws.join(', '),
                      type: rulingTypeIn(r.rulingType, typeWords),
                      edition: r.edition,
                    })}{' '}
                    {r.text}
                  </li>
                ))}
                {b.penalties.map((p, n) => (
                  <li key={`p${n}`} data-testid="penalty">
                    {t(p.rulingId ? 'penaltyOfRuling' : 'penalty', {
                      contestant: p.contestant,
                      amount: p.amount,
                      unit: penaltyUnitIn(p.unit, unitWords),
                      law: p.law,
                      rulingId: p.rulingId ?? '',
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CallDirectorForm at={at} />
          <RulingForm at={at} rulingTypes={RULING_TYPES} edition={b.edition} />
          <AdjustScoreForm at={at} rulings={b.rulings} />
          <PenaltyForm at={at} ns={b.ns} ew={b.ew} units={b.penaltyUnits} edition={b.edition} />
          {b.result ? <CorrectionForm at={at} current={b.result} /> : null}
          {b.result && b.correctionDeadline ? (
            <p>
              {t.rich('correctionsUntil', { when: () => <When at={b.correctionDeadline!} /> })}{' '}
              <Link
                href={`/director/${encodeURIComponent(at.sessionId)}/board/${at.section}/${at.table}/${at.board}/late-correction`}
              >
                {t('lateCorrection')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
