// Opening a new session; only directors reach the form (the API decides: a member sees its refusal).
import { OpenSessionForm } from '../../../components/director/open-session-form';
import { PageFrame } from '../../../components/page-frame';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function NewSessionPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Open a session" loaded={await load(() => caller.director.mySessions())}>
      {() => <OpenSessionForm today={new Date().toISOString().slice(0, 10)} />}
    </PageFrame>
  );
}
