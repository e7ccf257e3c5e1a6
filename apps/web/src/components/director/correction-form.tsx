'use client';
// A corrected result (a new command, never an edit): before publication under 79A/79B, within the
// correction period under 79C1; a late one is refused with the deadline in the message, unless it
// names a Law 79C2 authorisation recorded on the board (offered when `authorizations` lists any).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';

export interface CorrectionFormProps {
  readonly at: BoardAt;
  readonly current: { contract: string; declarer: 'N' | 'E' | 'S' | 'W' | null; tricks: number | null };
  /** Unused Law 79C2 authorisations of this board. */
  readonly authorizations?: readonly string[];
}

export function CorrectionForm({ at, current, authorizations = [] }: CorrectionFormProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsCorrection');
  const [contract, setContract] = useState(current.contract);
  const [declarer, setDeclarer] = useState<'N' | 'E' | 'S' | 'W' | ''>(current.declarer ?? '');
  const [tricks, setTricks] = useState(current.tricks === null ? '' : String(current.tricks));
  const [reason, setReason] = useState('');
  // The authorisation picked ('' for none), or null while untouched: the first unused one is offered.
  // Derived, not kept from the first render, so a refresh that brings a new authorisation (or uses
  // one) updates the choice without remounting the form and losing the result shown below it.
  const [picked, setPicked] = useState<string | null>(null);
  const authorizationId =
    picked !== null && (picked === '' || authorizations.includes(picked)) ? picked : (authorizations[0] ?? '');
  const correct = useMutation(trpc.director.correctResult.mutationOptions({ onSuccess: () => router.refresh() }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    correct.mutate({
      ...at,
      contract,
      declarer: declarer || null,
      tricks: tricks === '' ? null : Number(tricks),
      reason,
      ...(authorizationId ? { authorizationId } : {}),
    });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('heading')}</h3>
      <label>
        {t('contract')}
        <input name="contract" value={contract} onChange={(e) => setContract(e.target.value)} />
      </label>
      <label>
        {t('declarer')}
        <select name="declarer" value={declarer} onChange={(e) => setDeclarer(e.target.value as typeof declarer)}>
          <option value="">{t('passedOut')}</option>
          {(['N', 'E', 'S', 'W'] as const).map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        {t('tricks')}
        <input
          name="tricks"
          type="number"
          min={0}
          max={13}
          value={tricks}
          onChange={(e) => setTricks(e.target.value)}
        />
      </label>
      <label>
        {t('reason')}
        <input name="reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {authorizations.length ? (
        <label>
          {t('authorisation')}
          <select name="authorizationId" value={authorizationId} onChange={(e) => setPicked(e.target.value)}>
            <option value="">{t('none')}</option>
            {authorizations.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
      ) : null}
      <FormError error={correct.error} />
      <button type="submit" disabled={correct.isPending}>
        {t('submit')}
      </button>
      {correct.data ? (
        <p role="status">{t('corrected', { law: correct.data.law, scoreNs: correct.data.scoreNs })}</p>
      ) : null}
    </form>
  );
}
