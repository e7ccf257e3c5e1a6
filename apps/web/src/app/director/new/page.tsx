// Opening a new session; only directors reach the form (the API decides: a member sees its refusal).
import { getTranslations } from 'next-intl/server';
import { OpenSessionForm } from '../../../components/director/open-session-form';
import { PageFrame } from '../../../components/page-frame';
import { todayIn } from '../../../components/time/club-time';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { clubTimeZone } from '../../../server/club-time-zone';

export default async function NewSessionPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('directorDesk')]);
  return (
    <PageFrame title={t('newTitle')} loaded={await load(() => caller.director.mySessions())}>
      {() => <OpenSessionForm today={todayIn(clubTimeZone(), new Date())} />}
    </PageFrame>
  );
}
