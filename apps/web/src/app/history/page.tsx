// The signed-in member's own results over time: pairs sessions, Ulti, rubber evenings, and the
// appeals he follows.
import { AppealsTable } from '../../components/appeals/appeals-table';
import { HistoryView } from '../../components/history/history-view';
import { RubberEvenings } from '../../components/rubber/rubber-evenings';
import { UltiHistoryView } from '../../components/ulti/ulti-history-view';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function MyHistoryPage() {
  const caller = await serverCaller();
  const rubber = await load(() => caller.rubber.myEvenings());
  const ulti = await load(() => caller.ulti.history({}));
  const appeals = await load(() => caller.appeals.list());
  return (
    <PageFrame title="My results over time" loaded={await load(() => caller.history.player({}))}>
      {(h) => (
        <>
          <HistoryView history={h} />
          {ulti.ok ? (
            <section aria-label="My Ulti">
              <h2>Ulti</h2>
              <UltiHistoryView history={ulti.value} />
            </section>
          ) : null}
          {rubber.ok ? (
            <section aria-label="My rubber evenings">
              <h2>Rubber evenings</h2>
              <RubberEvenings evenings={rubber.value} />
            </section>
          ) : null}
          {appeals.ok ? (
            <section aria-label="My appeals">
              <h2>Appeals</h2>
              <p className="muted">
                To appeal a director&apos;s ruling, open the board from the session&apos;s results.
              </p>
              <AppealsTable appeals={appeals.value} />
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
