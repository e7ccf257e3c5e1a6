'use client';
// The side that lodged the appeal withdraws it while it is dealt with at the club, or after a
// decision appeals further to the regulating authority (Law 93C1), within its deadline if it sets one.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useRefreshAfter } from './use-appeal-mutation';

export function AppellantForms({ appealId, status }: { appealId: string; status: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const { timeZone } = useClubClock();
  const [authority, setAuthority] = useState('');
  const [deadline, setDeadline] = useState('');
  const withdraw = useMutation(trpc.appeals.withdraw.mutationOptions({ onSuccess: refresh }));
  const further = useMutation(trpc.appeals.furtherAppeal.mutationOptions({ onSuccess: refresh }));
  const submitFurther = (e: FormEvent) => {
    e.preventDefault();
    further.mutate({ appealId, authority, deadline: deadline ? (instantOfLocal(deadline, timeZone) ?? '') : null });
  };
  return (
    <>
      {status === 'decided' ? (
        <form className="stack" onSubmit={submitFurther} aria-label="Appeal further" noValidate>
          <label>
            Regulating authority (Law 93C1)
            <input name="authority" value={authority} onChange={(e) => setAuthority(e.target.value)} />
          </label>
          <label>
            Its deadline, if it sets one ({timeZone})
            <input
              name="deadline"
              type="datetime-local"
              value={deadline}
              onChange={(e) => setDeadline(e.target.value)}
            />
          </label>
          <FormError error={further.error} />
          <button type="submit" disabled={further.isPending}>
            Appeal further
          </button>
        </form>
      ) : null}
      <FormError error={withdraw.error} />
      <button type="button" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ appealId })}>
        Withdraw the appeal
      </button>
    </>
  );
}
