'use client';
// After a clean check: record the imported session in the club's log (optionally in a bridge
// league), following its progress, then link to the review of its players (the league tables count
// it after that review) and to its results page; a date outside the league's season is warned of.
// Recording the same file again records nothing and says so.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { TimesInText } from '../time/when';
import { useTRPC } from '../../trpc/client';
import { RecordingProgress } from './recording-progress';
import { RefusalText } from '../refusal-words';

export interface LeagueChoice {
  readonly leagueId: string;
  readonly name: string;
}

export function RecordImportForm({ importId, leagues }: { importId: string; leagues: readonly LeagueChoice[] }) {
  const trpc = useTRPC();
  const t = useTranslations('recordImport');
  const [leagueId, setLeagueId] = useState('');
  const record = useMutation(trpc.league.recordImport.mutationOptions());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ importId, leagueId: leagueId || null });
  };
  const done = record.data;
  return (
    <form className="stack record-import league-form" onSubmit={submit} aria-label={t('label')} noValidate>
      <label>
        {t('league')}
        <select
          name="leagueId"
          value={leagueId}
          onChange={(e) => setLeagueId(e.target.value)}
          disabled={record.isPending || done !== undefined}
        >
          <option value="">{t('noLeague')}</option>
          {leagues.map((l) => (
            <option key={l.leagueId} value={l.leagueId}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <RecordingProgress importId={importId} active={record.isPending} />
      {record.error ? (
        <p className="error" role="alert">
          <RefusalText error={record.error} plain />
        </p>
      ) : null}
      {done ? (
        <div role="status">
          <p>{done.message}</p>
          {done.notes.length > 0 ? (
            <details>
              <summary>{t('notRecorded', { count: done.notes.length })}</summary>
              <ul className="import-problems">
                {done.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {done.warnings.map((w) => (
            <p key={w} className="notice warning-line" role="note">
              <TimesInText text={w} />
            </p>
          ))}
          <p>
            <Link href={`/admin/import/review/${encodeURIComponent(done.sessionId)}`}>{t('review')}</Link>
          </p>
          <p>
            <Link href={`/results/${encodeURIComponent(done.sessionId)}`}>{t('results')}</Link>
          </p>
        </div>
      ) : (
        <button type="submit" disabled={record.isPending}>
          {record.isPending ? t('recording') : t('submit')}
        </button>
      )}
    </form>
  );
}
