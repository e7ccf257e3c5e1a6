// The federation's views, for a club's members: the federation-wide table over a period (?from=,
// ?to=) and a player's sessions in every sharing club by federation id (?player=). A site whose
// club's log is not in PostgreSQL says the views are not available.
import { getTranslations } from 'next-intl/server';
import type { FederationTableInput } from '@club/application/shapes';
import { FederationPlayerForm, FederationPlayerView } from '../../components/federation/federation-player-view';
import { FederationTableView } from '../../components/federation/federation-table-view';
import { PageFrame } from '../../components/page-frame';
import { Refusal } from '../../components/refusal';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

const given = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

export default async function FederationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('federation')]);
  const from = given(query['from']);
  const to = given(query['to']);
  const period: FederationTableInput = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const federationId = given(query['player']);
  const player = federationId ? await load(() => caller.federation.player({ federationId })) : null;
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.federation.table(period))}>
      {(table) =>
        table.available ? (
          <>
            <p className="muted">{t('intro')}</p>
            <section aria-labelledby="federation-player">
              <h2 id="federation-player">{t('playerHeading')}</h2>
              <FederationPlayerForm federationId={federationId ?? ''} />
              {player === null ? null : player.ok ? (
                <FederationPlayerView player={player.value} />
              ) : (
                <Refusal code={player.code} error={player} />
              )}
            </section>
            <FederationTableView table={table} period={period} />
          </>
        ) : (
          <p className="card muted">{t('unavailable')}</p>
        )
      }
    </PageFrame>
  );
}
