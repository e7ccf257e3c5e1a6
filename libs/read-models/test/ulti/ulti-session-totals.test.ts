// The lean session view (ulti.session-totals) that the league job reads: on random evenings with
// corrections and jury rulings, each table's totals are the ledger's (ulti.session), the league
// table is the same from either, and the view is the same rebuilt as built event by event.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UltiSessionCommand } from '@club/club';
import { MAUSZ_2017, nextDealer } from '@club/ulti';
import {
  ultiLeagueTable,
  ultiSessionProjection,
  ultiSessionTotalsProjection,
  type UltiSessionDocument,
  type UltiSessionTotalsDocument,
} from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { incremental, rebuild } from './fold';
import { Log } from './session-log';

const THREE = ['A', 'B', 'C'];
const FOUR = ['D', 'E', 'F', 'G'];
const BIDS = ['passz', 'piros-passz', '40-100', 'betli'];

interface Evening {
  readonly seed: number;
  /** Deals at each of round 1's two tables, and at round 2's. */
  readonly deals: readonly [number, number];
  /** Which deals of table 1 are corrected (to the next bid). */
  readonly corrections: readonly boolean[];
  /** A jury ruling setting deal 1 of table 1 of round 1. */
  readonly ruling: boolean;
  /** How far the evening got: round 1 ended, round 2 drawn, round 2 ended, closed. */
  readonly stage: 0 | 1 | 2 | 3 | 4;
}

const bidOf = (seed: number, dealNo: number, table: number) => BIDS[(seed + dealNo + table - 1) % BIDS.length]!;

/** Plays `deals` conceded deals at each table of `tables` in `round`, the last seat dealing first. */
function play(log: Log, round: number, tables: readonly string[][], deals: number, seed: number): void {
  tables.forEach((players, i) => {
    let dealer = players.at(-1)!;
    for (let n = 1; n <= deals; n++) {
      const record = concededDeal({ players, dealer, bid: bidOf(seed, n, i + 1), seed: seed * 100 + round * 10 + n });
      log.run('r', { type: 'RecordUltiDeal', round, table: i + 1, dealNo: n, record });
      dealer = nextDealer(players, dealer);
    }
  });
}

const given = (round: number, tables: readonly string[][]): UltiSessionCommand => ({
  type: 'DrawUltiRound',
  round,
  method: 'given',
  tables: tables.map((players, i) => ({ table: i + 1, players, firstDealer: players.at(-1)! })),
});

function evening(e: Evening): Log {
  const log = new Log().run('r', {
    type: 'ScheduleUltiSession',
    sessionId: 'r',
    leagueId: 'L',
    ruleSet: MAUSZ_2017,
  });
  for (const player of [...THREE, ...FOUR]) log.run('r', { type: 'CheckInUltiPlayer', player });
  log.run('r', given(1, [THREE, FOUR]));
  play(log, 1, [THREE, FOUR], e.deals[0], e.seed);
  // Corrections of table 1's deals: the same dealer and cards, the next bid.
  let dealer = THREE.at(-1)!;
  e.corrections.slice(0, e.deals[0]).forEach((corrected, n) => {
    if (corrected) {
      const bid = BIDS[(BIDS.indexOf(bidOf(e.seed, n + 1, 1)) + 1) % BIDS.length]!;
      const record = concededDeal({ players: THREE, dealer, bid, seed: e.seed * 100 + 10 + n + 1 });
      log.run('r', { type: 'CorrectUltiDeal', round: 1, table: 1, dealNo: n + 1, record, by: 'S', reason: 'slip' });
    }
    dealer = nextDealer(THREE, dealer);
  });
  if (e.ruling && e.deals[0] > 0)
    log.run('r', {
      type: 'RecordUltiJuryRuling',
      rulingId: 'j1',
      round: 1,
      table: 1,
      ruling: {
        kind: 'renonsz',
        dealNo: 1,
        action: { type: 'renonsz', case: 'jury-set', offender: 'B', amounts: { A: 6, B: -6, C: 0 } },
      },
    });
  if (e.stage >= 1) log.run('r', { type: 'EndUltiRound', round: 1 });
  const round2 = [
    ['A', 'D', 'E'],
    ['B', 'C', 'F', 'G'],
  ];
  if (e.stage >= 2) {
    log.run('r', given(2, round2));
    play(log, 2, round2, e.deals[1], e.seed + 1);
  }
  if (e.stage >= 3) log.run('r', { type: 'EndUltiRound', round: 2 });
  if (e.stage >= 4) log.run('r', { type: 'CloseUltiSession' });
  return log;
}

const evenings = fc.record({
  seed: fc.integer({ min: 0, max: 10_000 }),
  deals: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
  corrections: fc.array(fc.boolean(), { maxLength: 4 }),
  ruling: fc.boolean(),
  stage: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 4 as const),
});

describe('the lean session view of the league table', () => {
  it('keeps the ledger’s totals of every table after corrections and rulings, and its rounds and status', () => {
    fc.assert(
      fc.property(evenings, (e) => {
        const events = evening(e).events;
        const ledger = rebuild(ultiSessionProjection, events).get('r') as UltiSessionDocument;
        const lean = rebuild(ultiSessionTotalsProjection, events).get('r') as UltiSessionTotalsDocument;
        expect(lean.tables.map((t) => [t.round, t.table, t.totals])).toEqual(
          ledger.tables.map((t) => [t.round, t.table, t.totals]),
        );
        expect(lean.rounds).toEqual(ledger.rounds.map((r) => ({ round: r.round, status: r.status })));
        expect([lean.status, lean.competition]).toEqual([ledger.status, ledger.competition]);
      }),
      { numRuns: 25 },
    );
  });

  it('gives the same league table as the ledger, closed or live', () => {
    fc.assert(
      fc.property(evenings, (e) => {
        const events = evening(e).events;
        const ledger = rebuild(ultiSessionProjection, events).get('r') as UltiSessionDocument;
        const lean = rebuild(ultiSessionTotalsProjection, events).get('r') as UltiSessionTotalsDocument;
        for (const includeOpen of [false, true])
          expect(ultiLeagueTable('L', [lean], undefined, { includeOpen })).toEqual(
            ultiLeagueTable('L', [ledger], undefined, { includeOpen }),
          );
      }),
      { numRuns: 25 },
    );
  });

  it('is the same rebuilt from the log in one pass as built event by event through storage', () => {
    fc.assert(
      fc.property(evenings, (e) => {
        const events = evening(e).events;
        expect(incremental(ultiSessionTotalsProjection, events)).toEqual(rebuild(ultiSessionTotalsProjection, events));
      }),
      { numRuns: 15 },
    );
  });

  it('a corrected deal counts once, with its new forints', () => {
    // Deal 1 of table 1: A parti thrown in (A −4, B +2, C +2), corrected to piros passz (A −8, B +4, C +4).
    const e: Evening = { seed: 3, deals: [1, 0], corrections: [true], ruling: false, stage: 1 };
    const lean = rebuild(ultiSessionTotalsProjection, evening({ ...e, corrections: [] }).events).get(
      'r',
    ) as UltiSessionTotalsDocument;
    const corrected = rebuild(ultiSessionTotalsProjection, evening(e).events).get('r') as UltiSessionTotalsDocument;
    expect(bidOf(3, 1, 1)).toBe('passz');
    expect(lean.tables[0]!.totals).toEqual({ A: -4, B: 2, C: 2 });
    expect(corrected.tables[0]!.totals).toEqual({ A: -8, B: 4, C: 4 });
    expect(corrected.tables[0]!.forints).toBe('1:-8,4,4');
  });
});
