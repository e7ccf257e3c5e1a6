// The league administrator's review of an imported session's players: each name the file gives,
// with the members it may be; the session counts in its league tables once reviewed.
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ImportReviewForm } from '../../../../../components/import/import-review-form';
import { PageFrame } from '../../../../../components/page-frame';
import { TimesInText } from '../../../../../components/time/when';
import { load } from '../../../../../server/access';
import { serverCaller } from '../../../../../server/caller';
import { routeParams } from '../../../../../server/route-params';

export const dynamic = 'force-dynamic';

export default async function ImportReviewPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('importReview')]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.league.importReview({ sessionId }))}>
      {(review) => (
        <>
          <section className="card">
            <h2>{review.name}</h2>
            <p>
              {t.rich('from', { fileName: review.fileName, date: () => <TimesInText text={review.date} /> })}{' '}
              {review.reviews === 0 ? t('awaiting') : t('reviewed', { count: review.reviews })}
            </p>
            {review.leagues.length > 0 ? (
              <p className="muted">
                {t('league')}{' '}
                {review.leagues.map((l, i) => (
                  <span key={l.leagueId}>
                    {i > 0 ? ', ' : ''}
                    <Link href={`/leagues/${encodeURIComponent(l.leagueId)}`}>{l.name}</Link>
                  </span>
                ))}
              </p>
            ) : null}
            {review.warnings.map((w) => (
              <p key={w} className="notice warning-line" role="note">
                <TimesInText text={w} />
              </p>
            ))}
            <p className="muted">
              <Link href={`/results/${encodeURIComponent(review.sessionId)}`}>{t('results')}</Link>
            </p>
          </section>
          <ImportReviewForm review={review} />
        </>
      )}
    </PageFrame>
  );
}
