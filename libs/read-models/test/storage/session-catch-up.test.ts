// A large session (300 boards, 900 table-boards, as a big import records it) caught up in slices
// gives byte for byte the documents a rebuild gives, and each slice folds the session document's
// new events as one run (evolveAll), so the catch-up does not copy its table-board list per event.
import { describe, expect, test } from 'vitest';
import type { SessionScheduled } from '@club/club';
import type { RecordedEvent } from '@club/events';
import { bridgeSessionProjection, createProjectionRunner, tableBoardProjection } from '../../src';
import type { BridgeSessionDocument, DocumentProjection } from '../../src';
import { ClubLog } from '../bridge/club-log';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();
const BOARDS_PER_ROUND = 100;
const SLICE = 97;

function bigSessionLog(): RecordedEvent[] {
  const log = new ClubLog();
  const [schedule] = log.session('big', {
    type: 'ScheduleSession',
    sessionId: 'big',
    name: 'Imported pairs',
    leagueId: null,
    startsAt: '2026-11-21T18:00:00.000Z',
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: BOARDS_PER_ROUND } }],
    boards: Array.from({ length: 3 * BOARDS_PER_ROUND }, (_, i) => ({ board: i + 1, deal: null })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [`n${t}`, `s${t}`] },
      { section: 'A', pair: `${t}EW`, players: [`e${t}`, `w${t}`] },
    ]),
  }) as [SessionScheduled];
  for (let board = 1; board <= 3 * BOARDS_PER_ROUND; board++)
    for (const table of [1, 2, 3]) log.board(schedule, 'A', table, board, []);
  return log.events;
}

/** The projection as it is, counting its folds. */
function counting<Doc>(projection: DocumentProjection<Doc>) {
  const calls = { evolve: 0, evolveAll: 0 };
  const { evolveAll } = projection;
  const counted: DocumentProjection<Doc> = {
    ...projection,
    evolve: (doc, event) => (calls.evolve++, projection.evolve(doc, event)),
    ...(evolveAll
      ? { evolveAll: (doc: Doc, events: readonly RecordedEvent[]) => (calls.evolveAll++, evolveAll(doc, events)) }
      : {}),
  };
  return { counted, calls };
}

describe('projection runner: catch-up of a large session in slices', () => {
  test('equals the rebuild byte for byte, folding each slice of the session document as one run', () => {
    const store = temp.open();
    const session = counting<BridgeSessionDocument>(bridgeSessionProjection);
    const runner = createProjectionRunner(store, { projections: [session.counted, tableBoardProjection] });
    const events = bigSessionLog();
    let slices = 0;
    for (let from = 0; from < events.length; from += SLICE, slices++) {
      for (const e of events.slice(from, from + SLICE))
        store.append(
          e.streamId,
          [{ type: e.type, schemaVersion: e.schemaVersion, data: e.data }],
          e.streamPosition - 1 || 'no-stream',
        );
      runner.catchUp();
    }
    expect(events.length).toBe(1 + 900);
    expect(runner.document<BridgeSessionDocument>('bridge.session', 'big')!.tableBoards).toHaveLength(900);
    // One fold per slice for the one session document, none event by event.
    expect(session.calls).toEqual({ evolve: 0, evolveAll: slices });

    const rows = () =>
      store.sqlite.prepare('SELECT projection, key, doc FROM read_model_documents ORDER BY projection, key').all();
    const caughtUp = rows();
    expect(runner.verify()).toMatchObject({ ok: true, differences: [] });
    runner.rebuild();
    expect(rows()).toEqual(caughtUp);
  });
});
