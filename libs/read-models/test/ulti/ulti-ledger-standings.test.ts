// The ledger and the session standings of a hand-built session, amounts worked out by hand.
import { describe, expect, it } from 'vitest';
import { defineUltiCompetitionRules, type ScheduleUltiSession } from '@club/club';
import { MAUSZ_2017 } from '@club/ulti';
import {
  placeTable,
  ultiSessionProjection,
  ultiSessionStandings,
  ultiSettlementDifferences,
  type UltiSessionDocument,
} from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { incremental, rebuild } from './fold';
import { Log } from './session-log';

const ABC = ['A', 'B', 'C'];
const DEFG = ['D', 'E', 'F', 'G'];
const schedule: ScheduleUltiSession = {
  type: 'ScheduleUltiSession',
  sessionId: 's1',
  leagueId: 'L1',
  tables: [
    { table: 1, players: ABC, firstDealer: 'C' },
    { table: 2, players: DEFG, firstDealer: 'G' },
  ],
  ruleSet: MAUSZ_2017,
};

// Every deal is thrown in before the first card: the declarer pays the bid kontrázva (2 × value)
// to each defender (§6.7). Values: parti (passz) 1, piros passz 2, 40-100 4, betli 5 (§3.3).
// Table 1 (A, B, C; C deals first, the deal passes C → A → B):
//   deal 1, C deals, A bids passz, concedes:   A −4, B +2,  C +2
//   deal 2, A deals, B bids betli, concedes:   A +10, B −20, C +10
//   deal 3, B deals, C bids 40-100, concedes:  A +8, B +8,  C −16
//   totals: A +14, B −10, C −4 (sum 0)
// Table 2 (D, E, F, G; G deals first and sits out):
//   deal 1, G deals, D bids piros passz:  D −8, E +4, F +4, G 0
//   deal 2, D deals, E bids passz:        D 0,  E −4, F +2, G +2
//   totals: D −8, E 0, F +6, G +2
function session(): Log {
  return new Log()
    .run('s1', schedule)
    .run('s1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 1,
      record: concededDeal({ players: ABC, dealer: 'C', bid: 'passz', seed: 1 }),
    })
    .run('s1', {
      type: 'RecordUltiDeal',
      table: 2,
      dealNo: 1,
      record: concededDeal({ players: DEFG, dealer: 'G', bid: 'piros-passz', seed: 2 }),
    })
    .run('s1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 2,
      record: concededDeal({ players: ABC, dealer: 'A', bid: 'betli', seed: 3 }),
    })
    .run('s1', {
      type: 'RecordUltiDeal',
      table: 2,
      dealNo: 2,
      record: concededDeal({ players: DEFG, dealer: 'D', bid: 'passz', seed: 4 }),
    })
    .run('s1', {
      type: 'RecordUltiDeal',
      table: 1,
      dealNo: 3,
      record: concededDeal({ players: ABC, dealer: 'B', bid: '40-100', seed: 5 }),
    });
}

const docOf = (log: Log) => rebuild(ultiSessionProjection, log.events).get('s1') as UltiSessionDocument;

describe('the per-deal ledger', () => {
  it('settles each deal and keeps running totals per player', () => {
    const doc = docOf(session());
    const t1 = doc.tables[0]!;
    expect(t1.deals.map((d) => d.deltas)).toEqual([
      { A: -4, B: 2, C: 2 },
      { A: 10, B: -20, C: 10 },
      { A: 8, B: 8, C: -16 },
    ]);
    expect(t1.deals.map((d) => d.after)).toEqual([
      { A: -4, B: 2, C: 2 },
      { A: 6, B: -18, C: 12 },
      { A: 14, B: -10, C: -4 },
    ]);
    expect(t1.deals.map((d) => [d.dealer, d.declarer, d.contract, d.outcome])).toEqual([
      ['C', 'A', 'passz', 'conceded'],
      ['A', 'B', 'betli', 'conceded'],
      ['B', 'C', '40-100', 'conceded'],
    ]);
    expect(doc.tables[1]!.totals).toEqual({ D: -8, E: 0, F: 6, G: 2 });
    expect(doc.tables[1]!.deals[0]!.lines).toEqual(['D', 'E', 'F']);
    expect(doc.version).toBe(6);
  });

  it('a jury ruling on an earlier deal re-settles it and the running totals after it', () => {
    // §10(3)d: the jury sets the amounts of deal 1: A +6, B −6, C 0 (instead of −4, +2, +2).
    const log = session().run('s1', {
      type: 'RecordUltiJuryRuling',
      rulingId: 'r1',
      table: 1,
      ruling: {
        kind: 'renonsz',
        dealNo: 1,
        action: { type: 'renonsz', case: 'jury-set', offender: 'B', amounts: { A: 6, B: -6, C: 0 } },
      },
      text: 'an event the rules do not list',
    });
    const t1 = docOf(log).tables[0]!;
    expect(t1.deals[0]!.deltas).toEqual({ A: 6, B: -6, C: 0 });
    expect(t1.deals[0]!.rulings).toEqual(['r1']);
    expect(t1.deals.map((d) => d.after)).toEqual([
      { A: 6, B: -6, C: 0 },
      { A: 16, B: -26, C: 10 },
      { A: 24, B: -18, C: -6 },
    ]);
    expect(docOf(log).rulings).toEqual([
      {
        rulingId: 'r1',
        round: 1,
        table: 1,
        kind: 'renonsz',
        dealNo: 1,
        case: 'jury-set',
        section: '§10(3)d',
        player: 'B',
        action: null,
        text: 'an event the rules do not list',
        // Who ruled and when: the event's actor and occurredAt.
        by: 'scorer',
        at: '2026-11-21T10:00:00Z',
      },
    ]);
  });

  it('is the same rebuilt from the log in one pass as built event by event through storage', () => {
    const log = session()
      .run('s1', {
        type: 'RecordUltiJuryRuling',
        rulingId: 'r2',
        table: 2,
        ruling: { kind: 'discipline', player: 'E', action: 'warning' },
      })
      .run('s1', { type: 'EndUltiRound', round: 1 })
      .run('s1', { type: 'CloseUltiSession' });
    expect(incremental(ultiSessionProjection, log.events)).toEqual(rebuild(ultiSessionProjection, log.events));
  });
});

