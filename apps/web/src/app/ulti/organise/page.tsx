// Opening an Ulti evening: the organiser picks the league, the date, deals per round and the players.
import { PageFrame } from '../../../components/page-frame';
import { OpenUltiEveningForm } from '../../../components/ulti/open-ulti-evening-form';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function OrganiseUltiPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Open an Ulti evening" loaded={await load(() => caller.ulti.leagues())}>
      {(leagues) => <OpenUltiEveningForm leagues={leagues} today={new Date().toISOString().slice(0, 10)} />}
    </PageFrame>
  );
}
