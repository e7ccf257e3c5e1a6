'use client';
// The session's director closes a case: records the regulating authority's decision on a further
// appeal or a referral (final; a varied or overturned ruling's new adjusted score goes onto the board
// as the committee's does), or makes a decided appeal final when nobody appeals further.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { AppealLaws } from '@club/club';
import { authorityKey } from '../../words/appeal-bodies';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { NewScoreFields, useNewScore } from './new-score-fields';
import { useRefreshAfter } from './use-appeal-mutation';

type Outcome = 'upheld' | 'varied' | 'overturned';

export function AuthorityForms({
  appealId,
  sessionId,
  status,
  laws,
}: {
  appealId: string;
  sessionId: string;
  status: string;
  /** Laws 92–93 of the session's edition: the authority's name. */
  laws: AppealLaws;
}) {
  const t = useTranslations('appealsAuthority');
  const outcomes = useTranslations('appealsOutcome');
  const authorities = useTranslations('appealsAuthorityName');
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const [authority, setAuthority] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('upheld');
  const [text, setText] = useState('');
  const newScore = useNewScore();
  const decided = useMutation(trpc.appeals.recordAuthorityDecision.mutationOptions({ onSuccess: refresh }));
  const finalize = useMutation(trpc.appeals.finalize.mutationOptions({ onSuccess: refresh }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (outcome !== 'upheld' && !newScore.complete()) return;
    const newAdjustedScore = outcome === 'upheld' ? null : newScore.score();
    decided.mutate({ appealId, sessionId, authority, outcome, newAdjustedScore, text });
  };
  if (status === 'decided')
    return (
      <>
        <FormError error={finalize.error} />
        <button type="button" disabled={finalize.isPending} onClick={() => finalize.mutate({ appealId, sessionId })}>
          {t('final')}
        </button>
      </>
    );
  return (
    <form className="stack" onSubmit={submit} aria-label={t('label')} noValidate>
      <label>
        {authorities(`${authorityKey(laws)}Label`)}
        <input name="authority" value={authority} onChange={(e) => setAuthority(e.target.value)} />
      </label>
      <label>
        {t('it')}
        <select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
          {(['upheld', 'varied', 'overturned'] as const).map((o) => (
            <option key={o} value={o}>
              {outcomes(o)}
            </option>
          ))}
        </select>{' '}
        {t('theRuling')}
      </label>
      {outcome !== 'upheld' ? <NewScoreFields fields={newScore.fields} /> : null}
      <label>
        {t('text')}
        <input name="authorityText" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <FormError error={decided.error} />
      <button type="submit" disabled={decided.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
