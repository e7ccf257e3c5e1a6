'use client';
// The director is called to the table (DirectorCalled): by whom, at what stage, what happened.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { FormError } from './form-error';
import type { BoardAt } from './board-at';

const STAGES = ['auction', 'clarification', 'play', 'after-play', 'post-session'] as const;

export function CallDirectorForm({ at }: { at: BoardAt }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsCallDirector');
  const [calledBy, setCalledBy] = useState<'N' | 'E' | 'S' | 'W' | ''>('');
  const [stage, setStage] = useState<(typeof STAGES)[number]>('auction');
  const [irregularity, setIrregularity] = useState('');
  const call = useMutation(
    trpc.director.callDirector.mutationOptions({ onSuccess: () => (setIrregularity(''), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    call.mutate({ ...at, calledBy: calledBy || null, stage, irregularity });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('heading')}</h3>
      <label>
        {t('calledBy')}
        <select name="calledBy" value={calledBy} onChange={(e) => setCalledBy(e.target.value as typeof calledBy)}>
          <option value="">{t('himself')}</option>
          {(['N', 'E', 'S', 'W'] as const).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('stage')}
        <select name="stage" value={stage} onChange={(e) => setStage(e.target.value as typeof stage)}>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`stages.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('whatHappened')}
        <input name="irregularity" required value={irregularity} onChange={(e) => setIrregularity(e.target.value)} />
      </label>
      <FormError error={call.error} />
      <button type="submit" disabled={call.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
