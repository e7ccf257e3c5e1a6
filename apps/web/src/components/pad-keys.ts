// The pads' buttons by keyboard: Tab reaches a pad, Enter or Space presses a button (they are real
// buttons), and the arrows move between the pad's buttons as on a paper bidding box (→ ↓ next,
// ← ↑ previous, Home and End the first and last), skipping the disabled ones, wrapping at the ends.
import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** A pad's onKeyDown: moves the focus among its enabled buttons; keys in a text field are left alone. */
export function movePadFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  const from = event.target;
  if (!step || !(from instanceof HTMLButtonElement) || event.altKey || event.ctrlKey || event.metaKey) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll('button')).filter((b) => !b.disabled);
  const at = buttons.indexOf(from);
  if (at < 0 || buttons.length === 0) return;
  const to =
    step === 'first'
      ? 0
      : step === 'last'
        ? buttons.length - 1
        : (at + (step === 'next' ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[to]!.focus();
}
