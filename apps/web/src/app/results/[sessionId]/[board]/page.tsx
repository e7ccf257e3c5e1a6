// One board: the hand record and the traveller, or why they are still hidden.
import { DataTable } from '../../../../components/data-table';
import { HandDiagram } from '../../../../components/hand-diagram';
import { PageFrame } from '../../../../components/page-frame';
import { Card, Contract } from '../../../../components/suit';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';

export default async function BoardPage({ params }: { params: Promise<{ sessionId: string; board: string }> }) {
  const { sessionId, board } = await params;
  const caller = await serverCaller();
  return (
    <PageFrame title={`Board ${board}`} loaded={await load(() => caller.results.board({ sessionId, board: Number(board) }))}>
      {(b) => (
        <>
          <p className="muted">
            Dealer {b.dealer}, vulnerable: {b.vulnerability}
          </p>
          {!b.content.visible ? (
            <p className="card">{b.content.reason}</p>
          ) : (
            <>
              <HandDiagram hands={b.content.hands} />
              <h2>Traveller</h2>
              <DataTable
                headers={['Table', 'NS', 'EW', 'Contract', 'By', 'Tricks', 'Lead', 'Score NS']}
                rows={b.content.traveller.map((r) => ({
                  key: String(r.table),
                  cells: [r.table, r.ns, r.ew, <Contract key="c" contract={r.contract} />, r.declarer ?? '', r.tricks ?? '', r.lead ? <Card key="l" card={r.lead} /> : '', r.scoreNs ?? ''],
                }))}
              />
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
