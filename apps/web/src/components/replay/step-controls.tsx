'use client';
// First / back / next / last buttons for a replay, with where we are, announced to screen readers.
import { useTranslations } from 'next-intl';

export function StepControls({
  step,
  count,
  setStep,
  caption,
}: {
  step: number;
  count: number;
  setStep: (n: number) => void;
  caption: string;
}) {
  const t = useTranslations('stepControls');
  return (
    <div className="replay-controls">
      <div className="replay-buttons" role="group" aria-label={t('group')}>
        <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label={t('first')}>
          «
        </button>
        <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0} aria-label={t('previous')}>
          ◀
        </button>
        <button type="button" onClick={() => setStep(step + 1)} disabled={step === count} aria-label={t('next')}>
          ▶
        </button>
        <button type="button" onClick={() => setStep(count)} disabled={step === count} aria-label={t('last')}>
          »
        </button>
      </div>
      <p aria-live="polite" data-testid="replay-caption">
        {t('step', { step, count })}
        {caption ? `: ${caption}` : ''}
      </p>
    </div>
  );
}
