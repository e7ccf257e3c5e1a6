// A deterministic little season: score i goes to pair p(i mod 5) in session s(i mod 3) with
// (i mod 7) points, appended in chunks. Expected totals are summed here by hand, independently
// of the projections.
import type { EventStore } from '@club/event-store';
import { scoreRecorded } from '../../framework/fixtures';

export const pairOf = (i: number) => `p${i % 5}`;
export const sessionOf = (i: number) => `s${i % 3}`;
export const pointsOf = (i: number) => i % 7;

export function appendScores(store: EventStore, from: number, to: number): void {
  for (let i = from; i < to; i++)
    store.append(`session-${sessionOf(i)}`, [scoreRecorded(pairOf(i), pointsOf(i))], 'any');
}

export function expectedTotals(count: number): Record<string, number> {
  const totals: Record<string, number> = {};
  for (let i = 0; i < count; i++) totals[pairOf(i)] = (totals[pairOf(i)] ?? 0) + pointsOf(i);
  return totals;
}
