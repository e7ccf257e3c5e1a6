'use client';
// First / back / next / last buttons for a replay, with where we are, announced to screen readers.
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
  return (
    <div className="replay-controls">
      <div className="replay-buttons" role="group" aria-label="Replay controls">
        <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label="First step">
          «
        </button>
        <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0} aria-label="Previous step">
          ◀
        </button>
        <button type="button" onClick={() => setStep(step + 1)} disabled={step === count} aria-label="Next step">
          ▶
        </button>
        <button type="button" onClick={() => setStep(count)} disabled={step === count} aria-label="Last step">
          »
        </button>
      </div>
      <p aria-live="polite" data-testid="replay-caption">
        Step {step} of {count}
        {caption ? `: ${caption}` : ''}
      </p>
    </div>
  );
}
