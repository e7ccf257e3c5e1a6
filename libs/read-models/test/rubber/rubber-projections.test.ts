// The rubber projections on a real store: the table's sheet and evening, a member's evenings, the
// season's ladder; a rebuild equals the live projection (verify), also for random evenings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  rubberTableDecider,
  rubberTableStreamId,
  type OpenRubberTable,
  type RubberTableCommand,
  type RubberTableEvent,
} from '@club/club';
import { createCommandHandler } from '@club/event-store';
import { versionedEventOf } from '@club/events';
import {
  createProjectionRunner,
  readMemberRubberEvenings,
  readRubberLadder,
  readRubberLadderPeriods,
  clubCalendarDay,
  readRubberTable,
  rubberIndexProjection,
  rubberTableProjection,
} from '../../src';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const codec = {
  encode: ({ type, schemaVersion, ...data }: RubberTableEvent) => ({ type, schemaVersion, data }),
  decode: versionedEventOf<RubberTableEvent>,
};

const opening = (
  tableId: string,
  seating: OpenRubberTable['seating'],
  when: Pick<OpenRubberTable, 'openedAt' | 'seasonId'> = { openedAt: '2026-11-26T18:00:00Z', seasonId: 's26' },
): OpenRubberTable => ({
  type: 'OpenRubberTable',
  tableId,
  clubId: 'demo',
  openedBy: 'm1',
  ...when,
  players: [
    { playerId: 'm1', name: 'Anna', memberId: 'm1' },
    { playerId: 'm2', name: 'Béla', memberId: 'm2' },
    { playerId: 'm3', name: 'Cecil', memberId: 'm3' },
    { playerId: 'g1', name: 'Guest', memberId: null },
  ],
  seating,
  firstDealer: 'm1',
  variant: 'standard',
  stake: 5,
});

const deal = (
  level: number,
  strain: 'C' | 'D' | 'H' | 'S' | 'NT',
  declarer: string,
  tricks: number,
  dealer = 'm1',
): RubberTableCommand => ({
  type: 'RecordRubberDeal',
  entry: { kind: 'played', dealer, contract: { level, strain, doubling: '' }, declarer, tricks, honours: null },
});
const close: RubberTableCommand = { type: 'CloseRubberTable', closedAt: '2026-11-26T23:00:00Z' };

async function tables(evenings: Record<string, readonly RubberTableCommand[]>) {
  const store = temp.open();
  const handle = createCommandHandler(store, rubberTableDecider, { codec });
  for (const [tableId, commands] of Object.entries(evenings))
    for (const c of commands) await handle(rubberTableStreamId(tableId), c);
  const runner = createProjectionRunner(store, { projections: [rubberTableProjection, rubberIndexProjection] });
  runner.catchUp();
  return runner;
}

