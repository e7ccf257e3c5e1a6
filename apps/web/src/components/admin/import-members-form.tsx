'use client';
// A club administrator imports a member list from a CSV file (a header line naming the columns
// name, email and federation id, then a member a line). It is recorded whole or not at all: every
// bad value is listed by its line and column. A known member (same email or federation id) whose name
// differs in the file has it updated; the result counts new, updated and unchanged members.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { RefusalText } from '../refusal-words';

export function ImportMembersForm() {
  const trpc = useTRPC();
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
    <form className="stack card import-members" onSubmit={submit} aria-label="Import members" noValidate>
      <h2>Import a member list</h2>
      <p className="muted">A CSV file: a header line with name, email and (optionally) federation id.</p>
      <label>
        CSV file
        <input name="csv" type="file" accept=".csv,text/csv,text/plain" onChange={pick} />
      </label>
      {outcome?.recorded ? (
        <p role="status">
          Recorded: {outcome.admitted} new, {outcome.updated} already members with their name updated, {outcome.matched}{' '}
          already members unchanged.
        </p>
      ) : null}
      {outcome && !outcome.recorded ? (
        <div role="alert" className="error">
          <p>Nothing was recorded: correct these and import the file again.</p>
          <ul aria-label="Import errors">
            {outcome.errors.map((e) => (
              <li key={`${e.line} ${e.column ?? ''} ${e.message}`}>
                Line {e.line}
                {e.column ? `, ${e.column}` : ''}: {e.message}
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
        Import the list
      </button>
    </form>
  );
}
