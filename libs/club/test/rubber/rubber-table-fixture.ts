// Builds rubber table evenings for tests: commands through the decider, state folded.
import type { HonoursHolding, Strain, Doubling } from '@club/bridge';
import {
  rubberTableDecider,
  type OpenRubberTable,
  type PlayedDeal,
  type RubberTableCommand,
  type RubberTableEvent,
  type RubberTableState,
} from '../../src';

export function open(overrides: Partial<OpenRubberTable> = {}): OpenRubberTable {
  return {
    type: 'OpenRubberTable',
    tableId: 't1',
    clubId: 'demo',
    openedBy: 'a',
    openedAt: '2026-11-26T18:00:00Z',
    players: ['a', 'b', 'c', 'd'].map((id) => ({ playerId: id, name: id.toUpperCase(), memberId: id })),
    seating: { NS: ['a', 'b'], EW: ['c', 'd'], out: null },
    firstDealer: 'a',
    variant: 'standard',
    ...overrides,
  };
}

type Honours = { player: string; holding: HonoursHolding } | null;

/** A played deal from text: '4S' / '2CXX', declarer, tricks, honours, dealer. */
export function played(
  contract: string,
  declarer: string,
  tricks: number,
  honours: Honours = null,
  dealer = 'a',
): PlayedDeal {
  const m = /^(\d)(NT|C|D|H|S)(X{0,2})$/.exec(contract)!;
  return {
    kind: 'played',
    dealer,
    contract: { level: Number(m[1]), strain: m[2] as Strain, doubling: m[3] as Doubling },
    declarer,
    tricks,
    honours,
  };
}

export function deal(...args: Parameters<typeof played>): RubberTableCommand {
  return { type: 'RecordRubberDeal', entry: played(...args) };
}

export const passOut = (dealer: string): RubberTableCommand => ({
  type: 'RecordRubberDeal',
  entry: { kind: 'passed-out', dealer },
});

export function play(commands: readonly RubberTableCommand[]): { state: RubberTableState; events: RubberTableEvent[] } {
  let state = rubberTableDecider.initialState;
  const events: RubberTableEvent[] = [];
  for (const command of commands) {
    for (const e of rubberTableDecider.decide(command, state)) {
      events.push(e);
      state = rubberTableDecider.evolve(state, e);
    }
  }
  return { state, events };
}
