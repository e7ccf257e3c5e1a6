'use client';
// The side that lodged the appeal withdraws it while it is dealt with at the club, or after a
// decision appeals further (2007: to the regulating authority, Law 93C1; 1997: to the national
// authority, Law 93C), within its deadline if it sets one.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { AppealLaws } from '@club/club';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useRefreshAfter } from './use-appeal-mutation';
import { authorityKey } from '../../words/appeal-bodies';

/** laws: Laws 92–93 of the session's edition (libs/club appeal-laws.ts). */
export function AppellantForms({ appealId, status, laws }: { appealId: string; status: string; laws: AppealLaws }) {
  const t = useTranslations('appealsAppellant');
  const authorities = useTranslations('appealsAuthorityName');
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
        <form className="stack" onSubmit={submitFurther} aria-label={t('further')} noValidate>
          <label>
            {t('authority', { authority: authorities(`${authorityKey(laws)}Label`), law: laws.furtherAppeal.law })}
            <input name="authority" value={authority} onChange={(e) => setAuthority(e.target.value)} />
          </label>
          <label>
            {t('deadline', { zone: timeZone })}
            <input
              name="deadline"
              type="datetime-local"
              value={deadline}
              onChange={(e) => setDeadline(e.target.value)}
            />
          </label>
          <FormError error={further.error} />
          <button type="submit" disabled={further.isPending}>
            {t('further')}
          </button>
        </form>
      ) : null}
      <FormError error={withdraw.error} />
      <button type="button" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ appealId })}>
        {t('withdraw')}
      </button>
    </>
  );
}
