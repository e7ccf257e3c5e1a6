// The appeal deadline's countdown (Law 92B) in words: minutes and seconds, hours past the hour,
// "passed" after the deadline instant (the instant itself is still inside the period).
import { describe, expect, it } from 'vitest';
import { timeLeft } from '../src/components/time/countdown';

const deadline = '2026-11-16T22:00:00.000Z';
const before = (seconds: number) => Date.parse(deadline) - seconds * 1000;

describe('timeLeft', () => {
  it('counts minutes and seconds in the last hour, hours and minutes before it', () => {
    expect(timeLeft(deadline, before(12 * 60 + 5))).toBe('12 min 05 s left');
    expect(timeLeft(deadline, before(2 * 3600 + 2 * 60 + 30))).toBe('2 h 02 min left');
  });

  it('at the deadline nothing is left yet; one second after it has passed', () => {
    expect(timeLeft(deadline, before(0))).toBe('0 min 00 s left');
    expect(timeLeft(deadline, before(-1))).toBe('passed');
  });
});
