// Given/when/then for the Ulti session decider (spec ulti.md §7, §13(1)#5–6, §10(3)).
import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from '@club/events';
import { deciderSpec } from '@club/testing';
import { defineRuleSet, MAUSZ_2017 } from '@club/ulti';
import {
  DEFAULT_ULTI_COMPETITION_RULES,
  parseUltiSessionCommand,
  ultiSessionDecider,
  type ScheduleUltiSession,
  type UltiSessionEvent,
  type UltiSheetCheck,
} from '../../src';
import { byHand, concededDeal, hands, misdeal, wrongDealer } from './deal-builder';

const spec = deciderSpec(ultiSessionDecider);
const ABC = ['A', 'B', 'C'];

const schedule = (over: Partial<ScheduleUltiSession> = {}): ScheduleUltiSession => ({
  type: 'ScheduleUltiSession',
  sessionId: 's1',
  tables: [
    { table: 1, players: ABC, firstDealer: 'C' },
    { table: 2, players: ['D', 'E', 'F', 'G'], firstDealer: 'G' },
  ],
  ruleSet: MAUSZ_2017,
  ...over,
});

function scheduled(sheetCheck: UltiSheetCheck = 'flag', over: Partial<ScheduleUltiSession> = {}): UltiSessionEvent {
  return ultiSessionDecider.decide(schedule({ sheetCheck, ...over }), ultiSessionDecider.initialState)[0]!;
}

const recorded = (
  table: number,
  dealNo: number,
  record: ReturnType<typeof concededDeal>,
  extra: Partial<Extract<UltiSessionEvent, { type: 'UltiDealRecorded' }>> = {},
): UltiSessionEvent => ({
  type: 'UltiDealRecorded',
  schemaVersion: 2,
  round: 1,
  table,
  dealNo,
  expectedDealer: record.dealer,
  board: null,
  irregularities: [],
  redeal: false,
  record,
  settlement: byHand(record, extra.redeal),
  ...extra,
});

describe('scheduling a session', () => {
  it('records the score sheets, the rule set and the competition rules (defaults filled in)', () => {
    spec
      .given([])
      .when(schedule({ leagueId: 'L1' }))
      .then([
        {
          type: 'UltiSessionScheduled',
          schemaVersion: 1,
          sessionId: 's1',
          leagueId: 'L1',
          tables: [
            { table: 1, players: ABC, firstDealer: 'C' },
            { table: 2, players: ['D', 'E', 'F', 'G'], firstDealer: 'G' },
          ],
          ruleSet: MAUSZ_2017,
          competition: DEFAULT_ULTI_COMPETITION_RULES,
          dealsPerTable: null,
          sheetCheck: 'flag',
        },
      ]);
  });

  it('refuses a player at two tables, a first dealer not at the table, a table of five, and a second schedule', () => {
    spec
      .given([])
      .when(
        schedule({
          tables: [
            { table: 1, players: ABC, firstDealer: 'C' },
            { table: 2, players: ['C', 'E', 'F'], firstDealer: 'F' },
          ],
        }),
      )
      .thenThrows(/player 'C' sits at table 1 and at table 2/);
    spec
      .given([])
      .when(schedule({ tables: [{ table: 1, players: ABC, firstDealer: 'Z' }] }))
      .thenThrows('first-dealer');
    spec
      .given([])
      .when(schedule({ tables: [{ table: 1, players: ['A', 'B', 'C', 'D', 'E'], firstDealer: 'E' }] }))
      .thenThrows(/has 5 players; a table has 3 or 4/);
    spec.given([scheduled()]).when(schedule()).thenThrows('session-already-scheduled');
    spec
      .given([])
      .when(schedule({ leagueId: 'spring:2026' }))
      .thenThrows(/leagueId 'spring:2026': letters, digits/);
  });
});

