'use client';
// A club administrator imports a member list from a CSV file (a header line naming the columns
// name, email and federation id, then a member a line). It is recorded whole or not at all: every
// bad value is listed by its line and column. A known member (same email or federation id) whose name
// differs in the file has it updated; the result counts new, updated and unchanged members.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../refusal-words';

export function ImportMembersForm() {
  const trpc = useTRPC();
  const t = useTranslations('importMembers');
  const router = useRouter();
  const [csv, setCsv] = useState('');
  const load = useMutation(trpc.admin.importMembers.mutationOptions({ onSuccess: () => router.refresh() }));
  const pick = async (e: ChangeEvent<HTMLInputElement>) => setCsv((await e.target.files?.[0]?.text()) ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    load.mutate({ csv });
  };
  const outcome = load.data;
  return (
    <form className="stack card import-members" onSubmit={submit} aria-label={t('label')} noValidate>
      <h2>{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      <label>
        {t('file')}
        <input name="csv" type="file" accept=".csv,text/csv,text/plain" onChange={pick} />
      </label>
      {outcome?.recorded ? (
        <p role="status">
          {t('recorded', { admitted: outcome.admitted, updated: outcome.updated, matched: outcome.matched })}
        </p>
      ) : null}
      {outcome && !outcome.recorded ? (
        <div role="alert" className="error">
          <p>{t('nothingRecorded')}</p>
          <ul aria-label={t('errors')}>
            {outcome.errors.map((e) => (
              <li key={`${e.line} ${e.column ?? ''} ${e.message}`}>
                {e.column
                  ? t('errorInColumn', { line: String(e.line), column: e.column, message: e.message })
                  : t('error', { line: String(e.line), message: e.message })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {load.error ? (
        <p className="error" role="alert">
          <RefusalText error={load.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={load.isPending || csv === ''}>
        {t('submit')}
      </button>
    </form>
  );
}
