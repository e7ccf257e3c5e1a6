'use client';
// Export a club session as a PBN file: fetched through the API, saved as a download.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';

export function ExportForm() {
  const trpc = useTRPC();
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const file = await client.fetchQuery(trpc.league.exportPbn.queryOptions({ sessionId }));
      const url = URL.createObjectURL(new Blob([file.text], { type: 'application/x-pbn' }));
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
  return (
    <form className="stack card" onSubmit={submit} aria-label="Export" noValidate>
      <h2>Export a session as PBN</h2>
      <p className="muted">
        Every board&apos;s hand and table results (adjusted scores marked), and the ranking with the players&apos;
        names.
      </p>
      <label>
        Session id
        <input name="sessionId" value={sessionId} onChange={(e) => setSessionId(e.target.value)} required />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy || !sessionId}>
        Download PBN
      </button>
    </form>
  );
}
