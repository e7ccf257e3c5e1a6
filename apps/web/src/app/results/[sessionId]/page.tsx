// A session's results: per section the ranking of each direction (Mitchell NS and EW), one field
// (Howell), or the teams match with IMPs and VPs; then the boards, each to its traveller. An
// imported session says which file (and program, event) it came from. The viewer's own pair is highlighted.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../components/page-frame';
import { HandRecordsLinks } from '../../../components/results/hand-records-links';
import { SessionOrigin } from '../../../components/results/session-origin';
import { SessionRankings } from '../../../components/results/session-rankings';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

export default async function SessionResultsPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t, status] = await Promise.all([
    serverCaller(),
    getTranslations('resultsSession'),
    getTranslations('directorSessionStatus'),
  ]);
  const me = await caller.auth.me();
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.results.session({ sessionId }))}>
      {(s) => {
        const publishedAt = s.publishedAt;
        return (
          <>
            <p className="muted" data-testid="session-heading">
              {s.name} · <When at={s.date} style="date" /> · {status(s.status)}
              {publishedAt ? <> · {t.rich('published', { when: () => <When at={publishedAt} /> })}</> : null}
            </p>
            {s.importedFrom ? <SessionOrigin origin={s.importedFrom} /> : null}
            {/* Members may print them once the session is over; its directors from their session page. */}
            {s.status === 'over' ? <HandRecordsLinks sessionId={sessionId} /> : null}
            <SessionRankings session={s} viewer={me?.memberId} />
          </>
        );
      }}
    </PageFrame>
  );
}
