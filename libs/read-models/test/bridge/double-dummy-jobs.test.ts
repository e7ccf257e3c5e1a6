// The double-dummy job kinds' own logic, with a solver that stands in for the worker's (the real
// one is tested with the DDS library in libs/double-dummy): which deals a schedule triggers, what
// is stored, and which cards of a play cost a trick.
import { describe, expect, test } from 'vitest';
import { dealCode, formatPbnDeal, generateDeal } from '@club/bridge';
import type { RecordedEvent } from '@club/events';
import {
  BRIDGE_DOUBLE_DUMMY,
  BRIDGE_SESSION_PROJECTION,
  DOUBLE_DUMMY_SERVICE,
  completeDealCode,
  costsTrick,
  doubleDummyJob,
  type DoubleDummySolver,
  type DocumentReader,
  type DerivedJobRef,
} from '../../src';

const scheduled = (streamId: string): RecordedEvent => ({
  position: 7,
  streamId,
  streamPosition: 1,
  type: 'SessionScheduled',
  schemaVersion: 1,
  data: {},
  metadata: { eventId: 'e7', occurredAt: '', recordedAt: '', actor: { id: 'd', role: 'director' } },
});

const one = formatPbnDeal(generateDeal(1));
const two = formatPbnDeal(generateDeal(2));

const withSession = (boards: { board: number; deal: string | null }[]): DocumentReader => ({
  document: <Doc>(projection: string, key: string) =>
    (projection === BRIDGE_SESSION_PROJECTION && key === 'S1' ? { boards } : undefined) as Doc | undefined,
});

describe('double-dummy job: a schedule with hand records', () => {
  test('asks for one analysis per distinct complete deal, at a fixed version (never again for the same cards)', () => {
    const documents = withSession([
      { board: 1, deal: one },
      { board: 2, deal: two },
      { board: 3, deal: one },
      { board: 4, deal: null },
      { board: 5, deal: 'N:AKQ... - - -' },
    ]);
    expect(doubleDummyJob.triggerOf(scheduled('session-S1'), documents)).toEqual([
      { subject: dealCode(generateDeal(1)), version: 1 },
      { subject: dealCode(generateDeal(2)), version: 1 },
    ]);
    expect(doubleDummyJob.triggerOf(scheduled('league-L1'), documents)).toBeUndefined();
    expect(completeDealCode('not a deal')).toBeUndefined();
  });

  test('stores the table the solver gives for the deal its subject names', () => {
    const asked: string[] = [];
    const table = { N: { NT: 7, S: 8, H: 6, D: 5, C: 4 } } as unknown as ReturnType<DoubleDummySolver['table']>;
    const solver: DoubleDummySolver = {
      table: (deal) => {
        asked.push(deal);
        return table;
      },
      tricksAfterEachCard: () => [],
    };
    const subject = dealCode(generateDeal(2));
    const job = { jobId: `double-dummy.${subject}.v1`, kind: 'double-dummy', subject } as DerivedJobRef;
    expect(doubleDummyJob.compute(job, withSession([]), { [DOUBLE_DUMMY_SERVICE]: solver })).toEqual([
      { kind: BRIDGE_DOUBLE_DUMMY, key: subject, doc: { table } },
    ]);
    expect(asked).toEqual([two]);
  });
});

describe('costsTrick: a card after which declarer’s count moves against its side', () => {
  // Declarer could take 10 before the lead; a defender's card gives him an 11th; his own card then drops to 9.
  const tricks = [10, 11, 11, 9];
  test('a defender’s card that raises declarer’s count cost the defence a trick', () => {
    expect(costsTrick(tricks, 0, false)).toBe(true);
  });
  test('a declarer’s card that lowers his count cost him a trick; a card that changes nothing cost nothing', () => {
    expect(costsTrick(tricks, 1, true)).toBe(false);
    expect(costsTrick(tricks, 2, true)).toBe(true);
    expect(costsTrick(tricks, 3, true)).toBe(false);
  });
});
