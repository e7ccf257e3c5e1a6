'use client';
// Adds a session of the league's game to the league; its table is recomputed by the league job.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../refusal-words';

export function AddSessionForm({ leagueId, game }: { leagueId: string; game: 'bridge' | 'ulti' }) {
  const t = useTranslations('addSession');
  const trpc = useTRPC();
  const router = useRouter();
  const [sessionId, setSessionId] = useState('');
  const add = useMutation(
    trpc.league.addSession.mutationOptions({ onSuccess: () => (setSessionId(''), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ leagueId, sessionId, game });
  };
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('label')} noValidate>
      <label>
        {t('sessionId')}
        <input name="sessionId" value={sessionId} onChange={(e) => setSessionId(e.target.value)} required />
      </label>
      {add.error ? (
        <p className="error" role="alert">
          <RefusalText error={add.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={add.isPending || !sessionId}>
        {t('submit')}
      </button>
    </form>
  );
}
