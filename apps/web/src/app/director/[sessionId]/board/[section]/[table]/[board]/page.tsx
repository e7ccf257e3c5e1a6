// One board at one table for its director: the calls and cards so far with the engine's flags,
// the bidding box or card picker, director calls and rulings, the adjusted score and corrections.
import Link from 'next/link';
import { RULING_TYPES } from '@club/api';
import { AdjustScoreForm } from '../../../../../../../components/director/adjust-score-form';
import { CallDirectorForm } from '../../../../../../../components/director/call-director-form';
import { CorrectionForm } from '../../../../../../../components/director/correction-form';
import { LiveTable } from '../../../../../../../components/director/live-table';
import { RulingForm } from '../../../../../../../components/director/ruling-form';
import { PageFrame } from '../../../../../../../components/page-frame';
import { Card, Contract } from '../../../../../../../components/suit';
import { load } from '../../../../../../../server/access';
import { serverCaller } from '../../../../../../../server/caller';

export default async function DirectorBoardPage({ params }: { params: Promise<{ sessionId: string; section: string; table: string; board: string }> }) {
  const p = await params;
  const at = { sessionId: decodeURIComponent(p.sessionId), section: p.section, table: Number(p.table), board: Number(p.board) };
  const caller = await serverCaller();
  return (
    <PageFrame title={`Board ${at.board}, table ${at.table}`} loaded={await load(() => caller.director.tableBoard(at))}>
      {(b) => (
        <>
          <p className="muted">
            <Link href={`/director/${encodeURIComponent(at.sessionId)}`}>Back to the session</Link> · Section {b.section}, round {b.round} · N-S {b.ns}, E-W {b.ew} · Dealer {b.dealer}, vulnerable: {b.vulnerability}
          </p>
          {b.directorRequired ? (
            <section className="card director-required">
              <p role="alert">Director required</p>
              {b.rulingOptions.length ? (
                <ul aria-label="Rectification options">
                  {b.rulingOptions.map((o) => (
                    <li key={o.option}>
                      <strong>{o.option}</strong>
                      {o.laws.length ? ` (Law ${o.laws.join(', ')})` : ''}: {o.description}
                    </li>
                  ))}
                </ul>
              ) : null}
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
                      {c.seat} <Contract contract={c.call} />{' '}
                    </span>
                  ))
                : 'none yet'}
            </p>
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
          {b.directorCalls.length || b.rulings.length ? (
            <section className="card" aria-label="Director's record">
              <ul>
                {b.directorCalls.map((c) => (
                  <li key={c.callId}>Called: {c.irregularity}</li>
                ))}
                {b.rulings.map((r) => (
                  <li key={r.rulingId}>
                    Ruling {r.rulingId} (Law {r.laws.join(', ')}; {r.rulingType}; {r.edition} Laws): {r.text}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CallDirectorForm at={at} />
          <RulingForm at={at} rulingTypes={RULING_TYPES} />
          <AdjustScoreForm at={at} rulings={b.rulings} />
          {b.result ? <CorrectionForm at={at} current={b.result} /> : null}
        </>
      )}
    </PageFrame>
  );
}
