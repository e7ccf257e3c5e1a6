'use client';
// The session's clock as the director runs it: the round in play, start the next round or end this
// one, close the session once the official score is available. Each is recorded with its time; a
// refusal (round order, not published yet) is shown in the decider's words.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../trpc/client';
import { FormError } from './form-error';
import { movePadFocus } from '../pad-keys';

export interface SessionControlProps {
  readonly sessionId: string;
  readonly currentRound: number | null;
  readonly nextRound: number | null;
  readonly closed: boolean;
}

export function SessionControl({ sessionId, currentRound, nextRound, closed }: SessionControlProps) {
  const trpc = useTRPC();
  const t = useTranslations('directorControls');
  const router = useRouter();
  const done = { onSuccess: () => router.refresh() };
  const start = useMutation(trpc.director.startRound.mutationOptions(done));
  const end = useMutation(trpc.director.endRound.mutationOptions(done));
  const close = useMutation(trpc.director.closeSession.mutationOptions(done));
  const pending = start.isPending || end.isPending || close.isPending;
  if (closed) return null;
  return (
    <div onKeyDown={movePadFocus} className="pad">
      {currentRound !== null ? (
        <button type="button" disabled={pending} onClick={() => end.mutate({ sessionId, round: currentRound })}>
          {t('endRound', { round: currentRound })}
        </button>
      ) : nextRound !== null ? (
        <button type="button" disabled={pending} onClick={() => start.mutate({ sessionId, round: nextRound })}>
          {t('startRound', { round: nextRound })}
        </button>
      ) : null}
      <button type="button" disabled={pending} onClick={() => close.mutate({ sessionId })}>
        {t('closeSession')}
      </button>
      <FormError error={start.error ?? end.error ?? close.error} />
    </div>
  );
}
