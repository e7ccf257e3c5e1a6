// A table's page on its phone: section, table and round, the pairs due with their names, what is
// unusual about the round (a sit-out, a relay), the boards to play with what was entered (marked
// until East-West confirm), each entered board's traveller with the percentages once the secrecy
// rule allows, the running ranks after a round, and the table's pad. A board entered twice with
// different results shows both until the director decides, and what he decided when he kept the
// recorded result. The page keeps working offline (sw.js).
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
import { CORRECTION_DECLINED_WORDS } from '../../../../../words/correction-requests';
import { TABLE_CONFIRMATION_WORDS, tableNoticeWords } from '../../../../../words/table-entry';
import { TABLE_PAGE_WORDS as W } from '../../../../../words/table-page';

export default async function TablePage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string }>;
}) {
  const { sessionId, section, table } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title={W.title(table)} loaded={await load(() => caller.table.view({ sessionId, section, table }))}>
      {(v) => (
        <>
          <p className="muted" data-testid="table-where">
            {W.where(v.name, v.section, v.round)}
          </p>
          {v.ns && v.ew ? <p data-testid="table-pairs">{W.pairs(v.ns, v.ew)}</p> : null}
          {v.notices.map((n) => (
            <p key={JSON.stringify(n)} className="card" role="note">
              {tableNoticeWords(n)}
            </p>
          ))}
          {!v.open ? <p className="card">{W.over}</p> : null}
          <p className="muted">{TABLE_CONFIRMATION_WORDS[v.confirmation]}.</p>
          <DataTable
            headers={[...W.boardHeaders]}
            rows={v.boards.map((b) => ({
              key: String(b.board),
              cells: [
                b.board,
                b.result ? <Contract key="c" contract={b.result.contract} /> : W.toPlay,
                b.result?.declarer ?? '',
                b.result?.tricks ?? '',
                b.result?.scoreNs ?? '',
                b.correctionRequested
                  ? W.directorDecides
                  : b.result && !b.confirmed
                    ? W.notConfirmed
                    : b.result
                      ? W.confirmed
                      : '',
              ],
            }))}
          />
          {v.boards
            .filter((b) => b.requested)
            .map((b) => (
              <p key={b.board} className="card" role="note" data-testid="table-conflict">
                {W.conflict.board(b.board)}
                <ResultWords line={b.result} />
                {W.conflict.recorded}
                <ResultWords line={b.requested} />
                {W.conflict.decides}
              </p>
            ))}
          {v.boards.flatMap((b) =>
            b.declined ? (
              <p key={b.board} className="card" role="note" data-testid="table-declined">
                {CORRECTION_DECLINED_WORDS.kept(b.board)}
                <ResultWords line={b.result} />
                {CORRECTION_DECLINED_WORDS.entered}
                <ResultWords line={b.declined.requested} />
                {CORRECTION_DECLINED_WORDS.end}
                {b.declined.reason ? CORRECTION_DECLINED_WORDS.reason(b.declined.reason) : ''}
              </p>
            ) : (
              []
            ),
          )}
          <TablePad view={v} />
          <OfflineTablePage />
          {v.travellers.map((t) => (
            <section key={t.board} aria-label={W.traveller(t.board)}>
              <h3>{W.board(t.board)}</h3>
              {t.content.visible ? (
                <DataTable
                  headers={[...W.travellerHeaders]}
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
            <section className="card" aria-label={W.runningRank}>
              <h3>{W.afterRound(v.roundsEnded)}</h3>
              {v.ranks.map((r) => (
                <p key={r.pair}>
                  {W.rank(r.pair, r.rank)}
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
