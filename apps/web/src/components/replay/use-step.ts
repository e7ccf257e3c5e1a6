'use client';
// One position in a list of steps, moved by buttons or the keyboard (← → step, Home/End jump).
import { useCallback, useState, type KeyboardEvent } from 'react';

export function useStep(count: number) {
  const [step, setStepRaw] = useState(0);
  const setStep = useCallback((n: number) => setStepRaw(Math.max(0, Math.min(count, n))), [count]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: count };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setStep(to);
  };
  return { step, setStep, onKeyDown };
}
