'use client';
// How far the recording of an import has got, polled while it runs: a large file is decided in
// memory, then appended, in slices, and takes a while.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client';

const STEPS = {
  checking: 'checking against the club log',
  recording: 'recording',
  recorded: 'recorded',
  refused: 'refused',
} as const;

export function RecordingProgress({ importId, active }: { importId: string; active: boolean }) {
  const trpc = useTRPC();
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
        Recording: {STEPS[r.step]} ({r.done} of {r.total})
        <progress max={r.total} value={r.done} aria-label="Recording progress" />
      </label>
    </div>
  );
}
