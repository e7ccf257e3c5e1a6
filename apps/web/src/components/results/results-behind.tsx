// The notice results pages show while the results are behind the log (a results job has waited
// longer than CLUB_RESULTS_STALE_MS: the worker is down or far behind), so that nobody takes
// stale results for the final word. Nothing when they are up to date or the viewer may not ask.
import { getTranslations } from 'next-intl/server';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';
import { When } from '../time/when';

export async function ResultsBehind() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('resultsBehind')]);
  const lag = await load(() => caller.results.lag());
  if (!lag.ok || !lag.value.behind) return null;
  return (
    <p className="card notice" role="status" data-testid="results-behind">
      {t('updating')}{' '}
      {lag.value.lastComputedAt
        ? t.rich('lastComputed', { when: () => <When at={lag.value.lastComputedAt!} /> })
        : t('notComputed')}
      {t('mayNotInclude')}
    </p>
  );
}
