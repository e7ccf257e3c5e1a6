// Rubber bridge: open a table, the member's own rubber evenings (points, rubbers won, the stake's
// result) and the way to the club's ladder.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { RubberEvenings } from '../../components/rubber/rubber-evenings';
import { OpenTableForm } from '../../components/rubber/open-table-form';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function RubberPage() {
  const caller = await serverCaller();
  const t = await getTranslations('rubberPage');
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.rubber.myEvenings())}>
      {(evenings) => (
        <>
          <p>
            <Link href="/rubber/ladder">{t('ladderLink')}</Link>
          </p>
          <h2>{t('myEvenings')}</h2>
          <RubberEvenings evenings={evenings} />
          <OpenTableForm />
        </>
      )}
    </PageFrame>
  );
}
