'use client';
// The current password and a new one; a wrong current password is refused in words.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../../components/refusal-words';

export function ChangePasswordForm() {
  const trpc = useTRPC();
  const t = useTranslations('changePassword');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ current, next });
  };
  return (
    <form className="stack card" onSubmit={submit} noValidate>
      <label>
        {t('current')}
        <input
          name="current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </label>
      <label>
        {t('next')}
        <input
          name="next"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </label>
      {change.error ? (
        <p className="error" role="alert">
          <RefusalText error={change.error} plain />
        </p>
      ) : null}
      {change.data ? <p role="status">{t('changed')}</p> : null}
      <button type="submit" disabled={change.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
