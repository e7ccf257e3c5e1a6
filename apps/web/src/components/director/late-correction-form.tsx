'use client';
// Law 79C2: after the correction period the director and the tournament organizer, both satisfied
// that the record is wrong, authorise a late correction of this board. The director is the one
// signed in; the organizer (chosen by name) and what satisfies them both are recorded.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';

export function LateCorrectionForm({ at }: { at: BoardAt }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsLateCorrectionForm');
  const [organizer, setOrganizer] = useState<string[]>([]);
  const [attestation, setAttestation] = useState('');
  const authorize = useMutation(
    trpc.director.authorizeLateCorrection.mutationOptions({ onSuccess: () => (setAttestation(''), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    authorize.mutate({ ...at, organizerId: organizer[0] ?? '', attestation });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('heading')}</h3>
      <MemberPicker label={t('organizer')} value={organizer} onChange={setOrganizer} max={1} />
      <label>
        {t('why')}
        <textarea
          name="attestation"
          rows={2}
          required
          value={attestation}
          onChange={(e) => setAttestation(e.target.value)}
        />
      </label>
      <FormError error={authorize.error} />
      <button type="submit" disabled={authorize.isPending}>
        {t('submit')}
      </button>
      {authorize.data ? (
        <p role="status">{t('recorded', { authorizationId: authorize.data.authorizationId })}</p>
      ) : null}
    </form>
  );
}
