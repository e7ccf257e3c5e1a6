'use client';
// The director opens his session for entry at the tables, choosing how East-West confirm; once
// open, the sheet of table codes is a link away.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { TABLE_CONFIRMATION_WORDS } from '../../words/table-entry';
import { FormError } from './form-error';

type Confirmation = keyof typeof TABLE_CONFIRMATION_WORDS;

export function TableEntryControl({ sessionId, opened }: { sessionId: string; opened: boolean }) {
  const trpc = useTRPC();
  const t = useTranslations('directorControls');
  const router = useRouter();
  const [confirmation, setConfirmation] = useState<Confirmation>('round');
  const sheet = `/director/${encodeURIComponent(sessionId)}/table-codes`;
  const open = useMutation(trpc.director.openTableEntry.mutationOptions({ onSuccess: () => router.push(sheet) }));
  if (opened) return <p>{t.rich('entryOpen', { codes: (chunks) => <Link href={sheet}>{chunks}</Link> })}</p>;
  return (
    <div>
      <label>
        {t('confirmation')}
        <select
          name="confirmation"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value as Confirmation)}
        >
          {(Object.keys(TABLE_CONFIRMATION_WORDS) as Confirmation[]).map((c) => (
            <option key={c} value={c}>
              {TABLE_CONFIRMATION_WORDS[c]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={open.isPending} onClick={() => open.mutate({ sessionId, confirmation })}>
        {t('openEntry')}
      </button>
      <FormError error={open.error} />
    </div>
  );
}
