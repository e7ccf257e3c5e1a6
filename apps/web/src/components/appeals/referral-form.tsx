'use client';
// Law 93C2 (2007; the 1997 Laws have no referral, so the page offers none): the session's director,
// or the appeals committee when a part is before it, refers the case to the regulating authority,
// whose decision is then final. The decider's refusal (nothing
// before the committee, the appeal not in progress) appears as it is.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { LawReference } from '@club/club';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { useRefreshAfter } from './use-appeal-mutation';

export function ReferralForm({
  appealId,
  sessionId,
  body,
  referral,
}: {
  appealId: string;
  sessionId: string;
  /** Who refers: the director as the chief director, or the committee. */
  body: 'chief-director' | 'appeals-committee';
  /** The edition's referral law (2007: 93C2). */
  referral: LawReference;
}) {
  const t = useTranslations('appealsReferral');
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const [authority, setAuthority] = useState('');
  const refer = useMutation(trpc.appeals.refer.mutationOptions({ onSuccess: refresh }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    refer.mutate({ appealId, sessionId, body, authority });
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={t('label')} noValidate>
      <label>
        {t('authority')}
        <input name="referTo" value={authority} onChange={(e) => setAuthority(e.target.value)} />
      </label>
      <FormError error={refer.error} />
      <button type="submit" disabled={refer.isPending}>
        {t('submit', { law: referral.law })}
      </button>
    </form>
  );
}