describe('recording deals against the score sheet', () => {
  it('accepts a deal that replays, dealt by the player the sheet names, with its settlement', () => {
    // C deals, A bids passz and throws in before the first card: A −4, B +2, C +2 (§6.7).
    const r = concededDeal({ players: ABC, dealer: 'C' });
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: r })
      .then([recorded(1, 1, r)]);
  });

  it('refuses a record the engine cannot replay, with the engine naming the bad action', () => {
    const r = concededDeal({ players: ABC, dealer: 'C' });
    const bad = { ...r, actions: [r.actions[1]!, ...r.actions] };
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: bad })
      .thenThrows(/table 1, deal 1: action 0 \(pass by B\): it is A's turn to bid/);
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: bad })
      .thenThrows('deal-does-not-replay');
  });

  it('refuses rows out of order, an unknown table, other players, another rule set, and deals past the játszma', () => {
    const r = concededDeal({ players: ABC, dealer: 'C' });
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: r })
      .thenThrows(/the score sheet's next row is deal 1/);
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 9, dealNo: 1, record: r })
      .thenThrows('unknown-table');
    const other = concededDeal({ players: ['A', 'B', 'X'], dealer: 'X' });
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: other })
      .thenThrows('players-not-at-table');
    const house = concededDeal({
      players: ABC,
      dealer: 'C',
      ruleSet: defineRuleSet('MAUSZ 2017 (spec defaults)', '1', { silentUltiCaughtLoss: 2 }),
    });
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: house })
      .thenThrows(/setting silentUltiCaughtLoss = 2 \(the session's is 4\)/);
    spec
      .given([scheduled('flag', { dealsPerTable: 1 }), recorded(1, 1, r)])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: concededDeal({ players: ABC, dealer: 'A' }) })
      .thenThrows('too-many-deals');
  });

  it('moves the deal one seat in the direction of play after every hand (§2(3)); at four the dealer sits out', () => {
    // Table 2 sits D, E, F, G; G deals first, then D, then E.
    const d1 = concededDeal({ players: ['D', 'E', 'F', 'G'], dealer: 'G', seed: 3 });
    const d2 = concededDeal({ players: ['D', 'E', 'F', 'G'], dealer: 'D', seed: 4 });
    spec
      .given([scheduled(), recorded(2, 1, d1)])
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 2, record: d2 })
      .then([recorded(2, 2, d2)]);
    const e3 = concededDeal({ players: ['D', 'E', 'F', 'G'], dealer: 'E', seed: 5 });
    spec
      .given([scheduled('refuse'), recorded(2, 1, d1), recorded(2, 2, d2)])
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 3, record: e3 })
      .then([recorded(2, 3, e3)]);
  });
});

