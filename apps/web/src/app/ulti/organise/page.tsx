// Opening an Ulti evening: the organiser picks the league, the date, deals per round and the players.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../components/page-frame';
import { OpenUltiEveningForm } from '../../../components/ulti/open-ulti-evening-form';
import { todayIn } from '../../../components/time/club-time';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { clubTimeZone } from '../../../server/club-time-zone';

export default async function OrganiseUltiPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiTitles')]);
  return (
    <PageFrame title={t('openEvening')} loaded={await load(() => caller.ulti.leagues())}>
      {(leagues) => <OpenUltiEveningForm leagues={leagues} today={todayIn(clubTimeZone(), new Date())} />}
    </PageFrame>
  );
}
