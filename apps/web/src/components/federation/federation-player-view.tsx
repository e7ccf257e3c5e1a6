// A player's sessions in every club that shares its results, by his federation id, newest first.
import type { FederationPlayer } from '@club/application/shapes';
import { useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { usePercent } from '../results/percent';
import { When } from '../time/when';

export function FederationPlayerForm({ federationId }: { federationId: string }) {
  const t = useTranslations('federation');
  return (
    <form className="card stack" method="get" action="/federation">
      <label>
        {t('federationId')}
        <input name="player" defaultValue={federationId} required maxLength={32} />
      </label>
      <button type="submit">{t('find')}</button>
    </form>
  );
}

export function FederationPlayerView({ player }: { player: FederationPlayer }) {
  const t = useTranslations('federation');
  const percent = usePercent();
  if (player.sessions.length === 0)
    return <p className="card muted">{t('noPlayer', { federationId: player.federationId })}</p>;
  return (
    <>
      <p data-testid="federation-player">
        {t('playerSummary', {
          name: player.name ?? player.federationId,
          federationId: player.federationId,
          sessions: player.sessions.length,
          clubs: player.clubs.join(', '),
        })}
      </p>
      {player.averagePercentage === null ? null : (
        <p>{t('playerAverage', { average: percent(player.averagePercentage) })}</p>
      )}
      <DataTable
        headers={[t('date'), t('club'), t('session'), t('place'), t('percent')]}
        rows={player.sessions.map((s) => ({
          key: `${s.clubId}.${s.sessionId}`,
          cells: [
            s.startsAt ? <When key="d" at={s.startsAt} style="date" /> : '',
            s.clubId,
            s.sessionName ?? s.sessionId,
            t('placeOf', { rank: s.rank, fieldSize: s.fieldSize }),
            percent(s.percentage),
          ],
        }))}
      />
    </>
  );
}