describe('§13(1)#5: the wrong player dealt', () => {
  const byB = concededDeal({ players: ABC, dealer: 'B' });

  it('is flagged and the deal stands when nobody noticed (default), or refused with sheetCheck "refuse"', () => {
    spec
      .given([scheduled()])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: byB })
      .then([recorded(1, 1, byB, { expectedDealer: 'C', irregularities: ['wrong-dealer'] })]);
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: byB })
      .thenThrows(/the score sheet names C as dealer, the record says B \(§13\(1\)#5\)/);
  });

  it('with the jury ruling noticed too late: the deal stands, and the player the sheet names deals next', () => {
    const late = wrongDealer({ players: ABC, dealer: 'B' }, false);
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: late })
      .then([recorded(1, 1, late, { expectedDealer: 'C', irregularities: ['wrong-dealer'] })]);
    // C should have dealt deal 1, so A deals deal 2 (not C, who follows B).
    const next = concededDeal({ players: ABC, dealer: 'A', seed: 2 });
    spec
      .given([scheduled('refuse'), recorded(1, 1, late, { expectedDealer: 'C', irregularities: ['wrong-dealer'] })])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: next })
      .then([recorded(1, 2, next)]);
  });

  it('noticed in time: the hand is redealt and the rotation does not move; A-19 says who deals the new hand', () => {
    const caught = wrongDealer({ players: ABC, dealer: 'B' }, true);
    const history = [
      scheduled('refuse'),
      recorded(1, 1, caught, { expectedDealer: 'C', irregularities: ['wrong-dealer'], redeal: true }),
    ];
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: caught })
      .then([history[1]!]);
    const byC = concededDeal({ players: ABC, dealer: 'C', seed: 2 });
    spec
      .given(history)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: byC })
      .then([recorded(1, 2, byC)]);
    // A-19 sameDealer: B, who dealt wrongly, deals the new hand.
    const same = defineRuleSet('house', '1', { wrongDealerRedeal: 'sameDealer' });
    const caughtSame = { ...caught, ruleSet: same };
    const again = concededDeal({ players: ABC, dealer: 'B', seed: 2, ruleSet: same });
    const sameHistory = [
      scheduled('refuse', { ruleSet: same }),
      recorded(1, 1, caughtSame, { expectedDealer: 'C', irregularities: ['wrong-dealer'], redeal: true }),
    ];
    spec
      .given(sameHistory)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: again })
      .then([recorded(1, 2, again, { expectedDealer: 'B' })]);
    // …and after that hand the sheet's own rotation goes on: C dealt row 1 on the sheet, so A deals.
    const third = concededDeal({ players: ABC, dealer: 'A', seed: 3, ruleSet: same });
    spec
      .given([...sameHistory, recorded(1, 2, again, { expectedDealer: 'B' })])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 3, record: third })
      .then([recorded(1, 3, third)]);
  });

  it('a misdeal is redealt by the same dealer', () => {
    const m = misdeal(ABC, 'C');
    const history = [scheduled('refuse'), recorded(1, 1, m, { redeal: true })];
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: m })
      .then([history[1]!]);
    spec
      .given(history)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: concededDeal({ players: ABC, dealer: 'A' }) })
      .thenThrows('wrong-dealer');
    const byC = concededDeal({ players: ABC, dealer: 'C', seed: 2 });
    spec
      .given(history)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: byC })
      .then([recorded(1, 2, byC)]);
  });

  it('under the house rule redealDealer nextDealer, the deal passes on after a misdeal', () => {
    const passOn = defineRuleSet('house', '1', { redealDealer: 'nextDealer' });
    const m = { ...misdeal(ABC, 'C'), ruleSet: passOn };
    const history = [scheduled('refuse', { ruleSet: passOn }), recorded(1, 1, m, { redeal: true })];
    const byA = concededDeal({ players: ABC, dealer: 'A', seed: 2, ruleSet: passOn });
    spec
      .given(history)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: byA })
      .then([recorded(1, 2, byA)]);
    spec
      .given(history)
      .when({
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 2,
        record: concededDeal({ players: ABC, dealer: 'C', seed: 2, ruleSet: passOn }),
      })
      .thenThrows('wrong-dealer');
  });

  it('a rule set stored before redealDealer existed plays its default, the same dealer', () => {
    const { redealDealer: _, ...older } = MAUSZ_2017.settings;
    const stored = { ...MAUSZ_2017, settings: older as typeof MAUSZ_2017.settings };
    const m = { ...misdeal(ABC, 'C'), ruleSet: stored };
    const history = [scheduled('refuse', { ruleSet: stored }), recorded(1, 1, m, { redeal: true })];
    // A deal entered now carries the setting: it is the session's rule set all the same.
    const byC = concededDeal({ players: ABC, dealer: 'C', seed: 2 });
    spec
      .given(history)
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: byC })
      .then([recorded(1, 2, byC)]);
  });
});

describe('§13(1)#6: players not in the score-sheet order', () => {
  it('a seating listed from another seat is the same seating', () => {
    const r = concededDeal({ players: ['B', 'C', 'A'], dealer: 'C' });
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: r })
      .then([recorded(1, 1, r)]);
  });

  it('noticed late: the deal stands, the sheet is corrected, and later deals follow the new seating', () => {
    const swapped = ['A', 'C', 'B'];
    const r = concededDeal({ players: swapped, dealer: 'C' });
    const events: UltiSessionEvent[] = [
      { type: 'UltiSeatingCorrected', schemaVersion: 2, round: 1, table: 1, players: swapped, fromDealNo: 1 },
      recorded(1, 1, r, { irregularities: ['wrong-seating'] }),
    ];
    spec.given([scheduled()]).when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: r }).then(events);
    spec
      .given([scheduled('refuse')])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 1, record: r })
      .thenThrows('wrong-seating');
    // In the seating A, C, B the deal passes from C to B.
    const next = concededDeal({ players: swapped, dealer: 'B', seed: 2 });
    spec
      .given([scheduled('refuse'), ...events])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: next })
      .then([recorded(1, 2, next)]);
  });
});

