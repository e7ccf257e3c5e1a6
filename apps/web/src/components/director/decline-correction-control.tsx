'use client';
// The director's answer to a table's correction request that keeps the recorded result, with an
// optional reason the table reads on its phone; the request then leaves the desk's list.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { CORRECTION_REQUEST_WORDS } from '../../words/correction-requests';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';

export function DeclineCorrectionControl({ at, requestId }: { at: BoardAt; requestId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [reason, setReason] = useState('');
  const decline = useMutation(trpc.director.declineCorrection.mutationOptions({ onSuccess: () => router.refresh() }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    decline.mutate({ ...at, requestId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={`${CORRECTION_REQUEST_WORDS.keep}, board ${at.board}`}>
      <label>
        {CORRECTION_REQUEST_WORDS.reasonLabel}
        <input name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={decline.isPending}>
        {CORRECTION_REQUEST_WORDS.keep}
      </button>
      <FormError error={decline.error} />
    </form>
  );
}
