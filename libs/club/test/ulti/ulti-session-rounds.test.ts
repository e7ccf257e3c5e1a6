// Given/when/then for a club evening: check-in, the draw as an event (strength order, all-play-all,
// a redraw with its reason), rounds of a fixed number of deals, corrections, discipline.
import { describe, expect, it } from 'vitest';
import { isDomainError } from '@club/events';
import { deciderSpec } from '@club/testing';
import { MAUSZ_2017, nextDealer, type UltiRecord } from '@club/ulti';
import {
  parseUltiSessionCommand,
  registerUltiSessionUpcasters,
  ultiSessionDecider,
  type UltiSessionCommand,
  type UltiSessionEvent,
} from '../../src';
import { UpcasterRegistry } from '@club/events';
import { byHand, concededDeal, hands, misdeal } from './deal-builder';

const spec = deciderSpec(ultiSessionDecider);
const SIX = ['Kovács', 'Nagy', 'Szabó', 'Tóth', 'Horváth', 'Varga'];

/** The events of commands decided one after the other (each must be accepted). */
function history(commands: readonly UltiSessionCommand[]): UltiSessionEvent[] {
  let state = ultiSessionDecider.initialState;
  const events: UltiSessionEvent[] = [];
  for (const c of commands) {
    const decided = ultiSessionDecider.decide(c, state);
    for (const e of decided) state = ultiSessionDecider.evolve(state, e);
    events.push(...decided);
  }
  return events;
}

const schedule: UltiSessionCommand = {
  type: 'ScheduleUltiSession',
  sessionId: 'evening-1',
  leagueId: 'L',
  ruleSet: MAUSZ_2017,
  dealsPerTable: 2,
};
const checkIns = (players: readonly string[]): UltiSessionCommand[] =>
  players.map((player) => ({ type: 'CheckInUltiPlayer', player }));
const drawn = (round = 1): UltiSessionCommand => ({
  type: 'DrawUltiRound',
  round,
  method: 'strength-order',
  ranking: ['Tóth', 'Kovács', 'Varga', 'Nagy'],
});

/** Every table of a drawn round plays `deals` conceded deals in the sheet's rotation. */
function playRound(events: readonly UltiSessionEvent[], round: number, deals: number): UltiSessionCommand[] {
  const draw = events.filter((e) => e.type === 'UltiRoundDrawn' && e.round === round).at(-1);
  if (draw?.type !== 'UltiRoundDrawn') throw new Error(`round ${round} not drawn`);
  return draw.tables.flatMap((t) => {
    let dealer = t.firstDealer;
    return Array.from({ length: deals }, (_, i) => {
      const record = concededDeal({ players: t.players, dealer, seed: round * 100 + t.table * 10 + i });
      dealer = nextDealer(t.players, dealer);
      return { type: 'RecordUltiDeal', table: t.table, dealNo: i + 1, record } as UltiSessionCommand;
    });
  });
}

describe('check-in', () => {
  it('a player checks in once; an excluded player cannot', () => {
    const base = history([schedule]);
    spec
      .given(base)
      .when({ type: 'CheckInUltiPlayer', player: ' Kovács ' })
      .then([{ type: 'UltiPlayerCheckedIn', schemaVersion: 1, player: 'Kovács' }]);
    spec
      .given(history([schedule, ...checkIns(['Kovács'])]))
      .when({ type: 'CheckInUltiPlayer', player: 'Kovács' })
      .thenThrows('already-checked-in');
    spec.given([]).when({ type: 'CheckInUltiPlayer', player: 'Kovács' }).thenThrows('session-not-scheduled');
  });

  it('a withdrawal before the draw; not of a player seated at a round being played', () => {
    const base = history([schedule, ...checkIns(SIX)]);
    spec
      .given(base)
      .when({ type: 'WithdrawUltiPlayer', player: 'Varga', reason: 'went home' })
      .then([{ type: 'UltiPlayerWithdrawn', schemaVersion: 1, player: 'Varga', reason: 'went home' }]);
    spec.given(base).when({ type: 'WithdrawUltiPlayer', player: 'Kiss' }).thenThrows('not-checked-in');
    spec
      .given(history([schedule, ...checkIns(SIX), drawn()]))
      .when({ type: 'WithdrawUltiPlayer', player: 'Varga' })
      .thenThrows((e) => isDomainError(e) && e.code === 'player-seated' && e.params['player'] === 'Varga');
  });
});