describe('sportulti boards', () => {
  const twoTables = {
    tables: [
      { table: 1, players: ABC, firstDealer: 'C' },
      { table: 2, players: ['D', 'E', 'F'], firstDealer: 'F' },
    ],
  };
  const cards = hands(ABC, 'C', 11);
  // The same cards by line at table 2: first bidder D holds A's, E holds B's, F (dealer) holds C's.
  const moved = { D: cards['A']!, E: cards['B']!, F: cards['C']! };

  it('accepts the same cards in the same lines at another table, refuses other cards and a second play at one table', () => {
    const t1 = concededDeal({ players: ABC, dealer: 'C', hands: cards });
    const t2 = concededDeal({ players: ['D', 'E', 'F'], dealer: 'F', hands: moved });
    const given = [scheduled('flag', twoTables), recorded(1, 1, t1, { board: 'b1' })];
    spec
      .given(given)
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 1, record: t2, board: 'b1' })
      .then([recorded(2, 1, t2, { board: 'b1' })]);
    const swapped = concededDeal({
      players: ['D', 'E', 'F'],
      dealer: 'F',
      hands: { D: cards['A']!, E: cards['C']!, F: cards['B']! },
    });
    spec
      .given(given)
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 1, record: swapped, board: 'b1' })
      .thenThrows(/board b1: line 2 holds/);
    spec
      .given(given)
      .when({
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 2,
        record: concededDeal({ players: ABC, dealer: 'A', hands: hands(ABC, 'A', 11) }),
        board: 'b1',
      })
      .thenThrows('board-played-twice');
    // A misdeal of the board at table 2 is recorded (a redeal), and the board is then played there.
    const m = misdeal(['D', 'E', 'F'], 'F', 3);
    spec
      .given(given)
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 1, record: m, board: 'b1' })
      .then([recorded(2, 1, m, { board: 'b1', redeal: true })]);
    spec
      .given([...given, recorded(2, 1, m, { board: 'b1', redeal: true })])
      .when({ type: 'RecordUltiDeal', table: 2, dealNo: 2, record: t2, board: 'b1' })
      .then([recorded(2, 2, t2, { board: 'b1' })]);
  });
});

