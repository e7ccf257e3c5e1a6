// A session as its director runs it: the round in play with start/end and close (each with its
// time), publications with their deadlines, the publish button, the results tables confirmed
// although far from the field's, the tables' requests to correct a result (both results, each with
// the board's correction form and a button that keeps the recorded result), and every table-board
// of the movement by round with its result, rulings and adjustment.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DataTable } from '../../../components/data-table';
import { DeclineCorrectionControl } from '../../../components/director/decline-correction-control';
import { PublishButton } from '../../../components/director/publish-button';
import { SessionControl } from '../../../components/director/session-control';
import { TableEntryControl } from '../../../components/director/table-entry-control';
import { TableMoveControl } from '../../../components/director/table-move-control';
import { HandRecordsLinks } from '../../../components/results/hand-records-links';
import { PageFrame } from '../../../components/page-frame';
import { ResultWords } from '../../../components/result-line';
import { Contract } from '../../../components/suit';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';
import { movementIn } from '../../../words/movement';
import { resultFlagIn, signedScore } from '../../../words/result-flags';
import { whatIsMissingIn } from '../../../words/what-is-missing';

export default async function DirectorSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t, status, flags, seat, entry, requests, controls] = await Promise.all([
    serverCaller(),
    getTranslations('directorSession'),
    getTranslations('directorSessionStatus'),
    getTranslations('resultFlags'),
    getTranslations('seatLetters'),
    getTranslations('tableEntry'),
    getTranslations('rulingsCorrectionRequests'),
    getTranslations('directorControls'),
  ]);
  const base = `/director/${encodeURIComponent(sessionId)}`;
  /** "Board 3, table A2 (round 1), 1NS v 2EW:", the board linked to its page. */
  const boardAtTable = (x: { section: string; table: number; board: number; round: number; ns: string; ew: string }) =>
    t.rich('boardAtTable', {
      section: x.section,
      table: x.table,
      board: x.board,
      round: x.round,
      ns: x.ns,
      ew: x.ew,
      link: (chunks) => <Link href={`${base}/board/${x.section}/${x.table}/${x.board}`}>{chunks}</Link>,
    });
  const tableCodes = await load(() => caller.director.tableCodes({ sessionId }));
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.director.session({ sessionId }))}>
      {(s) => (
        <>
          <h2>{s.name}</h2>
          <p className="muted">
            <When at={s.startsAt} /> ·{' '}
            {s.sections
              .map((x) => t('sectionMovement', { section: x.section, movement: movementIn(x.movement, t) }))
              .join('; ')}{' '}
            · {s.scoring} · {t('laws', { edition: s.lawsEdition })} · {status(s.status)}
          </p>
          <p>
            <Link className="button-link" href={`${base}/enter`}>
              {t('enterResults')}
            </Link>{' '}
            <Link href={`/results/${encodeURIComponent(sessionId)}`}>{t('results')}</Link>
          </p>
          <HandRecordsLinks sessionId={sessionId} />
          <section className="card" aria-label={t('rounds')}>
            <p data-testid="session-state">
              {s.closedAt
                ? t.rich('closedAt', { when: () => <When at={s.closedAt!} /> })
                : s.currentRound !== null
                  ? t('roundInPlay', { round: s.currentRound, rounds: s.rounds })
                  : s.nextRound !== null
                    ? t('nextRound', { round: s.nextRound, rounds: s.rounds })
                    : t('allPlayed', { rounds: s.rounds })}
            </p>
            {s.roundTimes.length ? (
              <ul aria-label={t('roundTimes')}>
                {s.roundTimes.map((r) => (
                  <li key={r.round}>
                    {t.rich('roundStarted', { round: r.round, when: () => <When at={r.startedAt} /> })}
                    {r.endedAt ? t.rich('roundEnded', { when: () => <When at={r.endedAt!} /> }) : null}
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
            <section className="card" aria-label={t('entryAtTables')}>
              <TableEntryControl sessionId={sessionId} opened={tableCodes.ok && tableCodes.value.codes.length > 0} />
              {tableCodes.ok && tableCodes.value.codes.length > 0 ? (
                <TableMoveControl
                  sessionId={sessionId}
                  tables={tableCodes.value.codes.map(({ code: _code, ...table }) => table)}
                />
              ) : null}
            </section>
          ) : null}
          <section className="card" aria-label={t('publication')}>
            {s.publications.length === 0 ? <p>{t('notPublished')}</p> : null}
            {s.publications.map((p) => (
              <p key={p.version} data-testid="publication">
                {t.rich('published', {
                  version: p.version,
                  leftOut: p.incomplete ? t('confirmedWith', { leftOut: whatIsMissingIn(p.incomplete, controls) }) : '',
                  when: () => <When at={p.availableAt} />,
                  corrections: () => <When at={p.correctionDeadline} />,
                  appeals: () => <When at={p.appealDeadline} />,
                })}
              </p>
            ))}
            <PublishButton sessionId={sessionId} republish={s.publications.length > 0} incomplete={s.incomplete} />
          </section>
          {s.flagged.length ? (
            <section className="card" aria-label={t('flaggedResults')}>
              <h3>{t('flaggedResults')}</h3>
              <ul data-testid="flagged-results">
                {s.flagged.map((f) => (
                  <li key={`${f.section}-${f.table}-${f.board}`}>
                    {boardAtTable(f)}{' '}
                    {f.result ? (
                      <>
                        <Contract contract={f.result.contract} />
                        {f.result.declarer ? t('byDeclarer', { declarer: f.result.declarer }) : ''},{' '}
                        {signedScore(f.result.scoreNs)}
                      </>
                    ) : (
                      t('noResult')
                    )}
                    {t.rich('confirmedByTable', { when: () => <When at={f.at} /> })}
                    <ul>
                      {f.flags.map((flag) => (
                        <li key={flag.code}>{resultFlagIn(flag, { t: flags, seat })}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {s.slots.some((x) => x.correctionRequest) ? (
            <section className="card" aria-label={requests('title')}>
              <h3>{requests('title')}</h3>
              <ul data-testid="correction-requests">
                {s.slots.flatMap((x) =>
                  x.correctionRequest ? (
                    <li key={`${x.section}-${x.table}-${x.board}`}>
                      {boardAtTable(x)} {requests('recorded')} <ResultWords line={x.result} />;{' '}
                      {requests('tableEntered')} <ResultWords line={x.correctionRequest.requested} />{' '}
                      <When at={x.correctionRequest.at} />.
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
              <h3>{t('round', { round })}</h3>
              <DataTable
                headers={(
                  ['sect', 'table', 'board', 'ns', 'ew', 'contract', 'by', 'tricks', 'scoreNs', 'director'] as const
                ).map((h) => t(h))}
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
                        x.rulings ? t('rulings', { count: x.rulings }) : null,
                        x.corrected ? t('corrected') : null,
                        x.unconfirmed ? entry('unconfirmed') : null,
                        x.correctionRequest ? requests('requested') : null,
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
