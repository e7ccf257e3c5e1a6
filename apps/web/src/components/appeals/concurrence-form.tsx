'use client';
// Law 92D: the partner (or captain) whose agreement the appeal needs concurs or declines; declined,
// the appeal is not heard.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { useRefreshAfter } from './use-appeal-mutation';

export function ConcurrenceForm({ appealId }: { appealId: string }) {
  const t = useTranslations('appealsConcur');
  const trpc = useTRPC();
  const concur = useMutation(trpc.appeals.concur.mutationOptions({ onSuccess: useRefreshAfter() }));
  return (
    <div className="stack" role="group" aria-label={t('label')}>
      <p>{t('ask')}</p>
      <FormError error={concur.error} />
      <div className="row">
        <button
          type="button"
          disabled={concur.isPending}
          onClick={() => concur.mutate({ appealId, concurrence: 'concurs' })}
        >
          {t('concur')}
        </button>
        <button
          type="button"
          disabled={concur.isPending}
          onClick={() => concur.mutate({ appealId, concurrence: 'declines' })}
        >
          {t('decline')}
        </button>
      </div>
    </div>
  );
}
