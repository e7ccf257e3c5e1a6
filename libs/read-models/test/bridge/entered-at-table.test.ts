// Given/when/then on the `bridge.table-board` projection and awaitsConfirmation: a result waits for
// East-West's confirmation only when the table itself entered it (its phone, or a member seated
// there); the director's entry, and his correction of a table's entry, wait for no one.
import type { RecordedEvent } from '@club/events';
import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, tableBoardProjection, type TableBoardEntry } from '../../src';

const STREAM = 'tableboard-F1-A-2-3';
const KEY = 'A/2/3';
const made = { contract: { level: 4, strain: 'S', doubled: '' }, declarer: 'N', tricks: 10, nsScore: 420 };
const down = { contract: { level: 4, strain: 'S', doubled: '' }, declarer: 'N', tricks: 9, nsScore: -50 };

let position = 0;
/** One event of the board's stream as the store gives it back, written by someone with `role`. */
function recorded(type: string, data: object, role: string): RecordedEvent {
  position += 1;
  return {
    position,
    streamId: STREAM,
    streamPosition: position,
    type,
    schemaVersion: 1,
    data,
    metadata: { eventId: `e${position}`, occurredAt: '', recordedAt: '', actor: { id: 'x', role } },
  };
}

const opened = recorded(
  'TableBoardOpened',
  { sessionId: 'F1', section: 'A', table: 2, round: 1, board: 3, ns: '2NS', ew: '2EW' },
  'table',
);
const entered = (role: string) => recorded('TableResultRecorded', { result: made, source: 'entered' }, role);
const corrected = recorded(
  'ResultCorrected',
  { before: made, after: down, reason: 'the table asked', law: '79A', at: '' },
  'director',
);

/** The board's document after `events`, from nothing. */
const given = (...events: RecordedEvent[]) =>
  events.reduce<TableBoardEntry | null>(
    (doc, e) => tableBoardProjection.evolve(doc, e),
    tableBoardProjection.initial(STREAM),
  );

const waits = (entry: TableBoardEntry | null, confirmed: readonly string[] = []) =>
  awaitsConfirmation(entry, 'round', (key) => confirmed.includes(key));

describe('a result waiting for East-West', () => {
  it("waits when the table's phone or a seated member entered it, until East-West confirm the board", () => {
    expect(waits(given(opened, entered('table')))).toBe(true);
    expect(waits(given(opened, entered('player')))).toBe(true);
    expect(waits(given(opened, entered('table')), [KEY])).toBe(false);
  });

  it('does not wait when the director entered it', () => {
    const entry = given(opened, entered('director'));
    expect(entry?.result).toEqual(made);
    expect(waits(entry)).toBe(false);
  });

  it("does not wait once the director corrected the table's entry", () => {
    const entry = given(opened, entered('table'), corrected);
    expect(entry?.result).toEqual(down);
    expect(waits(entry)).toBe(false);
  });

  it('does not wait when the session asks for no confirmation, or has no result', () => {
    expect(awaitsConfirmation(given(opened, entered('table')), 'none', () => false)).toBe(false);
    expect(awaitsConfirmation(given(opened, entered('table')), undefined, () => false)).toBe(false);
    expect(waits(given(opened))).toBe(false);
  });
});
