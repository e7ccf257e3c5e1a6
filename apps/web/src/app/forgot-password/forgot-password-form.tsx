'use client';
// The email, and the same answer whatever it is (the site does not tell which emails have an
// account); asked too often, the refusal says when to try again.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { EmailField } from '../sign-in/email-field';
import { RefusalText } from '../../components/refusal-words';

export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const t = useTranslations('forgotPassword');
  const [email, setEmail] = useState('');
  const ask = useMutation(trpc.auth.requestPasswordLink.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ email });
  };
  if (ask.data)
    return (
      <p className="card" role="status">
        {t('asked', { email: ask.variables.email.trim() })}
      </p>
    );
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('form')} noValidate>
      <EmailField value={email} onChange={setEmail} />
      {ask.error ? (
        <p className="error" role="alert">
          <RefusalText error={ask.error} />
        </p>
      ) : null}
      <button type="submit" disabled={ask.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