describe('the draw is an event', () => {
  it('strength order: the ranking decides, unranked players follow in check-in order; the tables are recorded', () => {
    spec
      .given(history([schedule, ...checkIns(SIX)]))
      .when(drawn())
      .then([
        {
          type: 'UltiRoundDrawn',
          schemaVersion: 1,
          round: 1,
          method: 'strength-order',
          order: ['Tóth', 'Kovács', 'Varga', 'Nagy', 'Szabó', 'Horváth'],
          tables: [
            { table: 1, players: ['Tóth', 'Kovács', 'Varga'], firstDealer: 'Varga' },
            { table: 2, players: ['Nagy', 'Szabó', 'Horváth'], firstDealer: 'Horváth' },
          ],
          reason: null,
          repeatedPairs: 0,
        },
      ]);
  });

  it('a redraw is a new event with its reason, only before the round’s first deal', () => {
    const base = history([schedule, ...checkIns(SIX), drawn()]);
    spec.given(base).when(drawn()).thenThrows('redraw-needs-reason');
    const [redraw] = ultiSessionDecider.decide(
      {
        ...drawn(),
        method: 'strength-order',
        strength: { method: 'snake' },
        reason: 'Tóth and Kovács are a couple',
      } as UltiSessionCommand,
      base.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState),
    );
    expect(redraw).toMatchObject({
      type: 'UltiRoundDrawn',
      round: 1,
      reason: 'Tóth and Kovács are a couple',
      tables: [
        { table: 1, players: ['Tóth', 'Nagy', 'Szabó'] },
        { table: 2, players: ['Kovács', 'Varga', 'Horváth'] },
      ],
    });
    const played = history([schedule, ...checkIns(SIX), drawn(), playRound(base, 1, 1)[0]!]);
    spec
      .given(played)
      .when({ ...drawn(), reason: 'late' } as UltiSessionCommand)
      .thenThrows((e) => isDomainError(e) && e.code === 'round-has-deals' && e.params['table'] === 1);
  });

  it('rounds in order: the next round only after the last one ended', () => {
    const base = history([schedule, ...checkIns(SIX), drawn()]);
    spec
      .given(base)
      .when(drawn(2))
      .thenThrows((e) => isDomainError(e) && e.code === 'round-not-ended' && e.params['round'] === 1);
    spec
      .given(base)
      .when(drawn(3))
      .thenThrows((e) => isDomainError(e) && e.code === 'round-out-of-order' && e.params['expected'] === 2);
    spec
      .given(history([schedule, ...checkIns(['A', 'B'])]))
      .when(drawn())
      .thenThrows('too-few-players');
    spec
      .given(history([schedule, ...checkIns(['A', 'B', 'C', 'D', 'E'])]))
      .when(drawn())
      .thenThrows('cannot-seat');
  });

  it('round 2 by strength order keeps round 1’s table-mates apart, and counts the pairs that meet again', () => {
    let events = history([schedule, ...checkIns(SIX), drawn()]);
    events = history([
      schedule,
      ...checkIns(SIX),
      drawn(),
      ...playRound(events, 1, 2),
      { type: 'EndUltiRound', round: 1 },
    ]);
    const [round2] = ultiSessionDecider.decide(
      drawn(2),
      events.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState),
    );
    // Six players at two tables of three: every table of round 2 holds two who met in round 1.
    expect(round2).toMatchObject({ type: 'UltiRoundDrawn', round: 2, repeatedPairs: 2 });
  });

  it('all-play-all: 9 players, each round the next of the schedule, everyone meets everyone once', () => {
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
    const commands: UltiSessionCommand[] = [{ ...schedule, dealsPerTable: 1 }, ...checkIns(nine)];
    const met = new Map<string, number>();
    for (let round = 1; round <= 4; round++) {
      commands.push({ type: 'DrawUltiRound', round, method: 'all-play-all' });
      const events = history(commands);
      const draw = events.at(-1)!;
      if (draw.type !== 'UltiRoundDrawn') throw new Error('no draw');
      expect(draw.repeatedPairs).toBe(0);
      for (const t of draw.tables)
        for (const a of t.players) for (const b of t.players) if (a < b) met.set(a + b, (met.get(a + b) ?? 0) + 1);
      commands.push(...playRound(events, round, 1), { type: 'EndUltiRound', round });
    }
    expect(met.size).toBe(36);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    spec
      .given(history(commands))
      .when({ type: 'DrawUltiRound', round: 5, method: 'all-play-all' })
      .thenThrows((e) => isDomainError(e) && e.code === 'schedule-complete' && e.params['rounds'] === 4);
  });

  it('all-play-all: a player who checks in late breaks the schedule; given tables must seat everyone checked in', () => {
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
    const first = history([
      { ...schedule, dealsPerTable: 1 },
      ...checkIns(nine),
      { type: 'DrawUltiRound', round: 1, method: 'all-play-all' },
    ]);
    const ended = history([
      { ...schedule, dealsPerTable: 1 },
      ...checkIns(nine),
      { type: 'DrawUltiRound', round: 1, method: 'all-play-all' },
      ...playRound(first, 1, 1),
      { type: 'EndUltiRound', round: 1 },
      ...checkIns(['J', 'K', 'L']),
    ]);
    spec
      .given(ended)
      .when({ type: 'DrawUltiRound', round: 2, method: 'all-play-all' })
      .thenThrows((e) => isDomainError(e) && e.code === 'players-changed');
    spec
      .given(ended)
      .when({
        type: 'DrawUltiRound',
        round: 2,
        method: 'given',
        tables: [
          { table: 1, players: ['A', 'B', 'C'], firstDealer: 'C' },
          { table: 2, players: ['D', 'E', 'F'], firstDealer: 'F' },
          { table: 3, players: ['G', 'H', 'I'], firstDealer: 'I' },
        ],
      })
      .thenThrows((e) => isDomainError(e) && e.code === 'player-not-checked-in' && e.params['player'] === 'J');
    spec
      .given(history([schedule, ...checkIns(SIX)]))
      .when({ type: 'DrawUltiRound', round: 1, method: 'all-play-all', order: ['A'] })
      .thenThrows('order-mismatch');
  });
});

