// One board at one table for its director: the calls and cards so far with the engine's flags,
// the irregularity waiting for a rectification (the Laws' options), the bidding box or card
// picker, director calls, rulings and penalties, the adjusted score and corrections (after the
// 79C1 deadline, through the Law 79C2 authorisation page).
import Link from 'next/link';
import { RULING_TYPES } from '@club/club';
import { AdjustScoreForm } from '../../../../../../../components/director/adjust-score-form';
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
import { penaltyUnitWords } from '../../../../../../../words/penalty-units';
import { rulingTypeWords } from '../../../../../../../words/ruling-types';

export default async function DirectorBoardPage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string; board: string }>;
}) {
  const at = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title={`Board ${at.board}, table ${at.table}`} loaded={await load(() => caller.director.tableBoard(at))}>
      {(b) => (
        <>
          <p className="muted">
            <Link href={`/director/${encodeURIComponent(at.sessionId)}`}>Back to the session</Link> · Section{' '}
            {b.section}, round {b.round} · N-S {b.ns}, E-W {b.ew} · Dealer {b.dealer}, vulnerable: {b.vulnerability}
          </p>
          {b.directorRequired ? (
            <section className="card director-required">
              <p role="alert">Director required</p>
              {b.rectification ? <RectificationForm at={at} pending={b.rectification} /> : null}
            </section>
          ) : null}
          {b.irregularities.length ? (
            <ul className="card flags" aria-label="Irregularities">
              {b.irregularities.map((i, n) => (
                <li key={n}>
                  {i.kind.replaceAll('-', ' ')} by {i.offender} (Law {i.law})
                </li>
              ))}
            </ul>
          ) : null}
          <section className="card" aria-label="Auction and play">
            <p>
              Calls:{' '}
              {b.calls.length
                ? b.calls.map((c, n) => (
                    <span key={n} className="call">
                      {c.seat} <Contract contract={c.call} />
                      <AlertMark calls={b.calls} call={c} />{' '}
                    </span>
                  ))
                : 'none yet'}
            </p>
            <AlertList calls={b.calls} />
            {b.cards.length ? (
              <p>
                Cards:{' '}
                {b.cards.map((c, n) => (
                  <span key={n} className="call">
                    {c.seat} <Card card={c.card} />{' '}
                  </span>
                ))}
              </p>
            ) : null}
            {b.result ? (
              <p data-testid="board-result">
                Result: <Contract contract={b.result.contract} />
                {b.result.declarer ? ` by ${b.result.declarer}, ${b.result.tricks} tricks` : ''}, N-S {b.result.scoreNs}
              </p>
            ) : null}
            {b.adjustment ? <p data-testid="board-adjustment">Adjusted score: {b.adjustment}</p> : null}
          </section>
          <LiveTable at={at} phase={b.phase} toAct={b.toAct} hands={b.hands} />
          {b.directorCalls.length || b.rulings.length || b.penalties.length ? (
            <section className="card" aria-label="Director's record">
              <ul>
                {b.directorCalls.map((c) => (
                  <li key={c.callId}>Called: {c.irregularity}</li>
                ))}
                {b.rulings.map((r) => (
                  <li key={r.rulingId}>
                    Ruling {r.rulingId} (Law {r.laws.join(', ')}; {rulingTypeWords(r.rulingType)}; {r.edition} Laws):{' '}
                    {r.text}
                  </li>
                ))}
                {b.penalties.map((p, n) => (
                  <li key={`p${n}`} data-testid="penalty">
                    Penalty: {p.contestant} {p.amount} {penaltyUnitWords(p.unit)} (Law {p.law}
                    {p.rulingId ? `, ruling ${p.rulingId}` : ''})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CallDirectorForm at={at} />
          <RulingForm at={at} rulingTypes={RULING_TYPES} />
          <AdjustScoreForm at={at} rulings={b.rulings} />
          <PenaltyForm at={at} ns={b.ns} ew={b.ew} units={b.penaltyUnits} />
          {b.result ? <CorrectionForm at={at} current={b.result} /> : null}
          {b.result && b.correctionDeadline ? (
            <p>
              Corrections until <When at={b.correctionDeadline} /> (Law 79C1).{' '}
              <Link
                href={`/director/${encodeURIComponent(at.sessionId)}/board/${at.section}/${at.table}/${at.board}/late-correction`}
              >
                Late correction (Law 79C2)
              </Link>
            </p>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
