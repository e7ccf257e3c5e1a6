// A session as its director runs it: the round in play with start/end and close (each with its
// time), publications with their deadlines, the publish button, the results tables confirmed
// although far from the field's, the tables' requests to correct a result (both results, each with
// the board's correction form and a button that keeps the recorded result), and every table-board
// of the movement by round with its result, rulings and adjustment.
import Link from 'next/link';
import { DataTable } from '../../../components/data-table';
import { DeclineCorrectionControl } from '../../../components/director/decline-correction-control';
import { PublishButton } from '../../../components/director/publish-button';
import { SessionControl } from '../../../components/director/session-control';
import { TableEntryControl } from '../../../components/director/table-entry-control';
import { TableMoveControl } from '../../../components/director/table-move-control';
import { PageFrame } from '../../../components/page-frame';
import { ResultWords } from '../../../components/result-line';
import { Contract } from '../../../components/suit';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';
import { resultFlagWords, signedScore } from '../../../words/result-flags';
import { CORRECTION_REQUEST_WORDS } from '../../../words/correction-requests';
import { SESSION_STATUS_WORDS } from '../../../words/session-statuses';
import { TABLE_UNCONFIRMED_WORDS } from '../../../words/table-entry';

export default async function DirectorSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const caller = await serverCaller();
  const base = `/director/${encodeURIComponent(sessionId)}`;
  const tableCodes = await load(() => caller.director.tableCodes({ sessionId }));
  return (
    <PageFrame title="Session" loaded={await load(() => caller.director.session({ sessionId }))}>
      {(s) => (
        <>
          <h2>{s.name}</h2>
          <p className="muted">
            <When at={s.startsAt} /> · {s.sections.map((x) => `section ${x.section}: ${x.movement}`).join('; ')} ·{' '}
            {s.scoring} · Laws {s.lawsEdition} · {SESSION_STATUS_WORDS[s.status]}
          </p>
          <p>
            <Link className="button-link" href={`${base}/enter`}>
              Enter results
            </Link>{' '}
            <Link href={`/results/${encodeURIComponent(sessionId)}`}>Results</Link>
          </p>
          <section className="card" aria-label="Rounds">
            <p data-testid="session-state">
              {s.closedAt ? (
                <>
                  Closed at <When at={s.closedAt} />.
                </>
              ) : s.currentRound !== null ? (
                `Round ${s.currentRound} of ${s.rounds} in play.`
              ) : s.nextRound !== null ? (
                `No round in play: round ${s.nextRound} of ${s.rounds} is next.`
              ) : (
                `All ${s.rounds} rounds played.`
              )}
            </p>
            {s.roundTimes.length ? (
              <ul aria-label="Round times">
                {s.roundTimes.map((r) => (
                  <li key={r.round}>
                    Round {r.round}: started <When at={r.startedAt} />
                    {r.endedAt ? (
                      <>
                        , ended <When at={r.endedAt} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <SessionControl
              sessionId={sessionId}
              currentRound={s.currentRound}
              nextRound={s.nextRound}
              closed={s.closedAt !== null}
            />
          </section>
          {s.closedAt === null && s.publications.length === 0 ? (
            <section className="card" aria-label="Entry at the tables">
              <TableEntryControl sessionId={sessionId} opened={tableCodes.ok && tableCodes.value.codes.length > 0} />
              {tableCodes.ok && tableCodes.value.codes.length > 0 ? (
                <TableMoveControl
                  sessionId={sessionId}
                  tables={tableCodes.value.codes.map(({ code: _code, ...table }) => table)}
                />
              ) : null}
            </section>
          ) : null}
          <section className="card" aria-label="Publication">
            {s.publications.length === 0 ? <p>The official score has not been published.</p> : null}
            {s.publications.map((p) => (
              <p key={p.version} data-testid="publication">
                Version {p.version} published <When at={p.availableAt} />
                {p.leftOut ? `, confirmed with ${p.leftOut}` : ''}. Corrections until <When at={p.correctionDeadline} />{' '}
                (Law 79C1); appeals until <When at={p.appealDeadline} /> (Law 92B).
              </p>
            ))}
            <PublishButton
              sessionId={sessionId}
              republish={s.publications.length > 0}
              incomplete={s.incomplete}
              whatIsMissing={s.whatIsMissing}
            />
          </section>
          {s.flagged.length ? (
            <section className="card" aria-label="Flagged results">
              <h3>Flagged results</h3>
              <ul data-testid="flagged-results">
                {s.flagged.map((f) => (
                  <li key={`${f.section}-${f.table}-${f.board}`}>
                    <Link href={`${base}/board/${f.section}/${f.table}/${f.board}`}>Board {f.board}</Link>, table{' '}
                    {f.section}
                    {f.table} (round {f.round}), {f.ns} v {f.ew}:{' '}
                    {f.result ? (
                      <>
                        <Contract contract={f.result.contract} />
                        {f.result.declarer ? ` by ${f.result.declarer}` : ''}, {signedScore(f.result.scoreNs)}
                      </>
                    ) : (
                      'no result'
                    )}
                    . Confirmed by the table <When at={f.at} />.
                    <ul>
                      {f.flags.map((flag) => (
                        <li key={flag.code}>{resultFlagWords(flag)}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {s.slots.some((x) => x.correctionRequest) ? (
            <section className="card" aria-label={CORRECTION_REQUEST_WORDS.title}>
              <h3>{CORRECTION_REQUEST_WORDS.title}</h3>
              <ul data-testid="correction-requests">
                {s.slots.flatMap((x) =>
                  x.correctionRequest ? (
                    <li key={`${x.section}-${x.table}-${x.board}`}>
                      <Link href={`${base}/board/${x.section}/${x.table}/${x.board}`}>Board {x.board}</Link>, table{' '}
                      {x.section}
                      {x.table} (round {x.round}), {x.ns} v {x.ew}: {CORRECTION_REQUEST_WORDS.recorded}{' '}
                      <ResultWords line={x.result} />; {CORRECTION_REQUEST_WORDS.tableEntered}{' '}
                      <ResultWords line={x.correctionRequest.requested} /> <When at={x.correctionRequest.at} />.
                      <DeclineCorrectionControl
                        at={{ sessionId, section: x.section, table: x.table, board: x.board }}
                        requestId={x.correctionRequest.requestId}
                      />
                    </li>
                  ) : (
                    []
                  ),
                )}
              </ul>
            </section>
          ) : null}
          {Array.from({ length: s.rounds }, (_, i) => i + 1).map((round) => (
            <section key={round}>
              <h3>Round {round}</h3>
              <DataTable
                headers={['Sect.', 'Table', 'Board', 'NS', 'EW', 'Contract', 'By', 'Tricks', 'Score NS', 'Director']}
                rows={s.slots
                  .filter((x) => x.round === round)
                  .map((x) => ({
                    key: `${x.section}-${x.table}-${x.board}`,
                    cells: [
                      x.section,
                      x.table,
                      <Link key="b" href={`${base}/board/${x.section}/${x.table}/${x.board}`}>
                        {x.board}
                      </Link>,
                      x.ns,
                      x.ew,
                      x.result ? <Contract key="c" contract={x.result.contract} /> : '—',
                      x.result?.declarer ?? '',
                      x.result?.tricks ?? '',
                      x.result ? x.result.scoreNs : '',
                      [
                        x.adjustment,
                        x.rulings ? `${x.rulings} ruling${x.rulings > 1 ? 's' : ''}` : null,
                        x.corrected ? 'corrected' : null,
                        x.unconfirmed ? TABLE_UNCONFIRMED_WORDS : null,
                        x.correctionRequest ? CORRECTION_REQUEST_WORDS.requested : null,
                      ]
                        .filter(Boolean)
                        .join(', '),
                    ],
                  }))}
              />
            </section>
          ))}
        </>
      )}
    </PageFrame>
  );
}