describe('commands from outside', () => {
  it('name the bad field', () => {
    expect(() => parseUltiSessionCommand({ type: 'DrawUltiRound', round: 1, method: 'random' })).toThrow(
      /^Ulti session command: method: /,
    );
    expect(() => parseUltiSessionCommand({ type: 'DrawUltiRound', round: 0, method: 'given' })).toThrow(/: round: /);
    expect(() => parseUltiSessionCommand({ type: 'CheckInUltiPlayer', player: '  ' })).toThrow(/: player: /);
    expect(parseUltiSessionCommand({ type: 'EndUltiRound', round: 2 })).toEqual({ type: 'EndUltiRound', round: 2 });
  });
});

describe('rounds of a fixed number of deals', () => {
  it('a round ends when every table has played its deals; then deals are refused', () => {
    const drawnOnly = history([schedule, ...checkIns(SIX), drawn()]);
    const deals = playRound(drawnOnly, 1, 2);
    spec
      .given(history([schedule, ...checkIns(SIX), drawn(), ...deals.slice(0, 3)]))
      .when({ type: 'EndUltiRound', round: 1 })
      .thenThrows(
        (e) =>
          isDomainError(e) &&
          e.code === 'round-incomplete' &&
          e.params['table'] === 2 &&
          e.params['deals'] === 1 &&
          e.params['dealsPerTable'] === 2,
      );
    const full = history([schedule, ...checkIns(SIX), drawn(), ...deals]);
    spec
      .given(full)
      .when({ type: 'EndUltiRound', round: 1 })
      .then([{ type: 'UltiRoundEnded', schemaVersion: 1, round: 1, leagueId: 'L' }]);
    spec
      .given(full)
      .when({ ...deals[0]!, dealNo: 3 } as UltiSessionCommand)
      .thenThrows('too-many-deals');
    spec
      .given(history([schedule, ...checkIns(SIX), drawn(), ...deals, { type: 'EndUltiRound', round: 1 }]))
      .when({ ...deals[0]!, dealNo: 3 } as UltiSessionCommand)
      .thenThrows('round-ended');
    spec
      .given(history([schedule]))
      .when(deals[0]!)
      .thenThrows('round-not-drawn');
  });

  it('a deal records its round (version 2)', () => {
    const drawnOnly = history([schedule, ...checkIns(SIX), drawn()]);
    const [deal] = ultiSessionDecider.decide(
      playRound(drawnOnly, 1, 1)[0]!,
      drawnOnly.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState),
    );
    expect(deal).toMatchObject({ type: 'UltiDealRecorded', schemaVersion: 2, round: 1, table: 1, dealNo: 1 });
  });
});

