// Two sections playing the same boards, compared across the field (sectionScoring 'across-field'):
// board 1 has six results, top 2·(6−1) = 10 units; by default each section is its own field.
import { describe, expect, it } from 'vitest';
import { sessionDecider, type ScheduleSession, type SessionScheduled } from '@club/club';
import { fold } from '@club/events';
import { createReplay } from '../../src/framework/replay';
import { BRIDGE_JOB_KINDS, BRIDGE_PROJECTIONS, BRIDGE_RESULTS, type SessionResults } from '../../src';
import { ClubLog } from './club-log';

const schedule = (sectionScoring: 'per-section' | 'across-field'): ScheduleSession => ({
  type: 'ScheduleSession',
  sessionId: 'tue',
  name: 'Two sections',
  startsAt: '2026-11-24T18:00:00.000Z',
  form: 'pairs',
  scoring: 'MP',
  sectionScoring,
  sections: ['A', 'B'].map((section) => ({
    section,
    movement: { kind: 'mitchell' as const, tables: 3, boardsPerRound: 2 },
  })),
  boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board })),
  entrants: [],
});

function results(sectionScoring: 'per-section' | 'across-field'): SessionResults {
  const log = new ClubLog();
  const [s] = log.session('tue', schedule(sectionScoring)) as [SessionScheduled];
  const fourSpades = (tricks: number) => [
    {
      type: 'EnterResult' as const,
      contract: { level: 4, strain: 'S', doubling: '' } as never,
      declarer: 'N' as const,
      tricks,
    },
  ];
  // Board 1 (None): A: T1 4S= +420, T2 4S+1 +450, T3 4S-1 -50;  B: T1 4S= +420, T2 3NT= +400, T3 4S+2 +480.
  log.board(s, 'A', 1, 1, fourSpades(10));
  log.board(s, 'A', 2, 1, fourSpades(11));
  log.board(s, 'A', 3, 1, fourSpades(9));
  log.board(s, 'B', 1, 1, fourSpades(10));
  log.board(s, 'B', 2, 1, [
    { type: 'EnterResult', contract: { level: 3, strain: 'NT', doubling: '' } as never, declarer: 'N', tricks: 9 },
  ]);
  log.board(s, 'B', 3, 1, fourSpades(12));
  const replay = createReplay([...BRIDGE_PROJECTIONS], [...BRIDGE_JOB_KINDS]);
  for (const e of log.events) replay.apply(e);
  return replay
    .derive()
    .flatMap((d) => d.writes)
    .find((w) => w.kind === BRIDGE_RESULTS)!.doc as SessionResults;
}

describe('scoring two sections across the field', () => {
  it('compares the six results of board 1 together', () => {
    // +480 (B3NS, 4S+2) beats 5: 10; +450 (A2NS) beats 4: 8; +420 twice (A1NS, B1NS) beat 2, tie 1: 5 each;
    // +400 (B2NS, 3NT=) beats 1: 2; -50 (A3NS) 0.
    const r = results('across-field');
    expect(r.sections.map((x) => x.section)).toEqual(['A+B']);
    const rows = r.sections[0]!.travellers[0]!.rows.map((row) => [
      row.section,
      row.table,
      row.ns,
      row.nsScore,
      row.mpNS,
    ]);
    expect(rows).toEqual([
      ['A', 1, 'A:1NS', 420, 5],
      ['A', 2, 'A:2NS', 450, 8],
      ['A', 3, 'A:3NS', -50, 0],
      ['B', 1, 'B:1NS', 420, 5],
      ['B', 2, 'B:2NS', 400, 2],
      ['B', 3, 'B:3NS', 480, 10],
    ]);
  });
  it('by default each section is its own field (top 4)', () => {
    const r = results('per-section');
    expect(r.sections.map((x) => [x.section, x.travellers[0]!.rows.map((row) => row.mpNS)])).toEqual([
      ['A', [2, 4, 0]],
      ['B', [2, 0, 4]],
    ]);
  });
  it('refuses across-field scoring of sections that play different boards', () => {
    const s = {
      ...schedule('across-field'),
      sections: [
        { section: 'A', movement: { kind: 'mitchell' as const, tables: 3, boardsPerRound: 2 } },
        { section: 'B', movement: { kind: 'mitchell' as const, tables: 5, boardsPerRound: 2 } },
      ],
      boards: Array.from({ length: 10 }, (_, i) => ({ board: i + 1 })),
    };
    expect(() => sessionDecider.decide(s, fold(sessionDecider, []))).toThrow(
      /section B plays 1,2,3,4,5,6,7,8,9,10, section A plays 1,2,3,4,5,6/,
    );
  });
});
