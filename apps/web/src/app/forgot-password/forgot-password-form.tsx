'use client';
// The email, and the same answer whatever it is (the site does not tell which emails have an
// account); asked too often, the refusal says when to try again.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { EmailField } from '../sign-in/email-field';
import { RefusalText } from '../../components/refusal-words';

export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const ask = useMutation(trpc.auth.requestPasswordLink.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ email });
  };
  if (ask.data)
    return (
      <p className="card" role="status">
        Asked. If {ask.variables.email.trim()} is the email of a sign-in account, a club administrator now sees your
        request and will hand you a set-password link.
      </p>
    );
  return (
    <form className="stack card" onSubmit={submit} aria-label="Ask for a set-password link" noValidate>
      <EmailField value={email} onChange={setEmail} />
      {ask.error ? (
        <p className="error" role="alert">
          <RefusalText error={ask.error} />
        </p>
      ) : null}
      <button type="submit" disabled={ask.isPending}>
        Ask for a link
      </button>
    </form>
  );
}
