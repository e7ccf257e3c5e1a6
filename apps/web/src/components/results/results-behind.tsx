// The notice results pages show while the results are behind the log (a results job has waited
// longer than CLUB_RESULTS_STALE_MS: the worker is down or far behind), so that nobody takes
// stale results for the final word. Nothing when they are up to date or the viewer may not ask.
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';
import { When } from '../time/when';

export async function ResultsBehind() {
  const caller = await serverCaller();
  const lag = await load(() => caller.results.lag());
  if (!lag.ok || !lag.value.behind) return null;
  return (
    <p className="card notice" role="status" data-testid="results-behind">
      Results are being updated —{' '}
      {lag.value.lastComputedAt ? (
        <>
          last computed <When at={lag.value.lastComputedAt} />
        </>
      ) : (
        'not computed yet'
      )}
      . What you see may not include the latest results.
    </p>
  );
}
