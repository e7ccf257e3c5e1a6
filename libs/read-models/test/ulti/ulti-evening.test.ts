// A club evening of two rounds, read back: check-in, rounds, each round's tables with their own
// placement points, a correction re-settling an earlier deal, the session standings summed over
// the rounds and the league table counting the session once. Amounts worked out by hand.
import { describe, expect, it } from 'vitest';
import type { UltiSessionCommand } from '@club/club';
import { MAUSZ_2017 } from '@club/ulti';
import {
  createReplay,
  ultiLeagueJob,
  ultiLeagueProjection,
  ultiLeagueTable,
  ultiSessionProjection,
  ultiSessionTotalsProjection,
  ultiSessionStandings,
  ultiSettlementDifferences,
  type UltiLeagueTable,
  type UltiSessionDocument,
} from '../../src';
import { concededDeal } from '../../../club/test/ulti/deal-builder';
import { incremental, rebuild } from './fold';
import { Log } from './session-log';

const deal = (table: number, players: string[], dealer: string, bid: string, seed: number): UltiSessionCommand => ({
  type: 'RecordUltiDeal',
  table,
  dealNo: 1,
  record: concededDeal({ players, dealer, bid, seed }),
});

/** Two tables drawn by the organiser; the last seat of each deals first. */
const given = (round: number, ...tables: string[][]): UltiSessionCommand => ({
  type: 'DrawUltiRound',
  round,
  method: 'given',
  tables: tables.map((players, i) => ({ table: i + 1, players, firstDealer: players.at(-1)! })),
});

// Each deal is thrown in before the first card: the first bidder pays 2 × the bid's value to each
// defender (parti 1, piros passz 2, 40-100 4, betli 5).
// Round 1: table 1 A B C (C deals): A parti → A −4, B +2, C +2; corrected later to piros passz: A −8, B +4, C +4
//          table 2 D E F (F deals): D betli → D −20, E +10, F +10
// Round 2: table 1 A D E (E deals): A 40-100 → A −16, D +8, E +8
//          table 2 B C F (F deals): B parti → B −4, C +2, F +2
/** The evening up to the end of round 1. */
function roundOne(): Log {
  const log = new Log().run('e1', {
    type: 'ScheduleUltiSession',
    sessionId: 'e1',
    leagueId: 'L1',
    ruleSet: MAUSZ_2017,
    dealsPerTable: 1,
  });
  for (const player of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) log.run('e1', { type: 'CheckInUltiPlayer', player });
  return log
    .run('e1', { type: 'WithdrawUltiPlayer', player: 'G', reason: 'went home' })
    .run('e1', given(1, ['A', 'B', 'C'], ['D', 'E', 'F']))
    .run('e1', deal(1, ['A', 'B', 'C'], 'C', 'passz', 1))
    .run('e1', deal(2, ['D', 'E', 'F'], 'F', 'betli', 2))
    .run('e1', { type: 'EndUltiRound', round: 1 });
}

function evening(): Log {
  return roundOne()
    .run('e1', given(2, ['A', 'D', 'E'], ['B', 'C', 'F']))
    .run('e1', deal(1, ['A', 'D', 'E'], 'E', '40-100', 3))
    .run('e1', deal(2, ['B', 'C', 'F'], 'F', 'passz', 4))
    .run('e1', {
      type: 'CorrectUltiDeal',
      round: 1,
      table: 1,
      dealNo: 1,
      record: concededDeal({ players: ['A', 'B', 'C'], dealer: 'C', bid: 'piros-passz', seed: 1 }),
      by: 'scorer-1',
      reason: 'A bid piros passz',
    })
    .run('e1', { type: 'EndUltiRound', round: 2 })
    .run('e1', { type: 'CloseUltiSession' });
}

