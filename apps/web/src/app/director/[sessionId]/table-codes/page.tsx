// The director's printable sheet of table codes: one card per table, its code in large type and the
// address a table's phone opens with it (no QR code: it would need a QR library the site does not have).
import Link from 'next/link';
import { PageFrame } from '../../../../components/page-frame';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function TableCodesPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title="Table codes" loaded={await load(() => caller.director.tableCodes({ sessionId }))}>
      {({ codes }) => (
        <>
          <p className="muted no-print">
            <Link href={`/director/${encodeURIComponent(sessionId)}`}>Back to the session</Link> · Print this page and
            put each card on its table.
          </p>
          {codes.length === 0 ? <p>The session is not open for entry at the tables yet.</p> : null}
          <div className="table-cards">
            {codes.map((c) => (
              <section key={`${c.section}-${c.table}`} className="card table-card" aria-label={`Table ${c.table}`}>
                <p>
                  Section {c.section} · Table {c.table}
                </p>
                <p className="table-code" data-testid="table-code">
                  {c.code}
                </p>
                <p className="muted">Open /table on a phone and enter this code.</p>
                <p className="muted table-address">/table?code={c.code}</p>
              </section>
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}
