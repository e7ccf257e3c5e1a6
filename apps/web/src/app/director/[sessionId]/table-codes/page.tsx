// The director's printable sheet of table codes: one card per table, its code in large type and a
// QR code of the address that signs the table in (the /table page with the code filled in).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../components/page-frame';
import { TableQrCode } from '../../../../components/table/table-qr-code';
import { isOwnComputerOnly, tableSignInUrl } from '../../../../components/table/table-sign-in-url';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';
import { requestOrigin } from '../../../../server/site-origin';

export default async function TableCodesPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, origin, t] = await Promise.all([
    serverCaller(),
    requestOrigin(),
    getTranslations('directorTableCodes'),
  ]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.director.tableCodes({ sessionId }))}>
      {({ codes }) => (
        <>
          <p className="muted no-print">
            {t.rich('intro', {
              back: (chunks) => <Link href={`/director/${encodeURIComponent(sessionId)}`}>{chunks}</Link>,
            })}
          </p>
          {codes.length > 0 && isOwnComputerOnly(origin) ? (
            <p className="notice no-print" role="note" data-testid="table-codes-origin">
              {t('ownComputer', { origin })}
            </p>
          ) : null}
          {codes.length === 0 ? <p>{t('notOpen')}</p> : null}
          <div className="table-cards">
            {codes.map((c) => {
              const url = tableSignInUrl(origin, c.code);
              return (
                <section
                  key={`${c.section}-${c.table}`}
                  className="card table-card"
                  aria-label={t('card', { table: c.table })}
                >
                  <p>{t('sectionTable', { section: c.section, table: c.table })}</p>
                  <p className="table-code" data-testid="table-code">
                    {c.code}
                  </p>
                  <TableQrCode url={url} label={t('qrLabel', { table: c.table })} />
                  <p className="muted">{t('howTo')}</p>
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
