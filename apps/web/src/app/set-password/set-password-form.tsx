'use client';
// A new password through the one-time link; the link's refusal (used, expired) in words.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../../components/refusal-words';

export function SetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const t = useTranslations('setPassword');
  const [password, setPassword] = useState('');
  const set = useMutation(trpc.auth.setPassword.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({ token, password });
  };
  if (set.data)
    return (
      <p className="card" role="status">
        {t.rich('done', { signIn: (c) => <Link href="/sign-in">{c}</Link> })}
      </p>
    );
  return (
    <form className="stack card" onSubmit={submit} noValidate>
      <label>
        {t('password')}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {set.error ? (
        <p className="error" role="alert">
          <RefusalText error={set.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={set.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
