// Properties on random sessions (random legal deals from @club/ulti's agents; bounded runs).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextDealer, playRandomDeal } from '@club/ulti';
import {
  ultiLeagueProjection,
  ultiSessionProjection,
  ultiSessionTotalsProjection,
  type UltiSessionDocument,
} from '../../src';
import { incremental, rebuild } from './fold';
import { Log } from './session-log';

const THREE = ['A', 'B', 'C'];
const FOUR = ['D', 'E', 'F', 'G'];

function randomSession(seed: number, deals: [number, number]): Log {
  const log = new Log().run('r', {
    type: 'ScheduleUltiSession',
    sessionId: 'r',
    leagueId: 'L',
    tables: [
      { table: 1, players: THREE, firstDealer: 'C' },
      { table: 2, players: FOUR, firstDealer: 'G' },
    ],
    ruleSet: playRandomDeal(0).ruleSet,
  });
  [THREE, FOUR].forEach((players, i) => {
    let dealer = players[players.length - 1]!;
    for (let n = 1; n <= deals[i]!; n++) {
      log.run('r', {
        type: 'RecordUltiDeal',
        table: i + 1,
        dealNo: n,
        record: playRandomDeal(seed * 100 + i * 10 + n, { players, dealer }),
      });
      dealer = nextDealer(players, dealer);
    }
  });
  return log.run('r', { type: 'EndUltiRound', round: 1 }).run('r', { type: 'CloseUltiSession' });
}

const sessions = fc.record({
  seed: fc.integer({ min: 0, max: 10_000 }),
  deals: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
});

describe('Ulti projections on random sessions', () => {
  it('every deal and every table is zero-sum; a four-table dealer scores 0 in his deal', () => {
    fc.assert(
      fc.property(sessions, ({ seed, deals }) => {
        const doc = rebuild(ultiSessionProjection, randomSession(seed, deals).events).get('r') as UltiSessionDocument;
        for (const t of doc.tables) {
          for (const d of t.deals) {
            expect(Object.values(d.deltas).reduce((a, b) => a + b, 0)).toBe(0);
            if (t.players.length === 4) expect(d.deltas[d.dealer]).toBe(0);
          }
          expect(Object.values(t.totals).reduce((a, b) => a + b, 0)).toBe(0);
          expect(t.deals).toHaveLength(deals[t.table - 1]!);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('rebuilt from the log in one pass equals the documents built event by event', () => {
    fc.assert(
      fc.property(sessions, ({ seed, deals }) => {
        const events = randomSession(seed, deals).events;
        for (const projection of [ultiSessionProjection, ultiSessionTotalsProjection, ultiLeagueProjection])
          expect(incremental(projection, events)).toEqual(rebuild(projection, events));
      }),
      { numRuns: 10 },
    );
  });
});
