'use client';
// Export a club session as a PBN 2.1 or USEBIO 1.2 file: fetched through the API, saved as a download.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';

export function ExportForm() {
  const trpc = useTRPC();
  const t = useTranslations('exportSession');
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'pbn' | 'usebio') => {
    setError(null);
    setBusy(true);
    try {
      const file =
        format === 'pbn'
          ? await client.fetchQuery(trpc.league.exportPbn.queryOptions({ sessionId }))
          : await client.fetchQuery(trpc.league.exportUsebio.queryOptions({ sessionId }));
      const type = format === 'pbn' ? 'application/x-pbn' : 'application/xml';
      const url = URL.createObjectURL(new Blob([file.text], { type }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void download('pbn');
  };
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('label')} noValidate>
      <h2>{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      <label>
        {t('sessionId')}
        <input name="sessionId" value={sessionId} onChange={(e) => setSessionId(e.target.value)} required />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy || !sessionId}>
        {t('pbn')}
      </button>
      <button type="button" disabled={busy || !sessionId} onClick={() => void download('usebio')}>
        {t('usebio')}
      </button>
    </form>
  );
}
