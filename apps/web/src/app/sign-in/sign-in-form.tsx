'use client';
// Email and password; the server sets the session cookie, then the visitor goes back to the page he
// asked for (`next`, checked by the sign-in page) and the whole page re-renders.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { EmailField } from './email-field';
import { RefusalText } from '../../components/refusal-words';

export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('signIn');
  const trpc = useTRPC();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: () => {
        router.replace(next);
        router.refresh();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form className="stack card" onSubmit={submit} noValidate>
      <EmailField value={email} onChange={setEmail} />
      <label>
        {t('password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {signIn.error ? (
        <p className="error" role="alert">
          <RefusalText error={signIn.error} />
        </p>
      ) : null}
      <button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
