// A table's page on its phone: section, table and round, the pairs due with their names, what is
// unusual about the round (a sit-out, a relay), the boards to play with what was entered (marked
// until East-West confirm), each entered board's traveller with the percentages once the secrecy
// rule allows, the running ranks after a round, and the table's pad. A board entered twice with
// different results shows both until the director decides. The page keeps working offline (sw.js).
import { DataTable } from '../../../../../components/data-table';
import { PageFrame } from '../../../../../components/page-frame';
import { pct } from '../../../../../components/results/ranking-table';
import { Contract } from '../../../../../components/suit';
import { ResultWords } from '../../../../../components/result-line';
import { OfflineTablePage } from '../../../../../components/table/offline-table-page';
import { TablePad } from '../../../../../components/table/table-pad';
import { load } from '../../../../../server/access';
import { serverCaller } from '../../../../../server/caller';
import { routeParams } from '../../../../../server/route-params';
import { TABLE_CONFIRMATION_WORDS, tableNoticeWords } from '../../../../../words/table-entry';

export default async function TablePage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string }>;
}) {
  const { sessionId, section, table } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title={`Table ${table}`} loaded={await load(() => caller.table.view({ sessionId, section, table }))}>
      {(v) => (
        <>
          <p className="muted" data-testid="table-where">
            {v.name} · section {v.section} · {v.round === null ? 'no round has started' : `round ${v.round}`}
          </p>
          {v.ns && v.ew ? (
            <p data-testid="table-pairs">
              N-S pair {v.ns.pair}: {v.ns.names.join(' & ')} · E-W pair {v.ew.pair}: {v.ew.names.join(' & ')}
            </p>
          ) : null}
          {v.notices.map((n) => (
            <p key={JSON.stringify(n)} className="card" role="note">
              {tableNoticeWords(n)}
            </p>
          ))}
          {!v.open ? <p className="card">The session is over: results are no longer entered at the tables.</p> : null}
          <p className="muted">{TABLE_CONFIRMATION_WORDS[v.confirmation]}.</p>
          <DataTable
            headers={['Board', 'Contract', 'By', 'Tricks', 'Score NS', '']}
            rows={v.boards.map((b) => ({
              key: String(b.board),
              cells: [
                b.board,
                b.result ? <Contract key="c" contract={b.result.contract} /> : 'to play',
                b.result?.declarer ?? '',
                b.result?.tricks ?? '',
                b.result?.scoreNs ?? '',
                b.correctionRequested
                  ? 'the director decides'
                  : b.result && !b.confirmed
                    ? 'not confirmed'
                    : b.result
                      ? 'confirmed'
                      : '',
              ],
            }))}
          />
          {v.boards
            .filter((b) => b.requested)
            .map((b) => (
              <p key={b.board} className="card" role="note" data-testid="table-conflict">
                Board {b.board}: <ResultWords line={b.result} /> is recorded; this table entered{' '}
                <ResultWords line={b.requested} />. The director will decide.
              </p>
            ))}
          <TablePad view={v} />
          <OfflineTablePage />
          {v.travellers.map((t) => (
            <section key={t.board} aria-label={`Traveller of board ${t.board}`}>
              <h3>Board {t.board}</h3>
              {t.content.visible ? (
                <DataTable
                  headers={['Table', 'NS', 'EW', 'Contract', 'By', 'Tricks', 'Score NS', '% NS', '% EW']}
                  rows={t.content.traveller.map((r) => ({
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
                <p className="muted">{t.content.reason}</p>
              )}
            </section>
          ))}
          {v.ranks?.length ? (
            <section className="card" aria-label="Running rank">
              <h3>After round {v.roundsEnded}</h3>
              {v.ranks.map((r) => (
                <p key={r.pair}>
                  Pair {r.pair}: rank {r.rank}
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