describe('corrections are new events (who, why)', () => {
  const base = history([schedule, ...checkIns(SIX), drawn()]);
  const deal = playRound(base, 1, 1)[0]! as Extract<UltiSessionCommand, { type: 'RecordUltiDeal' }>;
  const recorded = history([schedule, ...checkIns(SIX), drawn(), deal]);
  const betli = concededDeal({ players: deal.record.players, dealer: deal.record.dealer, bid: 'betli', seed: 110 });

  it('the corrected record replaces the deal, with its new settlement, who and why', () => {
    spec
      .given(recorded)
      .when({ type: 'CorrectUltiDeal', table: 1, dealNo: 1, record: betli, by: 'scorer-1', reason: 'it was a betli' })
      .then([
        {
          type: 'UltiDealCorrected',
          schemaVersion: 1,
          round: 1,
          table: 1,
          dealNo: 1,
          record: betli,
          settlement: byHand(betli),
          by: 'scorer-1',
          reason: 'it was a betli',
        },
      ]);
  });

  it('refused: another dealer, a redeal that was not one, no change, no such deal', () => {
    const correct = (record: UltiRecord, dealNo = 1): UltiSessionCommand => ({
      type: 'CorrectUltiDeal',
      table: 1,
      dealNo,
      record,
      by: 'scorer-1',
      reason: 'slip',
    });
    spec
      .given(recorded)
      .when(correct({ ...betli, dealer: 'Tóth' }))
      .thenThrows(
        (e) => isDomainError(e) && e.code === 'correction-changes-rotation' && e.params['field'] === 'record.dealer',
      );
    spec
      .given(recorded)
      .when(correct(misdeal(deal.record.players, deal.record.dealer)))
      .thenThrows(
        (e) => isDomainError(e) && e.code === 'correction-changes-rotation' && e.params['field'] === 'record.actions',
      );
    spec.given(recorded).when(correct(deal.record)).thenThrows('no-change');
    spec.given(recorded).when(correct(betli, 2)).thenThrows('unknown-deal');
    expect(() => parseUltiSessionCommand({ ...correct(betli), reason: ' ' })).toThrow(/reason/);
  });
});

