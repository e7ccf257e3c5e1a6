'use client';
// The director's answer to a table's correction request that keeps the recorded result, with an
// optional reason the table reads on its phone; the request then leaves the desk's list.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';

export function DeclineCorrectionControl({ at, requestId }: { at: BoardAt; requestId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsCorrectionRequests');
  const [reason, setReason] = useState('');
  const decline = useMutation(trpc.director.declineCorrection.mutationOptions({ onSuccess: () => router.refresh() }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate({ ...at, requestId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={t('keepBoard', { board: at.board })}>
      <label>
        {t('reasonLabel')}
        <input name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={decline.isPending}>
        {t('keep')}
      </button>
      <FormError error={decline.error} />
    </form>
  );
}