describe('a club evening of two rounds', () => {
  const log = evening();
  const doc = rebuild(ultiSessionProjection, log.events).get('e1') as UltiSessionDocument;

  it('the same document event by event as in one replay', () => {
    expect(incremental(ultiSessionProjection, log.events).get('e1')).toEqual(doc);
  });

  it('check-in, the rounds and the correction with who and why', () => {
    expect(doc.checkedIn).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(doc.round).toBe(2);
    expect(doc.rounds.map((r) => [r.round, r.method, r.status, r.draws])).toEqual([
      [1, 'given', 'ended', 1],
      [2, 'given', 'ended', 1],
    ]);
    expect(doc.corrections).toEqual([{ round: 1, table: 1, dealNo: 1, by: 'scorer-1', reason: 'A bid piros passz' }]);
  });

  it('each round’s tables keep their own ledger, zero-sum, the corrected deal re-settled', () => {
    expect(doc.tables.map((t) => [t.round, t.table, t.totals])).toEqual([
      [1, 1, { A: -8, B: 4, C: 4 }],
      [1, 2, { D: -20, E: 10, F: 10 }],
      [2, 1, { A: -16, D: 8, E: 8 }],
      [2, 2, { B: -4, C: 2, F: 2 }],
    ]);
    expect(doc.tables[0]!.deals[0]!.corrections).toBe(1);
    // The settlements stored in the deals and the correction are the engine's.
    expect(ultiSettlementDifferences(log.events)).toEqual([]);
    const tampered = log.events.map((e) =>
      e.type === 'UltiDealCorrected'
        ? {
            ...e,
            data: {
              ...(e.data as object),
              settlement: { ...(e.data as { settlement: object }).settlement, deltas: {} },
            },
          }
        : e,
    );
    expect(ultiSettlementDifferences(tampered)).toMatchObject([{ sessionId: 'e1', round: 1, table: 1, dealNo: 1 }]);
  });

  it('session standings: placement points of every round summed, then forints', () => {
    // Ties at a table share the points of the places (3 + 2) / 2 = 2.5; last place 1.
    expect(
      ultiSessionStandings(doc).ranking.map((r) => [r.rank, r.player, r.placementPoints, r.forints, r.rounds]),
    ).toEqual([
      [1, 'E', 5, 18, 2],
      [2, 'F', 5, 12, 2],
      [3, 'C', 5, 6, 2],
      [4, 'B', 3.5, 0, 2],
      [5, 'D', 3.5, -12, 2],
      [6, 'A', 2, -24, 2],
    ]);
  });

  it('the league table counts the evening once per player, with every round’s points', () => {
    const table = ultiLeagueTable('L1', [doc]);
    expect(table.rows.map((r) => [r.rank, r.player, r.sessions, r.placementPoints, r.forints])).toEqual([
      [1, 'E', 1, 5, 18],
      [2, 'F', 1, 5, 12],
      [3, 'C', 1, 5, 6],
      [4, 'B', 1, 3.5, 0],
      [5, 'D', 1, 3.5, -12],
      [6, 'A', 1, 2, -24],
    ]);
  });
});

describe('the league table while the evening is played', () => {
  it('a round’s end runs the league job, which counts the ended rounds of the open session', () => {
    const log = roundOne();
    const replay = createReplay(
      [ultiSessionProjection, ultiSessionTotalsProjection, ultiLeagueProjection],
      [ultiLeagueJob],
    );
    for (const e of log.events) replay.apply(e);
    expect(replay.latestJobs()[0]?.jobId).toBe(`ulti-league.L1.v${log.events.length}`);
    const table = replay.derive()[0]!.writes[0]!.doc as UltiLeagueTable;
    expect(table.sessions).toEqual([]);
    expect(table.live).toEqual(['e1']);
    // Round 1 before the correction: A −4, B +2, C +2 and D −20, E +10, F +10.
    expect(table.rows.map((r) => [r.rank, r.player, r.placementPoints, r.forints])).toEqual([
      [1, 'E', 2.5, 10],
      [1, 'F', 2.5, 10],
      [3, 'B', 2.5, 2],
      [3, 'C', 2.5, 2],
      [5, 'A', 1, -4],
      [6, 'D', 1, -20],
    ]);
  });

  it('a round still being played is not counted', () => {
    const log = roundOne().run('e1', given(2, ['A', 'D', 'E'], ['B', 'C', 'F']));
    const doc = rebuild(ultiSessionProjection, log.events).get('e1') as UltiSessionDocument;
    expect(ultiLeagueTable('L1', [doc]).rows.reduce((s, r) => s + r.placementPoints, 0)).toBe(12);
  });
});
