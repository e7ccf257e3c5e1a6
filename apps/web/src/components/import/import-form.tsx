'use client';
// Upload a PBN, USEBIO or BBO LIN file (known by its content, whatever its name); the import runs in steps on the server and this form polls its
// progress (a progress bar), then shows the problems (file:line:field) or the session's results,
// which the administrator may record in the club's log.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { ImportReport } from './import-report';
import { RecordImportForm, type LeagueChoice } from './record-import-form';
import { RefusalText } from '../refusal-words';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function ImportForm({ leagues }: { leagues: readonly LeagueChoice[] }) {
  const trpc = useTRPC();
  const t = useTranslations('importFile');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const start = useMutation(trpc.league.importFile.mutationOptions({ onSuccess: (r) => setImportId(r.importId) }));
  // Polled without the boards and standings (a large file's would be sent again every time), then read in full once.
  const running = useQuery({
    ...trpc.league.importProgress.queryOptions({ importId: importId ?? '', details: false }),
    enabled: importId !== null,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.step === 'done' || q.state.data.step === 'failed') ? false : 150,
  });
  const finished = running.data !== undefined && (running.data.step === 'done' || running.data.step === 'failed');
  const full = useQuery({
    ...trpc.league.importProgress.queryOptions({ importId: importId ?? '', details: true }),
    enabled: importId !== null && finished,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setImportId(null);
    start.mutate({ fileName: file.name, base64: await base64Of(file) });
  };
  const p = full.data ?? running.data;
  return (
    <section className="card" aria-label={t('label')}>
      <h2>{t('title')}</h2>
      <form className="stack import-form" onSubmit={submit} noValidate>
        <label>
          {t('file')}
          <input
            name="file"
            type="file"
            aria-describedby="import-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <p className="muted" id="import-file-hint">
          {t('hint')}
        </p>
        {start.error ? (
          <p className="error" role="alert">
            <RefusalText error={start.error} plain />
          </p>
        ) : null}
        <button type="submit" disabled={!file || start.isPending}>
          {t('submit')}
        </button>
      </form>
      {p ? (
        <div className="import-progress">
          <label>
            {t('progress', { fileName: p.fileName, step: t(p.step), done: String(p.done), total: String(p.total) })}
            <progress max={p.total} value={p.done} aria-label={t('progressLabel')} />
          </label>
          <ImportReport progress={p} />
        </div>
      ) : null}
      {p && p.step === 'done' && p.standings.length > 0 ? (
        <RecordImportForm key={p.importId} importId={p.importId} leagues={leagues} />
      ) : null}
    </section>
  );
}
