// The auction and play of a board at one table, step by step (hidden like the board's hands).
import Link from 'next/link';
import { PageFrame } from '../../../../../../../components/page-frame';
import { BridgeReplay } from '../../../../../../../components/replay/bridge-replay';
import { load } from '../../../../../../../server/access';
import { serverCaller } from '../../../../../../../server/caller';
import { routeParams } from '../../../../../../../server/route-params';

export default async function ReplayPage({
  params,
}: {
  params: Promise<{ sessionId: string; board: string; section: string; table: string }>;
}) {
  const p = await routeParams(params);
  const { sessionId, section } = p;
  const caller = await serverCaller();
  const loaded = await load(() => caller.results.replay({ sessionId, section, table: p.table, board: p.board }));
  return (
    <PageFrame title={`Board ${p.board}, table ${section}${p.table}: replay`} loaded={loaded}>
      {(r) => (
        <>
          <p className="muted">
            <Link href={`/results/${encodeURIComponent(sessionId)}/${p.board}`}>Back to the traveller</Link> · {r.ns} v{' '}
            {r.ew} · Dealer {r.dealer}, vulnerable: {r.vulnerability}
          </p>
          {!r.content.visible ? (
            <p className="card" data-testid="hidden-board">
              {r.content.reason}
            </p>
          ) : (
            <>
              {r.content.result ? <p>Result: {r.content.result}</p> : null}
              <BridgeReplay dealer={r.dealer} hands={r.content.hands} steps={r.content.steps} />
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
