import { describe, expect, test } from 'vitest';
import { DomainError, type Decider } from '@club/events';
import { CommandRetriesExhaustedError, createCommandHandler, plainEventCodec, type EventStore } from '../src';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();

// A table with four seats: a seat can be taken once.
type Command = { type: 'TakeSeat'; seat: string; player: string };
type Event = { type: 'SeatTaken'; seat: string; player: string };
type State = Readonly<Record<string, string>>;
const table: Decider<Command, Event, State> = {
  initialState: {},
  decide(command, state) {
    if (state[command.seat])
      throw new DomainError('seat-taken', `seat ${command.seat} is taken by ${state[command.seat]}`);
    return [{ type: 'SeatTaken', seat: command.seat, player: command.player }];
  },
  evolve: (state, event) => ({ ...state, [event.seat]: event.player }),
};

// Another writer takes seat N of table-1 between the handler's first read and its append.
function racedOnce(store: Pick<EventStore, 'append'>): Decider<Command, Event, State> {
  let interfered = false;
  return {
    ...table,
    decide(command, state) {
      if (!interfered) {
        interfered = true;
        store.append('table-1', [{ type: 'SeatTaken', schemaVersion: 1, data: { seat: 'N', player: 'Zed' } }], 'any');
      }
      return table.decide(command, state);
    },
  };
}

describe('command handler', () => {
  test("gives the decision's last event the id the client chose", async () => {
    const store = temp.open();
    const id = '0192f1c4-5a3b-7c2d-8e4f-123456789abc';
    const handle = createCommandHandler(store, table, { lastEventId: id });
    await handle('table-1', { type: 'TakeSeat', seat: 'N', player: 'Ann' });
    expect(store.readStream('table-1').map((e) => e.metadata.eventId)).toEqual([id]);
  });

  test('reads, decides and appends with the version it read', async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, table);
    const first = await handle(
      'table-1',
      { type: 'TakeSeat', seat: 'N', player: 'Ann' },
      { actor: { id: 'ann', role: 'player' } },
    );
    expect(first.events).toEqual([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }]);
    expect(first.state).toEqual({ N: 'Ann' });
    expect(first.attempts).toBe(1);
    const second = await handle('table-1', { type: 'TakeSeat', seat: 'S', player: 'Bob' });
    expect(second.state).toEqual({ N: 'Ann', S: 'Bob' });
    expect(second.append.nextExpectedVersion).toBe(2);
    const stored = store.readStream('table-1');
    expect(stored.map((e) => [e.type, e.schemaVersion, e.data])).toEqual([
      ['SeatTaken', 1, { seat: 'N', player: 'Ann' }],
      ['SeatTaken', 1, { seat: 'S', player: 'Bob' }],
    ]);
    expect(stored[0]!.metadata.actor).toEqual({ id: 'ann', role: 'player' });
  });

  test('a refused command appends nothing', async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, table);
    await handle('table-1', { type: 'TakeSeat', seat: 'N', player: 'Ann' });
    await expect(handle('table-1', { type: 'TakeSeat', seat: 'N', player: 'Bob' })).rejects.toThrow(
      /seat N is taken by Ann/,
    );
    expect(store.streamVersion('table-1')).toBe(1);
  });

  test('on a conflict it re-reads and decides again from the new history', async () => {
    const store = temp.open();
    const racing = racedOnce(store);
    const handle = createCommandHandler(store, racing);
    const result = await handle('table-1', { type: 'TakeSeat', seat: 'E', player: 'Ann' });
    expect(result.attempts).toBe(2);
    expect(result.state).toEqual({ N: 'Zed', E: 'Ann' });
    expect(store.readStream('table-1').map((e) => e.data)).toEqual([
      { seat: 'N', player: 'Zed' },
      { seat: 'E', player: 'Ann' },
    ]);
  });

  test('a race for the same seat ends in the refusal, not in two holders', async () => {
    const store = temp.open();
    const racing = racedOnce(store);
    await expect(
      createCommandHandler(store, racing)('table-1', { type: 'TakeSeat', seat: 'N', player: 'Ann' }),
    ).rejects.toThrow(/seat N is taken by Zed/);
    expect(store.streamVersion('table-1')).toBe(1);
  });

  test('gives up after maxAttempts conflicts', async () => {
    const store = temp.open();
    let n = 0;
    const alwaysRaced: Decider<Command, Event, State> = {
      ...table,
      decide(command, state) {
        store.append('table-1', [{ type: 'Kibitz', schemaVersion: 1, data: { n: n++ } }], 'any');
        return table.decide(command, state);
      },
    };
    const handle = createCommandHandler(store, alwaysRaced, { maxAttempts: 3 });
    const error = await handle('table-1', { type: 'TakeSeat', seat: 'N', player: 'Ann' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandRetriesExhaustedError);
    expect(error).toMatchObject({ attempts: 3, lastConflict: { expected: 2, actual: 3 } });
    expect(n).toBe(3);
  });

  test('a codec maps schema versions', async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, table, {
      codec: plainEventCodec<Event>({ schemaVersions: { SeatTaken: 3 } }),
    });
    await handle('table-1', { type: 'TakeSeat', seat: 'W', player: 'Di' });
    expect(store.readStream('table-1')[0]!.schemaVersion).toBe(3);
  });
});
