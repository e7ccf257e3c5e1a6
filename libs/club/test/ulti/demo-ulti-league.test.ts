// The demo league: every command is accepted, no two players meet twice, same seed same league.
import { describe, expect, it } from 'vitest';
import { fold } from '@club/events';
import { demoUltiLeague, ultiSessionDecider, type UltiSessionEvent } from '../../src';

describe('the demo Ulti league', () => {
  it('three closed sessions whose commands the decider accepts, no two players meeting twice', () => {
    const sessions = demoUltiLeague({ dealsPerTable: 3 });
    expect(sessions.map((s) => s.sessionId)).toEqual(['ulti-demo-1', 'ulti-demo-2', 'ulti-demo-3']);
    const pairs = new Map<string, number>();
    for (const s of sessions) {
      const events: UltiSessionEvent[] = [];
      for (const c of s.commands) events.push(...ultiSessionDecider.decide(c, fold(ultiSessionDecider, events)));
      expect(events.filter((e) => e.type === 'UltiDealRecorded')).toHaveLength(9);
      expect(fold(ultiSessionDecider, events).status).toBe('closed');
      const scheduled = events[0]!;
      if (scheduled.type !== 'UltiSessionScheduled') throw new Error('first event');
      for (const t of scheduled.tables)
        for (const a of t.players)
          for (const b of t.players) if (a < b) pairs.set(`${a}|${b}`, (pairs.get(`${a}|${b}`) ?? 0) + 1);
    }
    expect(pairs.size).toBe(27);
    expect([...pairs.values()].every((n) => n === 1)).toBe(true);
    expect(demoUltiLeague({ dealsPerTable: 1, seed: 5 })).toEqual(demoUltiLeague({ dealsPerTable: 1, seed: 5 }));
  });
});
