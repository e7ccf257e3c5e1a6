// A table's page on its phone: section, table and round, the pairs due with their names, what is
// unusual about the round (a sit-out, a relay), the boards to play with what was entered (marked
// until East-West confirm), each entered board's traveller with the percentages once the secrecy
// rule allows, the running ranks after a round, and the table's pad. A board entered twice with
// different results shows both until the director decides, and what he decided when he kept the
// recorded result. The page keeps working offline (sw.js).
import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '../../../../../components/data-table';
import { PageFrame } from '../../../../../components/page-frame';
import { Contract } from '../../../../../components/suit';
import { ResultWords } from '../../../../../components/result-line';
import { OfflineTablePage } from '../../../../../components/table/offline-table-page';
import { TablePad } from '../../../../../components/table/table-pad';
import { load } from '../../../../../server/access';
import { serverCaller } from '../../../../../server/caller';
import { routeParams } from '../../../../../server/route-params';
import { tableConfirmationWords, tableNoticeWords } from '../../../../../words/table-entry';
import { pairNames } from '../../../../../words/table-page';

export default async function TablePage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string }>;
}) {
  const { sessionId, section, table } = await routeParams(params);
  const caller = await serverCaller();
  const [t, tEntry, format, hidden] = await Promise.all([
    getTranslations('tablePage'),
    getTranslations('tableEntry'),
    getFormatter(),
    getTranslations('hiddenBoard'),
  ]);
  // A percentage with two decimals, as the traveller and the ranks have always shown it.
  const pct = (p: number | null) =>
    p === null ? '' : t('percent', { value: format.number(p, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
  return (
    <PageFrame
      title={t('title', { table })}
      loaded={await load(() => caller.table.view({ sessionId, section, table }))}
    >
      {(v) => (
        <>
          <p className="muted" data-testid="table-where">
            {v.round === null
              ? t('whereNoRound', { name: v.name, section: v.section })
              : t('where', { name: v.name, section: v.section, round: v.round })}
          </p>
          {v.ns && v.ew ? (
            <p data-testid="table-pairs">
              {t('pairs', {
                ns: v.ns.pair,
                nsNames: pairNames(v.ns.names),
                ew: v.ew.pair,
                ewNames: pairNames(v.ew.names),
              })}
            </p>
          ) : null}
          {v.notices.map((n) => (
            <p key={JSON.stringify(n)} className="card" role="note">
              {tableNoticeWords(n, tEntry)}
            </p>
          ))}
          {!v.open ? <p className="card">{t('over')}</p> : null}
          <p className="muted">{tableConfirmationWords(tEntry, v.confirmation)}.</p>
          <DataTable
            headers={[t('headBoard'), t('headContract'), t('headBy'), t('headTricks'), t('headScoreNs'), '']}
            rows={v.boards.map((b) => ({
              key: String(b.board),
              cells: [
                b.board,
                b.result ? <Contract key="c" contract={b.result.contract} /> : t('toPlay'),
                b.result?.declarer ?? '',
                b.result?.tricks ?? '',
                b.result?.scoreNs ?? '',
                b.correctionRequested
                  ? t('directorDecides')
                  : b.result && !b.confirmed
                    ? t('notConfirmed')
                    : b.result
                      ? t('confirmed')
                      : '',
              ],
            }))}
          />
          {v.boards
            .filter((b) => b.requested)
            .map((b) => (
              <p key={b.board} className="card" role="note" data-testid="table-conflict">
                {t.rich('conflict', {
                  board: b.board,
                  recorded: () => <ResultWords line={b.result} />,
                  entered: () => <ResultWords line={b.requested} />,
                })}
              </p>
            ))}
          {v.boards.flatMap(({ board, result, declined }) =>
            declined ? (
              <p key={board} className="card" role="note" data-testid="table-declined">
                {t.rich('declined', {
                  board,
                  recorded: () => <ResultWords line={result} />,
                  entered: () => <ResultWords line={declined.requested} />,
                })}
                {declined.reason ? ` ${t('declinedReason', { reason: declined.reason })}` : ''}
              </p>
            ) : (
              []
            ),
          )}
          <TablePad view={v} />
          <OfflineTablePage />
          {v.travellers.map((tr) => (
            <section key={tr.board} aria-label={t('traveller', { board: tr.board })}>
              <h3>{t('board', { board: tr.board })}</h3>
              {tr.content.visible ? (
                <DataTable
                  headers={[
                    t('headTable'),
                    t('headNs'),
                    t('headEw'),
                    t('headContract'),
                    t('headBy'),
                    t('headTricks'),
                    t('headScoreNs'),
                    t('headPctNs'),
                    t('headPctEw'),
                  ]}
                  rows={tr.content.traveller.map((r) => ({
                    key: `${r.section ?? ''}-${r.table}`,
                    own: r.table === v.table && (r.section ?? v.section) === v.section,
                    cells: [
                      `${r.section ?? ''}${r.table}`,
                      r.ns,
                      r.ew,
                      <Contract key="c" contract={r.contract} />,
                      r.declarer ?? '',
                      r.tricks ?? '',
                      r.scoreNs ?? '',
                      pct(r.pctNs ?? null),
                      pct(r.pctEw ?? null),
                    ],
                  }))}
                />
              ) : (
                <p className="muted">{hidden(tr.content.code)}</p>
              )}
            </section>
          ))}
          {v.ranks?.length ? (
            <section className="card" aria-label={t('runningRank')}>
              <h3>{t('afterRound', { round: v.roundsEnded })}</h3>
              {v.ranks.map((r) => (
                <p key={r.pair}>
                  {t('rank', { pair: r.pair, rank: r.rank })}
                  {r.percentage !== null ? `, ${pct(r.percentage)}` : ''}
                </p>
              ))}
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
