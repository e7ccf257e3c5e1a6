// The league administrator's review of an imported session's players: each name the file gives,
// with the members it may be; the session counts in its league tables once reviewed.
import Link from 'next/link';
import { ImportReviewForm } from '../../../../../components/import/import-review-form';
import { PageFrame } from '../../../../../components/page-frame';
import { load } from '../../../../../server/access';
import { serverCaller } from '../../../../../server/caller';
import { routeParams } from '../../../../../server/route-params';

export const dynamic = 'force-dynamic';

export default async function ImportReviewPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title="Review imported players" loaded={await load(() => caller.league.importReview({ sessionId }))}>
      {(review) => (
        <>
          <section className="card">
            <h2>{review.name}</h2>
            <p>
              {review.date}, from {review.fileName}.{' '}
              {review.reviews === 0
                ? 'Awaiting player review: the session counts in no league table until you confirm the players.'
                : `Reviewed ${review.reviews === 1 ? 'once' : `${review.reviews} times`}; confirming again records a correction.`}
            </p>
            {review.leagues.length > 0 ? (
              <p className="muted">
                League:{' '}
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
                {w}
              </p>
            ))}
            <p className="muted">
              <Link href={`/results/${encodeURIComponent(review.sessionId)}`}>The session&apos;s results</Link>
            </p>
          </section>
          <ImportReviewForm review={review} />
        </>
      )}
    </PageFrame>
  );
}
