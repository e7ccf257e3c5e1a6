'use client';
// The director opens his session for entry at the tables, choosing how East-West confirm; once
// open, the sheet of table codes is a link away.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { TABLE_CONFIRMATION_WORDS } from '../../words/table-entry';
import { FormError } from './form-error';

type Confirmation = keyof typeof TABLE_CONFIRMATION_WORDS;

export function TableEntryControl({ sessionId, opened }: { sessionId: string; opened: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [confirmation, setConfirmation] = useState<Confirmation>('round');
  const sheet = `/director/${encodeURIComponent(sessionId)}/table-codes`;
  const open = useMutation(trpc.director.openTableEntry.mutationOptions({ onSuccess: () => router.push(sheet) }));
  if (opened)
    return (
      <p>
        Open for entry at the tables. <Link href={sheet}>Table codes</Link>
      </p>
    );
  return (
    <div>
      <label>
        Confirmation
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
        Open for entry at the tables
      </button>
      <FormError error={open.error} />
    </div>
  );
}
