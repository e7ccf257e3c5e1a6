import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { DomainError } from '@club/events';
import fc from 'fast-check';
import {
  clubUpcasters,
  parseRubberTableCommand,
  rubberTableDecider,
  settleEvening,
  type RubberTableCommand,
  type RubberTableEvent,
} from '../../src';
import { deal, open, play, played } from './rubber-table-fixture';

const table = deciderSpec(rubberTableDecider);
const opened = play([open()]).events;

function refusal(commands: readonly RubberTableCommand[], command: RubberTableCommand): DomainError<string> {
  const { state } = play(commands);
  try {
    rubberTableDecider.decide(command, state);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('rubber table decider', () => {
  it('opens a table with its settings and defaults (cut, nearest 100, no stake)', () => {
    table
      .given([])
      .when(open())
      .then([
        {
          type: 'RubberTableOpened',
          schemaVersion: 2,
          tableId: 't1',
          clubId: 'demo',
          openedBy: 'a',
          openedAt: '2026-11-26T18:00:00Z',
          seasonId: null,
          players: open().players,
          seating: { NS: ['a', 'b'], EW: ['c', 'd'], out: null },
          firstDealer: 'a',
          variant: 'standard',
          stake: null,
          rounding: 100,
          partnershipChange: 'cut',
        },
      ]);
  });

  it('records a deal as entered, numbered within the rubber', () => {
    table
      .given(opened)
      .when(deal('4S', 'a', 10))
      .then([
        {
          type: 'RubberDealRecorded',
          schemaVersion: 1,
          rubber: 1,
          deal: 1,
          entry: {
            kind: 'played',
            dealer: 'a',
            contract: { level: 4, strain: 'S', doubling: '' },
            declarer: 'a',
            tricks: 10,
            honours: null,
          },
        },
      ]);
  });

  it('corrects a deal with a new event saying who and why', () => {
    const { events } = play([open(), deal('4S', 'a', 9)]);
    table
      .given(events)
      .when({
        type: 'CorrectRubberDeal',
        rubber: 1,
        deal: 1,
        entry: played('4S', 'a', 10),
        correctedBy: 'c',
        reason: 'tricks miscounted',
      })
      .then([
        {
          type: 'RubberDealCorrected',
          schemaVersion: 1,
          rubber: 1,
          deal: 1,
          entry: played('4S', 'a', 10),
          correctedBy: 'c',
          reason: 'tricks miscounted',
        },
      ]);
  });

  it('refuses a correction after which a later deal would follow the end of the rubber', () => {
    const commands = [open(), deal('4S', 'a', 10), deal('1C', 'c', 7), deal('4S', 'a', 10)];
    // Deal 2 corrected to a game for NS would end the rubber there, before deal 3.
    const entry = played('4H', 'b', 10);
    const error = refusal(commands, {
      type: 'CorrectRubberDeal',
      rubber: 1,
      deal: 2,
      entry,
      correctedBy: 'c',
      reason: 'x',
    });
    expect([error.code, error.params['field']]).toEqual(['correction-conflicts', 'entry']);
  });

  it('starts the next rubber only when the current one is over; rotation computes the seating', () => {
    const rotation = [open({ partnershipChange: 'rotation' }), deal('4S', 'a', 10)];
    expect(refusal(rotation, { type: 'StartNextRubber' }).code).toBe('rubber-in-progress');
    const { events } = play([...rotation, deal('4S', 'a', 10)]);
    table
      .given(events)
      .when({ type: 'StartNextRubber' })
      .then([
        {
          type: 'NextRubberStarted',
          schemaVersion: 2,
          rubber: 2,
          seating: { NS: ['a', 'c'], EW: ['d', 'b'], out: null },
          how: 'rotation',
          firstDealer: null,
        },
      ]);
  });

  it('with five players the cut names who sits out before the next rubber', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ playerId: id, name: id, memberId: null }));
    const commands = [
      open({ players: five, seating: { NS: ['a', 'b'], EW: ['c', 'd'], out: 'e' } }),
      deal('4S', 'a', 10),
      deal('4S', 'b', 10),
    ];
    const error = refusal(commands, { type: 'StartNextRubber' });
    expect([error.code, error.params['field']]).toEqual(['partnerships', 'seating']);
    expect(refusal(commands, deal('1C', 'e', 7)).code).toBe('rubber-over');
  });

  it('the cut gives the next rubber its partnerships and its first dealer', () => {
    const { events } = play([open(), deal('4S', 'a', 10), deal('4S', 'a', 10)]);
    const seating = { NS: ['a', 'c'], EW: ['b', 'd'], out: null } as const;
    table
      .given(events)
      .when({ type: 'StartNextRubber', seating, firstDealer: 'd' })
      .then([{ type: 'NextRubberStarted', schemaVersion: 2, rubber: 2, seating, how: 'cut', firstDealer: 'd' }]);
    const stranger = refusal([open(), deal('4S', 'a', 10), deal('4S', 'a', 10)], {
      type: 'StartNextRubber',
      seating,
      firstDealer: 'x',
    });
    expect([stranger.code, stranger.params['field']]).toEqual(['player-not-at-table', 'firstDealer']);
  });

  it('corrects a deal of an earlier rubber while the next one is played; the later rubbers stand', () => {
    const commands = [
      open(),
      deal('4S', 'a', 10),
      deal('2H', 'c', 8),
      deal('4S', 'a', 10),
      { type: 'StartNextRubber' as const },
      deal('3NT', 'c', 9),
    ];
    const correction = {
      type: 'CorrectRubberDeal' as const,
      rubber: 1,
      deal: 2,
      entry: played('2H', 'c', 7),
      correctedBy: 'b',
      reason: 'one trick fewer',
    };
    table
      .given(play(commands).events)
      .when(correction)
      .then([
        {
          type: 'RubberDealCorrected',
          schemaVersion: 1,
          rubber: 1,
          deal: 2,
          entry: played('2H', 'c', 7),
          correctedBy: 'b',
          reason: 'one trick fewer',
        },
      ]);
    const after = play([...commands, correction]).state;
    expect(after.rubbers.map((r) => r.deals.length)).toEqual([3, 1]);
    expect(after.rubbers[0]!.deals[1]).toEqual(played('2H', 'c', 7));
  });

  it('refuses a correction that would leave an earlier rubber unfinished, naming the entry', () => {
    const commands = [open(), deal('4S', 'a', 10), deal('4S', 'a', 10), { type: 'StartNextRubber' as const }];
    const error = refusal(commands, {
      type: 'CorrectRubberDeal',
      rubber: 1,
      deal: 2,
      entry: played('4S', 'a', 9),
      correctedBy: 'b',
      reason: 'went down',
    });
    expect([error.code, error.params['field'], error.params['rubber']]).toEqual([
      'correction-reopens-rubber',
      'entry',
      1,
    ]);
    const unknown = refusal(commands, {
      type: 'CorrectRubberDeal',
      rubber: 3,
      deal: 1,
      entry: played('1C', 'a', 7),
      correctedBy: 'b',
      reason: 'x',
    });
    expect([unknown.code, unknown.params['field']]).toEqual(['unknown-deal', 'deal']);
  });

  it('refuses impossible data naming the field', () => {
    const bad: [RubberTableCommand, string, string][] = [
      [deal('8S', 'a', 10), 'bad-contract', 'contract.level'],
      [deal('4S', 'a', 14), 'bad-tricks', 'tricks'],
      [deal('4S', 'a', 10, { player: 'a', holding: 'four-aces' }), 'bad-honours', 'honours'],
      [deal('3NT', 'a', 9, { player: 'b', holding: 'five-trump-honours' }), 'bad-honours', 'honours'],
      [deal('4S', 'x', 10), 'player-not-at-table', 'declarer'],
      [deal('4S', 'a', 10, null, 'x'), 'player-not-at-table', 'dealer'],
      [deal('4S', 'a', 10, { player: 'x', holding: 'four-trump-honours' }), 'player-not-at-table', 'honours.player'],
    ];
    for (const [command, code, field] of bad) {
      const error = refusal([open()], command);
      expect([error.code, error.params['field']]).toEqual([code, field]);
    }
    const chicago = [
      open({ variant: 'chicago' }),
      deal('1C', 'a', 7),
      deal('1C', 'a', 7),
      deal('1C', 'a', 7),
      deal('1C', 'a', 7),
    ];
    const fifth = refusal(chicago, deal('1C', 'a', 7));
    expect([fifth.code, fifth.params['field']]).toEqual(['chicago-round-over', 'deal']);
    expect(refusal([open()], { ...open(), seating: { NS: ['a', 'b'], EW: ['c', 'd'], out: null } }).code).toBe(
      'rubber-table-exists',
    );
    expect(refusal([], open({ players: open().players.slice(0, 3) })).params['field']).toBe('players');
    expect(refusal([], open({ stake: -5 })).params['field']).toBe('stake');
  });

  it('a closed table records nothing more', () => {
    const closed = [open(), { type: 'CloseRubberTable' as const, closedAt: '2026-11-26T23:00:00Z' }];
    expect(refusal(closed, deal('1C', 'a', 7)).code).toBe('rubber-table-closed');
  });

  it('the schema refuses a contract above 7 naming the field', () => {
    expect(() => parseRubberTableCommand({ ...deal('4S', 'a', 10), entry: { kind: 'played' } })).toThrow(
      /field 'entry\./,
    );
  });
});

