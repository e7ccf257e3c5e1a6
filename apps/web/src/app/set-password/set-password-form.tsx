'use client';
// A new password through the one-time link; the link's refusal (used, expired) in words.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../../components/refusal-words';

export function SetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const set = useMutation(trpc.auth.setPassword.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({ token, password });
  };
  if (set.data)
    return (
      <p className="card" role="status">
        Your password is set. <Link href="/sign-in">Sign in</Link> with your email and it.
      </p>
    );
  return (
    <form className="stack card" onSubmit={submit} noValidate>
      <label>
        New password (at least 8 characters)
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
        Set the password
      </button>
    </form>
  );
}
