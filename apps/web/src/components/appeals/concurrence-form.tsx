'use client';
// Law 92D: the partner (or captain) whose agreement the appeal needs concurs or declines; declined,
// the appeal is not heard.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { useRefreshAfter } from './use-appeal-mutation';

export function ConcurrenceForm({ appealId }: { appealId: string }) {
  const trpc = useTRPC();
  const concur = useMutation(trpc.appeals.concur.mutationOptions({ onSuccess: useRefreshAfter() }));
  return (
    <div className="stack" role="group" aria-label="Your agreement (Law 92D)">
      <p>Your partner appealed for your side: the appeal is heard only if you agree (Law 92D).</p>
      <FormError error={concur.error} />
      <div className="row">
        <button
          type="button"
          disabled={concur.isPending}
          onClick={() => concur.mutate({ appealId, concurrence: 'concurs' })}
        >
          I concur
        </button>
        <button
          type="button"
          disabled={concur.isPending}
          onClick={() => concur.mutate({ appealId, concurrence: 'declines' })}
        >
          I decline
        </button>
      </div>
    </div>
  );
}
