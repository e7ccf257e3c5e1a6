// The auction and play of a board at one table, step by step (hidden like the board's hands).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../../../../components/page-frame';
import { BridgeReplay } from '../../../../../../../components/replay/bridge-replay';
import { load } from '../../../../../../../server/access';
import { serverCaller } from '../../../../../../../server/caller';
import { routeParams } from '../../../../../../../server/route-params';
import { playedResultIn } from '../../../../../../../words/played-result';

export default async function ReplayPage({
  params,
}: {
  params: Promise<{ sessionId: string; board: string; section: string; table: string }>;
}) {
  const p = await routeParams(params);
  const { sessionId, section } = p;
  const [caller, t, seat, vulnerable, hidden] = await Promise.all([
    serverCaller(),
    getTranslations('replayPage'),
    getTranslations('seatLetters'),
    getTranslations('vulnerability'),
    getTranslations('hiddenBoard'),
  ]);
  const dealt = await getTranslations('boardPage');
  const loaded = await load(() => caller.results.replay({ sessionId, section, table: p.table, board: p.board }));
  return (
    <PageFrame title={t('title', { board: p.board, table: `${section}${p.table}` })} loaded={loaded}>
      {(r) => (
        <>
          <p className="muted">
            <Link href={`/results/${encodeURIComponent(sessionId)}/${p.board}`}>{t('back')}</Link> ·{' '}
            {t('versus', { ns: r.ns, ew: r.ew })} ·{' '}
            {dealt('dealt', { dealer: seat(r.dealer), vulnerability: vulnerable(r.vulnerability) })}
          </p>
          {!r.content.visible ? (
            <p className="card" data-testid="hidden-board">
              {hidden(r.content.code)}
            </p>
          ) : (
            <>
              {r.content.result ? (
                <p>{t('result', { result: playedResultIn(r.content.result, { t, seat: (x) => seat(x) }) })}</p>
              ) : null}
              <BridgeReplay
                dealer={r.dealer}
                hands={r.content.hands}
                steps={r.content.steps}
                analysis={r.content.analysis}
              />
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