describe('jury rulings and closing', () => {
  const r = concededDeal({ players: ABC, dealer: 'C' });
  const history = [scheduled(), recorded(1, 1, r)];

  it('a renonsz ruling on a recorded deal carries the record with the ruling appended', () => {
    const action = {
      type: 'renonsz' as const,
      case: 'jury-set' as const,
      offender: 'B',
      amounts: { A: 6, B: -6, C: 0 },
    };
    spec
      .given(history)
      .when({
        type: 'RecordUltiJuryRuling',
        rulingId: 'r1',
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action },
        text: 'B looked at the talon',
      })
      .then([
        {
          type: 'UltiJuryRuling',
          schemaVersion: 2,
          round: 1,
          rulingId: 'r1',
          table: 1,
          ruling: { kind: 'renonsz', dealNo: 1, action },
          text: 'B looked at the talon',
          record: { ...r, actions: [...r.actions, action] },
          // §10(3)d: the amounts the jury set replace the deal's result; A still declared passz.
          settlement: { outcome: 'ruling', declarer: 'A', contract: 'passz', deltas: { A: 6, B: -6, C: 0 } },
        },
      ]);
    spec
      .given(history)
      .when({ type: 'RecordUltiJuryRuling', rulingId: 'r1', table: 1, ruling: { kind: 'renonsz', dealNo: 4, action } })
      .thenThrows('unknown-deal');
    const stranger = { ...action, offender: 'Z' };
    spec
      .given(history)
      .when({
        type: 'RecordUltiJuryRuling',
        rulingId: 'r1',
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action: stranger },
      })
      .thenThrows(/offender 'Z' does not sit at this table/);
    const misdealLater = { type: 'renonsz' as const, case: 'deal-2' as const, offender: 'C', at: 0 };
    spec
      .given(history)
      .when({
        type: 'RecordUltiJuryRuling',
        rulingId: 'r1',
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action: misdealLater },
      })
      .thenThrows('redeal-after-the-fact');
  });

  it('discipline (§11) names a player at the table; a ruling id is used once', () => {
    const warn = {
      type: 'RecordUltiJuryRuling' as const,
      rulingId: 'r2',
      table: 1,
      ruling: { kind: 'discipline' as const, player: 'A', action: 'yellow-card' as const },
    };
    spec
      .given(history)
      .when(warn)
      .then([
        {
          type: 'UltiJuryRuling',
          schemaVersion: 2,
          round: 1,
          rulingId: 'r2',
          table: 1,
          ruling: warn.ruling,
          text: null,
          record: null,
          settlement: null,
        },
      ]);
    spec
      .given([
        ...history,
        ...ultiSessionDecider.decide(warn, history.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState)),
      ])
      .when(warn)
      .thenThrows('ruling-already-recorded');
    spec
      .given(history)
      .when({ ...warn, ruling: { ...warn.ruling, player: 'D' } })
      .thenThrows('player-not-at-table');
  });

  it('closing ends the session once its last round has ended; nothing is recorded after it', () => {
    const ended = { type: 'UltiRoundEnded', schemaVersion: 1, round: 1, leagueId: null } as const;
    spec
      .given(history)
      .when({ type: 'CloseUltiSession' })
      .thenThrows((e) => isDomainError(e) && e.code === 'round-not-ended' && e.params['round'] === 1);
    spec
      .given([...history, ended])
      .when({ type: 'CloseUltiSession' })
      .then([{ type: 'UltiSessionClosed', schemaVersion: 1, leagueId: null }]);
    spec
      .given([...history, ended, { type: 'UltiSessionClosed', schemaVersion: 1, leagueId: null }])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: concededDeal({ players: ABC, dealer: 'A' }) })
      .thenThrows('session-closed');
    spec.given([]).when({ type: 'CloseUltiSession' }).thenThrows('session-not-scheduled');
  });
});

describe('commands from outside', () => {
  it('parses a deal.json inside the command and names the bad field', () => {
    const r = concededDeal({ players: ABC, dealer: 'C' });
    const parsed = parseUltiSessionCommand(
      JSON.parse(
        JSON.stringify({
          type: 'RecordUltiDeal',
          table: 1,
          dealNo: 1,
          record: { ...r, ruleSet: { name: r.ruleSet.name, version: '1', settings: {} } },
        }),
      ),
    );
    expect(parsed.type === 'RecordUltiDeal' && parsed.record.ruleSet).toEqual(MAUSZ_2017);
    expect(() => parseUltiSessionCommand({ type: 'RecordUltiDeal', table: 0, dealNo: 1, record: r })).toThrow(
      /table: /,
    );
    expect(() =>
      parseUltiSessionCommand({
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        record: { ...r, hands: { ...r.hands, A: ['piros-Z'] } },
      }),
    ).toThrow(/record\.hands\.A\.0: not a card/);
    expect(() =>
      parseUltiSessionCommand({
        type: 'RecordUltiJuryRuling',
        rulingId: 'r',
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action: { type: 'pass', player: 'A' } },
      }),
    ).toThrow(/ruling\.action/);
    expect(() =>
      parseUltiSessionCommand({ type: 'ScheduleUltiSession', sessionId: 's 1', tables: [], ruleSet: MAUSZ_2017 }),
    ).toThrow(/sessionId/);
  });

  it('refusals are DomainErrors with a stable code', () => {
    try {
      ultiSessionDecider.decide({ type: 'CloseUltiSession' }, ultiSessionDecider.initialState);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('session-not-scheduled');
    }
  });
});
