// The table scorer's result entry for a session, phone first.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ResultEntry } from '../../../../components/director/result-entry';
import { PageFrame } from '../../../../components/page-frame';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function EnterResultsPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('directorResultPad')]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.director.session({ sessionId }))}>
      {(s) => (
        <>
          <p className="muted">
            <Link href={`/director/${encodeURIComponent(sessionId)}`}>{s.name}</Link>
          </p>
          <ResultEntry
            sessionId={sessionId}
            currentRound={s.currentRound}
            slots={s.slots.map((x) => ({
              section: x.section,
              round: x.round,
              table: x.table,
              board: x.board,
              ns: x.ns,
              ew: x.ew,
              vulnerability: x.vulnerability,
              entered: x.result !== null,
            }))}
          />
        </>
      )}
    </PageFrame>
  );
}
