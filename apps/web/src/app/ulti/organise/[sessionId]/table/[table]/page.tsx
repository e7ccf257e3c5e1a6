// The score-keeper's page of one table: the next deal entered by the score sheet.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../../../components/page-frame';
import { ScoreSheetEntry } from '../../../../../../components/ulti/score-sheet-entry';
import { load } from '../../../../../../server/access';
import { serverCaller } from '../../../../../../server/caller';
import { routeParams } from '../../../../../../server/route-params';

export default async function UltiScoreSheetPage({
  params,
}: {
  params: Promise<{ sessionId: string; table: string }>;
}) {
  const { sessionId, table } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiSheetPage')]);
  return (
    <PageFrame
      title={t('title', { table, session: sessionId })}
      loaded={await load(() => caller.ulti.scoreSheet({ sessionId, table }))}
    >
      {(sheet) => (
        <>
          <p className="muted">
            {t('round', { round: sheet.round })}
            <Link href={`/ulti/sessions/${encodeURIComponent(sessionId)}`}>{t('standings')}</Link>
          </p>
          <ScoreSheetEntry key={`${sheet.round}/${sheet.dealNo}`} sheet={sheet} />
        </>
      )}
    </PageFrame>
  );
}