describe('rubber table properties', () => {
  it('a stake settlement always sums to zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            NS: fc.nat(5000),
            EW: fc.nat(5000),
            seat: fc.shuffledSubarray(['a', 'b', 'c', 'd', 'e'], { minLength: 4, maxLength: 4 }),
          }),
          { maxLength: 8 },
        ),
        fc.constantFrom(1, 10, 50, 100),
        fc.integer({ min: 1, max: 100 }),
        (rubbers, rounding, stake) => {
          const settled = settleEvening(
            ['a', 'b', 'c', 'd', 'e'],
            rubbers.map(({ NS, EW, seat }) => ({
              totals: { NS, EW },
              seating: { NS: [seat[0]!, seat[1]!] as const, EW: [seat[2]!, seat[3]!] as const, out: null },
            })),
            rounding,
            stake,
          );
          expect(settled.reduce((s, p) => s + p.points, 0)).toBe(0);
          expect(settled.reduce((s, p) => s + (p.money ?? 0), 0)).toBeCloseTo(0, 9);
          for (const p of settled) expect(Math.abs(p.points % rounding)).toBe(0);
        },
      ),
    );
  });

  it('bad input is refused naming the field, and nothing is recorded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 20 }),
        fc.integer({ min: 14, max: 40 }),
        fc.constantFrom('C', 'D', 'H', 'S') as fc.Arbitrary<'C' | 'D' | 'H' | 'S'>,
        (level, tricks, suit) => {
          const before = play([open(), deal('2NT', 'a', 8)]).state;
          const good = played(`1${suit}`, 'a', 7);
          const bad: [RubberTableCommand, string][] = [
            [{ type: 'RecordRubberDeal', entry: { ...good, contract: { ...good.contract, level } } }, 'contract.level'],
            [{ type: 'RecordRubberDeal', entry: { ...good, tricks } }, 'tricks'],
            [
              { type: 'RecordRubberDeal', entry: { ...good, honours: { player: 'c', holding: 'four-aces' } } },
              'honours',
            ],
          ];
          for (const [command, field] of bad) {
            let recorded: readonly RubberTableEvent[] = [];
            let refusedField: unknown;
            try {
              recorded = rubberTableDecider.decide(command, before);
            } catch (error) {
              refusedField = error instanceof DomainError ? error.params['field'] : error;
            }
            expect(refusedField).toBe(field);
            expect(recorded).toEqual([]);
          }
        },
      ),
    );
  });
});

describe('rubber table upcasters', () => {
  it('a version 1 next rubber reads as naming no first dealer (the deal passes on clockwise)', () => {
    const seating = { NS: ['a', 'c'], EW: ['b', 'd'], out: null };
    const stored = { type: 'NextRubberStarted', schemaVersion: 1, data: { rubber: 2, seating, how: 'cut' } };
    expect(clubUpcasters().upcast(stored)).toEqual({
      type: 'NextRubberStarted',
      schemaVersion: 2,
      data: { rubber: 2, seating, how: 'cut', firstDealer: null },
    });
  });
});
