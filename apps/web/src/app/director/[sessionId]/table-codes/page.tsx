// The director's printable sheet of table codes: one card per table, its code in large type and a
// QR code of the address that signs the table in (the /table page with the code filled in).
import Link from 'next/link';
import { PageFrame } from '../../../../components/page-frame';
import { TableQrCode } from '../../../../components/table/table-qr-code';
import { isOwnComputerOnly, tableSignInUrl } from '../../../../components/table/table-sign-in-url';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';
import { requestOrigin } from '../../../../server/site-origin';
import { TABLE_CARD_WORDS, tableCodesOwnComputerWords, tableQrLabel } from '../../../../words/table-codes';

export default async function TableCodesPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const caller = await serverCaller();
  const origin = await requestOrigin();
  return (
    <PageFrame title="Table codes" loaded={await load(() => caller.director.tableCodes({ sessionId }))}>
      {({ codes }) => (
        <>
          <p className="muted no-print">
            <Link href={`/director/${encodeURIComponent(sessionId)}`}>Back to the session</Link> · Print this page and
            put each card on its table.
          </p>
          {codes.length > 0 && isOwnComputerOnly(origin) ? (
            <p className="notice no-print" role="note" data-testid="table-codes-origin">
              {tableCodesOwnComputerWords(origin)}
            </p>
          ) : null}
          {codes.length === 0 ? <p>The session is not open for entry at the tables yet.</p> : null}
          <div className="table-cards">
            {codes.map((c) => {
              const url = tableSignInUrl(origin, c.code);
              return (
                <section key={`${c.section}-${c.table}`} className="card table-card" aria-label={`Table ${c.table}`}>
                  <p>
                    Section {c.section} · Table {c.table}
                  </p>
                  <p className="table-code" data-testid="table-code">
                    {c.code}
                  </p>
                  <TableQrCode url={url} label={tableQrLabel(c.table)} />
                  <p className="muted">{TABLE_CARD_WORDS}</p>
                  <p className="muted table-address">
                    <a href={url}>{url}</a>
                  </p>
                </section>
              );
            })}
          </div>
        </>
      )}
    </PageFrame>
  );
}
