'use client';
// A table signs in with the code on its card (or the card's QR code, which fills it in), then
// goes to its own page.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';

export function TableSignInForm({ code: given }: { code: string }) {
  const t = useTranslations('tableSignIn');
  const trpc = useTRPC();
  const router = useRouter();
  const [code, setCode] = useState(given);
  const signIn = useMutation(
    trpc.table.signIn.mutationOptions({
      onSuccess: ({ seat }) =>
        router.push(`/table/${encodeURIComponent(seat.sessionId)}/${encodeURIComponent(seat.section)}/${seat.table}`),
    }),
  );
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        signIn.mutate({ code });
      }}
    >
      <label>
        {t('code')}
        <input
          name="code"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <button type="submit" disabled={signIn.isPending || code.trim() === ''}>
        {t('start')}
      </button>
      <FormError error={signIn.error} />
    </form>
  );
}