describe('discipline', () => {
  it('an excluded player leaves the check-in list and cannot come back', () => {
    const events = history([
      schedule,
      ...checkIns(SIX),
      drawn(),
      {
        type: 'RecordUltiJuryRuling',
        rulingId: 'j1',
        table: 1,
        ruling: { kind: 'discipline', player: 'Tóth', action: 'exclusion' },
        text: '§11: insulted the jury',
      },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'UltiJuryRuling', schemaVersion: 2, round: 1, table: 1 });
    const state = events.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState);
    expect(state.checkedIn).not.toContain('Tóth');
    expect(state.excluded).toEqual(['Tóth']);
    spec.given(events).when({ type: 'CheckInUltiPlayer', player: 'Tóth' }).thenThrows('player-excluded');
  });
});

describe('version 1 events read as round 1', () => {
  it('the upcasters add round 1 to deals, seating corrections and jury rulings', () => {
    const registry = registerUltiSessionUpcasters(new UpcasterRegistry());
    for (const type of ['UltiDealRecorded', 'UltiSeatingCorrected', 'UltiJuryRuling']) {
      expect(registry.upcast({ type, schemaVersion: 1, data: { table: 2 } })).toEqual({
        type,
        schemaVersion: 2,
        data: { table: 2, round: 1 },
      });
    }
  });
});

describe('sportulti boards over the rounds of an evening', () => {
  // Round 1 and round 2 both have a table 1, with other players: each plays board b1.
  const R1 = ['Kovács', 'Nagy', 'Szabó'];
  const R2 = ['Tóth', 'Horváth', 'Varga'];
  const given = (round: number, one: string[], two: string[]): UltiSessionCommand => ({
    type: 'DrawUltiRound',
    round,
    method: 'given',
    tables: [one, two].map((players, i) => ({ table: i + 1, players, firstDealer: players.at(-1)! })),
  });
  const cards = hands(R1, 'Szabó', 5);
  // The board's lines at any table: its first bidder holds Kovács's cards, and so on.
  const b1 = (players: string[]) =>
    concededDeal({
      players,
      dealer: players.at(-1)!,
      hands: Object.fromEntries(players.map((p, i) => [p, cards[R1[i]!]!])),
    });
  const second = (players: string[]) =>
    concededDeal({ players, dealer: nextDealer(players, players.at(-1)!), seed: 9 });
  const evening = history([
    { ...schedule, dealsPerTable: 2 },
    ...checkIns(SIX),
    given(1, R1, R2),
    { type: 'RecordUltiDeal', table: 1, dealNo: 1, record: b1(R1), board: 'b1' },
    { type: 'RecordUltiDeal', table: 1, dealNo: 2, record: second(R1) },
    { type: 'RecordUltiDeal', table: 2, dealNo: 1, record: concededDeal({ players: R2, dealer: 'Varga', seed: 7 }) },
    { type: 'RecordUltiDeal', table: 2, dealNo: 2, record: second(R2) },
    { type: 'EndUltiRound', round: 1 },
    given(2, R2, R1),
  ]);
  const playedInRound2: UltiSessionCommand = {
    type: 'RecordUltiDeal',
    table: 1,
    dealNo: 1,
    record: b1(R2),
    board: 'b1',
  };

  it('given b1 played at table 1 of round 1, when table 1 of round 2 plays it, then it is recorded there', () => {
    const state = evening.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState);
    const recorded = ultiSessionDecider.decide(playedInRound2, state);
    expect(recorded).toMatchObject([{ type: 'UltiDealRecorded', round: 2, table: 1, dealNo: 1, board: 'b1' }]);
  });

  it('given b1 played at table 1 of round 2, when that table plays it again, then it is refused naming table and round', () => {
    const state = evening.reduce(ultiSessionDecider.evolve, ultiSessionDecider.initialState);
    spec
      .given([...evening, ...ultiSessionDecider.decide(playedInRound2, state)])
      .when({ type: 'RecordUltiDeal', table: 1, dealNo: 2, record: second(R2), board: 'b1' })
      .thenThrows(
        (e) =>
          isDomainError(e) && e.code === 'board-played-twice' && e.params['round'] === 2 && e.params['table'] === 1,
      );
  });
});
