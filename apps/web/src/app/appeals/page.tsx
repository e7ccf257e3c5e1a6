// The appeals the signed-in member follows: the committee every appeal, a director those of his
// sessions, a member those on boards his side played.
import { getTranslations } from 'next-intl/server';
import { AppealsTable } from '../../components/appeals/appeals-table';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export const dynamic = 'force-dynamic';

export default async function AppealsPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('appealsList')]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.appeals.list())}>
      {(appeals) => <AppealsTable appeals={appeals} />}
    </PageFrame>
  );
}
