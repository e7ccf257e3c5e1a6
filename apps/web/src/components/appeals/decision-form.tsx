'use client';
// The decision of the body the case is routed to (Law 93A/B: the committee or the chief director): upheld, varied or overturned; a varied or overturned ruling
// gets a new adjusted score (new-score-fields.tsx), which is put onto the board. The decider's refusals (Law 93B3, no hearing held) appear as they are.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { NewScoreFields, useNewScore } from './new-score-fields';
import { list, useRefreshAfter } from './use-appeal-mutation';
import type { AppealBody, AppealLaws, DepositFate } from '@club/club';
import { RefusalText } from '../refusal-words';

type Outcome = 'upheld' | 'varied' | 'overturned';

/**
 * depositOpen: a deposit was lodged and no decision has kept or returned it yet; laws: Laws 92–93 of
 * the session's edition, which words "without merit" (2007 in Law 92A, 1997 in its footnote).
 */
export function DecisionForm({
  appealId,
  body,
  depositOpen,
  laws: appealLaws,
}: {
  appealId: string;
  body: AppealBody;
  depositOpen: boolean;
  laws: AppealLaws;
}) {
  const t = useTranslations('appealsDecide');
  const outcomes = useTranslations('appealsOutcome');
  const fates = useTranslations('appealsDeposit');
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const [outcome, setOutcome] = useState<Outcome>('upheld');
  const newScore = useNewScore();
  const [laws, setLaws] = useState('');
  const [recommendation, setRecommendation] = useState('');
  const [meritless, setMeritless] = useState(false);
  const [deposit, setDeposit] = useState<DepositFate | null>(null);
  const [decidedBy, setDecidedBy] = useState<string[]>([]);
  const [text, setText] = useState('');
  const decide = useMutation(trpc.appeals.decide.mutationOptions({ onSuccess: refresh }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (outcome !== 'upheld' && !newScore.complete()) return;
    decide.mutate({
      appealId,
      body,
      outcome,
      newAdjustedScore: outcome === 'upheld' ? null : newScore.score(),
      laws: list(laws),
      recommendation: recommendation.trim() || null,
      meritless,
      deposit: depositOpen ? deposit : null,
      decidedBy,
      text,
    });
  };
  return (
    <form className="stack decision-form" onSubmit={submit} aria-label={t('label')} noValidate>
      <fieldset>
        <legend>{t('outcome')}</legend>
        {(['upheld', 'varied', 'overturned'] as const).map((o) => (
          <label key={o} className="inline">
            <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />{' '}
            {outcomes(o)}
          </label>
        ))}
      </fieldset>
      {outcome !== 'upheld' ? <NewScoreFields fields={newScore.fields} /> : null}
      <label>
        {t('laws')}
        <input name="laws" value={laws} onChange={(e) => setLaws(e.target.value)} />
      </label>
      <label>
        {t('recommendation')}
        <input name="recommendation" value={recommendation} onChange={(e) => setRecommendation(e.target.value)} />
      </label>
      <label className="inline">
        <input type="checkbox" name="meritless" checked={meritless} onChange={(e) => setMeritless(e.target.checked)} />{' '}
        {t('meritless', { law: appealLaws.meritless.law })}
      </label>
      <p className="muted" data-testid="meritless-law">
        {t('meritlessLaw', {
          law: appealLaws.meritless.law,
          edition: appealLaws.edition,
          title: appealLaws.meritless.title,
        })}
      </p>
      {depositOpen ? (
        <fieldset>
          <legend>{t('deposit')}</legend>
          {(['returned', 'kept'] as const).map((f) => (
            <label key={f} className="inline">
              <input type="radio" name="deposit" value={f} checked={deposit === f} onChange={() => setDeposit(f)} />{' '}
              {fates(f)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <MemberPicker label={t('decidedBy')} value={decidedBy} onChange={setDecidedBy} />
      <label>
        {t('text')}
        <textarea name="text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {decide.error ? (
        <p className="error" role="alert">
          <RefusalText error={decide.error} />
        </p>
      ) : null}
      <button type="submit" disabled={decide.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
