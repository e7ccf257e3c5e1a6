'use client';
// A club administrator adds a member: name, email and, if known, his national federation number.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberFields, type MemberDetails } from './member-fields';
import { RefusalText } from '../refusal-words';

const EMPTY: MemberDetails = { name: '', email: '', federationId: '' };

export function AddMemberForm() {
  const trpc = useTRPC();
  const t = useTranslations('addMember');
  const router = useRouter();
  const [details, setDetails] = useState(EMPTY);
  const add = useMutation(
    trpc.admin.addMember.mutationOptions({
      onSuccess: () => {
        setDetails(EMPTY);
        router.refresh();
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(details);
  };
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('title')} noValidate>
      <h2>{t('title')}</h2>
      <MemberFields details={details} onChange={setDetails} />
      {add.error ? (
        <p className="error" role="alert">
          <RefusalText error={add.error} plain />
        </p>
      ) : null}
      {add.data ? <p role="status">{t('added', { memberId: add.data.memberId })}</p> : null}
      <button type="submit" disabled={add.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
