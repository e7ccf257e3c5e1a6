// The club's Ulti leagues, and for a player of a running round, his table's score sheet.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { YourUltiSeats } from '../../components/ulti/your-ulti-seats';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function UltiPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiHome')]);
  const loaded = await load(async () => ({ leagues: await caller.ulti.leagues(), seats: await caller.ulti.mySeats() }));
  return (
    <PageFrame title={t('title')} loaded={loaded}>
      {({ leagues, seats }) => (
        <>
          <YourUltiSeats seats={seats} />
          {leagues.length === 0 ? (
            <p className="card muted">{t('none')}</p>
          ) : (
            <ul className="card">
              {leagues.map((l) => (
                <li key={l.leagueId}>
                  <Link href={`/ulti/leagues/${encodeURIComponent(l.leagueId)}`}>{l.name}</Link>{' '}
                  <span className="muted">{t('sessions', { count: l.sessions })}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageFrame>
  );
}
