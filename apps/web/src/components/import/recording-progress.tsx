'use client';
// How far the recording of an import has got, polled while it runs: a large file is decided in
// memory, then appended, in slices, and takes a while.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useTRPC } from '../../trpc/client';

export function RecordingProgress({ importId, active }: { importId: string; active: boolean }) {
  const trpc = useTRPC();
  const t = useTranslations('recordingProgress');
  const progress = useQuery({
    ...trpc.league.importProgress.queryOptions({ importId, details: false }),
    enabled: active,
    refetchInterval: active ? 150 : false,
  });
  const r = progress.data?.recording;
  if (!active || !r || r.total === 0) return null;
  return (
    <div className="import-progress recording-progress">
      <label>
        {t('progress', { step: t(r.step), done: String(r.done), total: String(r.total) })}
        <progress max={r.total} value={r.done} aria-label={t('label')} />
      </label>
    </div>
  );
}
