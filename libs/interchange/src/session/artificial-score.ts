// Artificial adjusted scores as other programs write them. Average-plus/average/average-minus are
// 60/50/40 % (Law 12C2(a)); each side's mark is read on its own, so scores need not balance.
import type { ArtificialScore } from './session-results';

const GRADES: Record<string, number> = { 'A+': 60, 'A=': 50, A: 50, 'A-': 40 };

/** Ruter writes `A+`, `A=`, `A-` in Score_NS and Score_EW; returns that side's percentage or null. */
export function artificialGradePercent(text: string): number | null {
  return GRADES[text.trim().toUpperCase()] ?? null;
}

/** USEBIO `A6060`: NS percentage then EW percentage, two digits each. */
export function parseUsebioArtificial(text: string): ArtificialScore {
  const match = /^A(\d{2})(\d{2})$/i.exec(text.trim());
  if (!match) throw new RangeError(`'${text}' is not an artificial score A<NS%><EW%> such as A6040`);
  return { kind: 'artificial', nsPercent: Number(match[1]), ewPercent: Number(match[2]), text: text.trim() };
}

export function isUsebioArtificial(text: string): boolean {
  return /^A/i.test(text.trim());
}