describe('session standings', () => {
  it('ranks each table by forints, scores the places, and ranks the session by placement points then forints', () => {
    const standings = ultiSessionStandings(docOf(session()));
    // Table 1: A 1st (3), C 2nd (2), B 3rd (1). Table 2: F 1st (4), G 2nd (3), E 3rd (2), D 4th (1).
    expect(standings.tables[0]!.map((p) => [p.player, p.place, p.placementPoints])).toEqual([
      ['A', 1, 3],
      ['C', 2, 2],
      ['B', 3, 1],
    ]);
    expect(standings.tables[1]!.map((p) => [p.player, p.place, p.placementPoints])).toEqual([
      ['F', 1, 4],
      ['G', 2, 3],
      ['E', 3, 2],
      ['D', 4, 1],
    ]);
    // A and G both have 3 points: A's +14 beats G's +2. B and D both have 1: D's −8 beats B's −10.
    expect(standings.ranking.map((r) => [r.rank, r.player])).toEqual([
      [1, 'F'],
      [2, 'A'],
      [3, 'G'],
      [4, 'E'],
      [5, 'C'],
      [6, 'D'],
      [7, 'B'],
    ]);
  });

  it('players with equal forints share the places (or take the best, as configured)', () => {
    const totals = { P: 10, Q: 10, R: -20 };
    expect(
      placeTable({ round: 1, table: 1 }, totals, defineUltiCompetitionRules()).map((p) => [
        p.player,
        p.place,
        p.placementPoints,
      ]),
    ).toEqual([
      ['P', 1, 2.5],
      ['Q', 1, 2.5],
      ['R', 3, 1],
    ]);
    const best = defineUltiCompetitionRules({ tiedPlaces: 'best', placementPoints: { 3: [5, 2, 0], 4: [5, 3, 1, 0] } });
    expect(placeTable({ round: 1, table: 1 }, totals, best).map((p) => p.placementPoints)).toEqual([5, 5, 0]);
    expect(() => defineUltiCompetitionRules({ placementPoints: { 3: [1, 2, 3], 4: [4, 3, 2, 1] } })).toThrow(
      /placementPoints\.3: a better place cannot score fewer points/,
    );
  });
});

describe('the settlements stored in the events', () => {
  it('agree with the engine replaying the records now; a tampered one is reported', () => {
    const log = session().run('s1', {
      type: 'RecordUltiJuryRuling',
      rulingId: 'r1',
      table: 1,
      ruling: {
        kind: 'renonsz',
        dealNo: 1,
        action: { type: 'renonsz', case: 'jury-set', offender: 'B', amounts: { A: 6, B: -6, C: 0 } },
      },
    });
    expect(ultiSettlementDifferences(log.events)).toEqual([]);
    const tampered = log.events.map((e) =>
      e.position === 2
        ? {
            ...e,
            data: {
              ...(e.data as object),
              settlement: { outcome: 'conceded', declarer: 'A', contract: 'passz', deltas: { A: -2, B: 1, C: 1 } },
            },
          }
        : e,
    );
    // Without a stored settlement the ledger settles the record itself, to the same document.
    const bare = log.events.map((e) => ({ ...e, data: { ...(e.data as object), settlement: undefined } }));
    expect(rebuild(ultiSessionProjection, bare)).toEqual(rebuild(ultiSessionProjection, log.events));
    expect(ultiSettlementDifferences(tampered)).toEqual([
      {
        position: 2,
        sessionId: 's1',
        round: 1,
        table: 1,
        dealNo: 1,
        stored: { outcome: 'conceded', declarer: 'A', contract: 'passz', deltas: { A: -2, B: 1, C: 1 } },
        now: { outcome: 'conceded', declarer: 'A', contract: 'passz', deltas: { A: -4, B: 2, C: 2 } },
      },
    ]);
  });
});
