// A rubber table: its score sheet for any member; its scorer (opener or a player) also gets the pad.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../components/page-frame';
import { shownName } from '../../../components/rubber/player-names';
import { RubberScorer } from '../../../components/rubber/rubber-scorer';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

export default async function RubberTablePage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await routeParams(params);
  const caller = await serverCaller();
  const [t, tPage, tPlayer] = await Promise.all([
    getTranslations('rubberTable'),
    getTranslations('rubberPage'),
    getTranslations('rubberPlayer'),
  ]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.rubber.sheet({ tableId }))}>
      {(sheet) => (
        <>
          <p className="muted">
            {[
              sheet.table.players.map((p) => shownName(p, (name) => tPlayer('guest', { name }))).join(', '),
              t(sheet.table.variant),
              ...(sheet.table.stake !== null ? [t('stake', { stake: sheet.table.stake })] : []),
              ...(sheet.table.closedAt ? [t('closed')] : []),
            ].join(' · ')}
          </p>
          <p>
            <Link href="/rubber/ladder">{tPage('ladderLink')}</Link>
          </p>
          <RubberScorer tableId={tableId} initial={sheet} />
        </>
      )}
    </PageFrame>
  );
}
