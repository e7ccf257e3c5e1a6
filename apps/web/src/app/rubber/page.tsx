// Rubber bridge: open a table, the member's own rubber evenings (points, rubbers won, the stake's
// result) and the way to the club's ladder.
import Link from 'next/link';
import { PageFrame } from '../../components/page-frame';
import { RubberEvenings } from '../../components/rubber/rubber-evenings';
import { OpenTableForm } from '../../components/rubber/open-table-form';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function RubberPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Rubber bridge" loaded={await load(() => caller.rubber.myEvenings())}>
      {(evenings) => (
        <>
          <p>
            <Link href="/rubber/ladder">The club&apos;s rubber ladder</Link>
          </p>
          <h2>My rubber evenings</h2>
          <RubberEvenings evenings={evenings} />
          <OpenTableForm />
        </>
      )}
    </PageFrame>
  );
}