describe('rubber projections', () => {
  it('the sheet, the evening, a member’s evenings and the ladder', async () => {
    const runner = await tables({
      t1: [
        opening('t1', { NS: ['m1', 'm2'], EW: ['m3', 'g1'], out: null }),
        deal(4, 'S', 'm1', 10),
        deal(3, 'NT', 'm3', 9, 'm3'),
        deal(4, 'H', 'm2', 11, 'm2'),
        close,
      ],
      t2: [opening('t2', { NS: ['m1', 'm3'], EW: ['m2', 'g1'], out: null }), deal(2, 'H', 'm2', 8), close],
    });
    const t1 = readRubberTable(runner, 't1')!;
    // NS 120 + 120 + 30 + 500 = 770; EW 100
    expect(t1.evening.rubbers[0]!.score.totals).toEqual({ NS: 770, EW: 100 });
    expect(t1.evening.rubbers[0]!.score.deals[2]!.vulnerable).toEqual({ NS: true, EW: true });
    // 670 → 700, 5 per 100: 35
    expect(t1.evening.players.map((p) => [p.playerId, p.points, p.money])).toEqual([
      ['m1', 700, 35],
      ['m2', 700, 35],
      ['m3', -700, -35],
      ['g1', -700, -35],
    ]);
    // t2, unfinished: EW 60 + 100 = 160 → 200 (160: 100 + 60, over half)
    expect(readMemberRubberEvenings(runner, 'demo', 'm2').map((e) => [e.tableId, e.points])).toEqual([
      ['t1', 700],
      ['t2', 200],
    ]);
    // m2 700 + 200 = 900; m1 700 − 200 = 500; m3 −700 − 200 = −900; the guest is not ranked
    expect(
      readRubberLadder(runner, 'demo', { kind: 'season', key: 's26' }, 'UTC').map((r) => [
        r.memberId,
        r.points,
        r.place,
      ]),
    ).toEqual([
      ['m2', 900, 1],
      ['m1', 500, 2],
      ['m3', -900, 3],
    ]);
    expect(runner.verify().ok).toBe(true);
  });

  it('the ladder of a season, a calendar month or year, all time; the periods with a closed evening', async () => {
    const seating = { NS: ['m1', 'm2'], EW: ['m3', 'g1'], out: null } as const;
    const runner = await tables({
      t1: [opening('t1', seating), deal(4, 'S', 'm1', 10), close],
      t2: [
        opening('t2', seating, { openedAt: '2026-10-08T18:00:00Z', seasonId: 's26' }),
        deal(4, 'S', 'm3', 10, 'm3'),
        close,
      ],
      t3: [opening('t3', seating, { openedAt: '2025-12-30T18:00:00Z', seasonId: null }), deal(4, 'S', 'm1', 10), close],
      // Not closed: counts nowhere yet.
      t4: [opening('t4', seating, { openedAt: '2024-05-01T18:00:00Z', seasonId: null }), deal(4, 'S', 'm1', 10)],
    });
    const m1 = (kind: 'season' | 'month' | 'year' | 'all', key: string) =>
      readRubberLadder(runner, 'demo', { kind, key }, 'UTC').find((r) => r.memberId === 'm1')?.points ?? null;
    const won = readRubberLadder(runner, 'demo', { kind: 'all', key: 'all' }, 'UTC').find((r) => r.memberId === 'm3')!;
    // Each table: one game (120) then closed, the unfinished rubber's 300 for the game: 420 → 400.
    expect([m1('season', 's26'), m1('month', '2026-11'), m1('month', '2026-10'), m1('year', '2026')]).toEqual([
      0, 400, -400, 0,
    ]);
    expect([m1('year', '2025'), m1('all', 'all'), m1('month', '2024-05')]).toEqual([400, 400, null]);
    expect([won.points, won.evenings]).toEqual([-400, 3]);
    expect(readRubberLadderPeriods(runner, 'demo', 'month', 'UTC')).toEqual(['2026-11', '2026-10', '2025-12']);
    expect(readRubberLadderPeriods(runner, 'demo', 'season', 'UTC')).toEqual(['s26']);
    expect(readRubberLadderPeriods(runner, 'demo', 'year', 'UTC')).toEqual(['2026', '2025']);
  });

  it("the months and years go by the club's calendar: an evening near midnight lands in its own month", async () => {
    const seating = { NS: ['m1', 'm2'], EW: ['m3', 'g1'], out: null } as const;
    const runner = await tables({
      // 00:30 on 1 December in Budapest; still 30 November in UTC.
      t1: [
        opening('t1', seating, { openedAt: '2026-11-30T23:30:00Z', seasonId: null }),
        deal(4, 'S', 'm1', 10),
        { type: 'CloseRubberTable', closedAt: '2026-12-01T02:00:00Z' },
      ],
      // 00:15 on 1 January 2026 in Budapest; still 2025 in UTC.
      t2: [
        opening('t2', seating, { openedAt: '2025-12-31T23:15:00Z', seasonId: null }),
        deal(4, 'S', 'm1', 10),
        { type: 'CloseRubberTable', closedAt: '2026-01-01T02:00:00Z' },
      ],
    });
    const months = (timeZone: string) => readRubberLadderPeriods(runner, 'demo', 'month', timeZone);
    expect(months('UTC')).toEqual(['2026-11', '2025-12']);
    expect(months('Europe/Budapest')).toEqual(['2026-12', '2026-01']);
    // 21:00 in New York on 31 October is October there, whatever UTC says.
    expect(clubCalendarDay('2026-11-01T01:00:00Z', 'America/New_York')).toBe('2026-10-31');
    expect(readRubberLadderPeriods(runner, 'demo', 'year', 'Europe/Budapest')).toEqual(['2026']);
    const m1 = (key: string, timeZone: string) =>
      readRubberLadder(runner, 'demo', { kind: 'month', key }, timeZone).find((r) => r.memberId === 'm1')?.points;
    // Each table: one game (120), the unfinished rubber's 300: 420 → 400.
    expect([m1('2026-12', 'Europe/Budapest'), m1('2026-11', 'Europe/Budapest'), m1('2026-11', 'UTC')]).toEqual([
      400,
      undefined,
      400,
    ]);
  });

  it('a run of events folded at once (evolveAll) equals folding them one by one', async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, rubberTableDecider, { codec });
    const commands = [
      opening('t1', { NS: ['m1', 'm2'], EW: ['m3', 'g1'], out: null }),
      deal(4, 'S', 'm1', 10),
      deal(3, 'NT', 'm3', 9, 'm3'),
      deal(4, 'H', 'm2', 11, 'm2'),
      close,
    ];
    for (const c of commands) await handle(rubberTableStreamId('t1'), c);
    const events = store.readAll();
    const p = rubberTableProjection;
    const initial = p.initial('table:t1');
    const stepwise = events.reduce((doc, e) => p.evolve(doc, e), initial);
    expect(stepwise.evening.players).toHaveLength(4);
    expect(p.evolveAll!(initial, events)).toEqual(stepwise);
    for (const cut of [1, 2, 4])
      expect(p.evolveAll!(p.evolveAll!(initial, events.slice(0, cut)), events.slice(cut))).toEqual(stepwise);
  });

  it('a rebuild equals the live projection, for random evenings', async () => {
    const players = ['m1', 'm2', 'm3', 'g1'];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            level: fc.integer({ min: 1, max: 7 }),
            strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT') as fc.Arbitrary<'C' | 'D' | 'H' | 'S' | 'NT'>,
            declarer: fc.constantFrom(...players),
            tricks: fc.integer({ min: 0, max: 13 }),
          }),
          { maxLength: 12 },
        ),
        fc.boolean(),
        async (deals, closed) => {
          const commands: RubberTableCommand[] = [opening('r', { NS: ['m1', 'm2'], EW: ['m3', 'g1'], out: null })];
          let rubberOver = false;
          const store = temp.open(temp.path(`run-${(run += 1)}.db`));
          const handle = createCommandHandler(store, rubberTableDecider, { codec });
          for (const c of commands) await handle(rubberTableStreamId('r'), c);
          for (const d of deals) {
            if (rubberOver) await handle(rubberTableStreamId('r'), { type: 'StartNextRubber' });
            const result = await handle(rubberTableStreamId('r'), deal(d.level, d.strain, d.declarer, d.tricks));
            rubberOver = result.state.rubbers.length > 0 && readOver(result.state);
          }
          if (closed) await handle(rubberTableStreamId('r'), close);
          const runner = createProjectionRunner(store, { projections: [rubberTableProjection, rubberIndexProjection] });
          runner.catchUp();
          const live = readRubberTable(runner, 'r');
          expect(runner.verify().ok).toBe(true);
          runner.rebuild();
          expect(readRubberTable(runner, 'r')).toEqual(live);
          const sum = live!.evening.players.reduce((s, p) => s + p.points, 0);
          expect(sum).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});

function readOver(state: Parameters<typeof rubberTableDecider.evolve>[0]): boolean {
  try {
    rubberTableDecider.decide({ type: 'StartNextRubber' }, state);
    return true;
  } catch {
    return false;
  }
}
