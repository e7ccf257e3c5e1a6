'use client';
// Opens a season (its id, name and dates).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../refusal-words';

export function OpenSeasonForm() {
  const t = useTranslations('openSeason');
  const trpc = useTRPC();
  const router = useRouter();
  const [seasonId, setSeasonId] = useState('');
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const open = useMutation(trpc.league.openSeason.mutationOptions({ onSuccess: () => router.refresh() }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate({ seasonId, name, startsOn, endsOn });
  };
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('title')} noValidate>
      <h2>{t('title')}</h2>
      <label>
        {t('seasonId')}
        <input name="seasonId" value={seasonId} onChange={(e) => setSeasonId(e.target.value)} required />
      </label>
      <label>
        {t('name')}
        <input name="seasonName" value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <label>
        {t('startsOn')}
        <input name="startsOn" type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} required />
      </label>
      <label>
        {t('endsOn')}
        <input name="endsOn" type="date" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} required />
      </label>
      {open.error ? (
        <p className="error" role="alert">
          <RefusalText error={open.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={open.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
