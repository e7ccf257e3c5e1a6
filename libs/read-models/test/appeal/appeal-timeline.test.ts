// The appeal timeline on a real log: a Mitchell session whose board 4 at table 1 got an A60/40
// ruling (r1) before the official score was made available at 21:00; 3EW appeal it at 21:20.
import { describe, expect, it } from 'vitest';
import { DomainError, type RecordedEvent } from '@club/events';
import {
  appealDecider,
  appealStreamId,
  lodgeAppealCommand,
  parseAppealCommand,
  tableBoardStreamId,
  type LodgeAppeal,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import { appealTimelineProjection, createReplay, readAppealTimeline, type AppealTimeline } from '../../src';
import { mitchellLog } from '../bridge/mitchell-session';
import type { ClubLog } from '../bridge/club-log';
import { incremental, rebuild } from '../ulti/fold';
import { appealCase, BOARD, lodge, streamEvents } from './appeal-log';

function timelineOf(events: readonly RecordedEvent[], appealId: string, asOf: string): AppealTimeline | undefined {
  const replay = createReplay([appealTimelineProjection]);
  for (const e of events) replay.apply(e);
  return readAppealTimeline(replay, appealId, asOf);
}

/** A lodging as the streams give it, parsed first (defaults filled in), then judged on a new stream. */
const lodgeFirst = (command: LodgeAppeal) =>
  appealDecider.decide(parseAppealCommand(command), appealDecider.initialState);

describe('appeal timeline', () => {
  const log = appealCase();

  it("lists the board's events from before the appeal, the publication and every appeal event in the order of the log", () => {
    const t = timelineOf(log.events, 'ap1', '2026-11-21T22:30:00.000Z')!;
    expect(t.entries.map((e) => `${e.source}:${e.type}`)).toEqual([
      'board:TableBoardOpened',
      'board:DirectorCalled',
      'board:RulingGiven',
      'board:ScoreAdjusted',
      'session:OfficialScoreMadeAvailable',
      'appeal:AppealLodged',
      'appeal:AppealConcurrenceRecorded',
      'appeal:AppealRouted',
      'appeal:AppealHearingScheduled',
      'appeal:AppealHeard',
      'appeal:AppealDecided',
      'board:ScoreAdjusted',
      'appeal:AppealFinalized',
    ]);
    expect(t.entries[2]).toMatchObject({ rulingId: 'r1', laws: ['13A', '12C2a'], at: '2026-11-21T18:55:00.000Z' });
    expect(t.entries[11]!.summary).toBe(
      'score adjusted for ruling r1 on appeal ap1 (Laws 12C2a): NS artificial, EW artificial',
    );
    expect([t.section, t.table, t.board, t.status]).toEqual(['A', 1, 4, 'final']);
    expect(t.state.finalOutcome).toBe('varied');
  });

  it('states the deadlines and whether each has passed: 30 minutes after 21:00, the deadline instant not yet passed', () => {
    const at = (asOf: string) =>
      timelineOf(log.events, 'ap1', asOf)!.deadlines.map((d) => [d.name, d.law, d.at, d.passed]);
    expect(at('2026-11-21T21:30:00.000Z')).toEqual([
      ['correction', '79C1', '2026-11-21T21:30:00.000Z', false],
      ['appeal', '92B', '2026-11-21T21:30:00.000Z', false],
    ]);
    expect(at('2026-11-21T21:30:01.000Z').map((d) => d[3])).toEqual([true, true]);
  });

  it('shows a scheduled hearing as a deadline while it is pending', () => {
    const upToSchedule = log.events.filter(
      (e) => e.type !== 'AppealHeard' && e.type !== 'AppealDecided' && e.type !== 'AppealFinalized',
    );
    const t = timelineOf(upToSchedule, 'ap1', '2026-11-21T21:40:00.000Z')!;
    expect(t.status).toBe('hearing-scheduled');
    expect(t.deadlines.at(-1)).toEqual({ name: 'hearing', law: '93', at: '2026-11-21T21:45:00.000Z', passed: false });
  });

  it('refuses a second appeal 30:01 after publication, stating the deadline', () => {
    expect(() => lodge(log, 'ap2', '2026-11-21T21:30:01.000Z')).toThrow(DomainError);
    expect(() => lodge(log, 'ap2', '2026-11-21T21:30:01.000Z')).toThrow(
      'appeal lodged at 21:30:01 is out of time: the deadline was 21:30:00 (official score made available 21:00:00 + 30 min, Law 92B)',
    );
  });

  it('an appeal lodged before publication has an open window; the deadline appears with the publication', () => {
    const { log: early } = mitchellLog({ correctLate: false });
    const publication = early.events.findIndex((e) => e.type === 'OfficialScoreMadeAvailable');
    const before = new (early.constructor as new () => ClubLog)();
    for (const e of early.events.slice(0, publication)) before.events.push(e);
    // Re-run from the recorded events: the lodging reads the streams as they are before publication.
    const [lodged] = lodgeFirst(
      lodgeAppealCommand(
        {
          appealId: 'ap3',
          tableBoardStream: BOARD,
          rulingIds: ['r1'],
          appellant: { contestant: '3EW', memberId: 'e3' },
          viaDirectorId: 'td1',
          grounds: 'g',
        },
        streamEvents<SessionEvent>(before, 'session-mon1'),
        streamEvents<TableBoardStreamEvent>(before, BOARD),
        '2026-11-21T20:00:00.000Z',
      ),
    );
    expect(lodged).toMatchObject({ appealDeadline: null, publicationVersion: null });
    const recorded = (position: number): RecordedEvent => ({
      ...early.events[publication]!,
      position,
      streamId: appealStreamId('ap3'),
      streamPosition: 1,
      type: 'AppealLodged',
      data: { ...lodged! },
    });
    const events = [
      ...early.events.slice(0, publication).map((e) => e),
      recorded(publication + 1),
      { ...early.events[publication]!, position: publication + 2 },
    ];
    expect(timelineOf(events.slice(0, publication + 1), 'ap3', '2026-11-21T20:00:00.000Z')!.deadlines).toEqual([
      { name: 'correction', law: '79C1', at: null, passed: false },
      { name: 'appeal', law: '92B', at: null, passed: false },
    ]);
    expect(timelineOf(events, 'ap3', '2026-11-21T20:00:00.000Z')!.deadlines[1]).toEqual({
      name: 'appeal',
      law: '92B',
      at: '2026-11-21T21:30:00.000Z',
      passed: false,
    });
  });

  it("a played board: every call and card before the ruling, in order, in the game's words", () => {
    const { log: played, schedule } = mitchellLog({ correctLate: false });
    const stream = tableBoardStreamId({ sessionId: 'mon1', section: 'A', table: 1, board: 1 });
    played.board(schedule, 'A', 1, 1, [
      {
        type: 'CallDirector',
        callId: 'c9',
        calledBy: 'E',
        stage: 'after-play',
        irregularity: 'North hesitated before 7S',
        at: '2026-11-21T18:21:00.000Z',
      },
      {
        type: 'GiveRuling',
        rulingId: 'r9',
        laws: ['16B1'],
        rulingType: 'no-rectification',
        offendingSide: null,
        rectifications: [],
        text: 'no damage: result stands',
        appealRightNotified: true,
        at: '2026-11-21T18:25:00.000Z',
      },
    ]);
    const command = lodgeAppealCommand(
      {
        appealId: 'ap9',
        tableBoardStream: stream,
        rulingIds: ['r9'],
        appellant: { contestant: '1EW', memberId: 'e1' },
        viaDirectorId: 'td1',
        grounds: 'the hesitation suggested 7S',
      },
      streamEvents<SessionEvent>(played, 'session-mon1'),
      streamEvents<TableBoardStreamEvent>(played, stream),
      '2026-11-21T21:10:00.000Z',
    );
    played.run(appealDecider, appealStreamId('ap9'), parseAppealCommand(command));
    const t = timelineOf(played.events, 'ap9', '2026-11-21T21:10:00.000Z')!;
    const board = t.entries.filter((e) => e.source === 'board');
    // Opened, 4 calls, the auction's end, 52 cards and 13 quitted tricks among them, then the director.
    expect(board.filter((e) => e.type === 'CallMade').map((e) => e.summary)).toEqual([
      'N 7S',
      'E Pass',
      'S Pass',
      'W Pass',
    ]);
    expect(board.filter((e) => e.type === 'CardPlayed')).toHaveLength(52);
    expect(board.find((e) => e.type === 'CardPlayed')!.summary).toBe('E plays HA to trick 1');
    expect(board.find((e) => e.type === 'TrickQuitted')!.summary).toBe('trick 1 won by N');
    expect(board.find((e) => e.type === 'TricksAgreed')!.summary).toBe(
      '13 tricks agreed (Law 79A): 7S by N, 13 tricks, NS 1510',
    );
    expect(board.at(-1)!.summary).toBe(
      'ruling r9 (no-rectification; Laws 16B1; 2007): no damage: result stands — right to appeal notified (Law 83)',
    );
    expect(t.entries.at(-1)!.type).toBe('AppealLodged');
    const positions = t.entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('rebuilding from the whole log gives the same documents as folding event by event, at every point of the log', () => {
    for (let n = 0; n <= log.events.length; n++) {
      const prefix = log.events.slice(0, n);
      expect(incremental(appealTimelineProjection, prefix)).toEqual(rebuild(appealTimelineProjection, prefix));
    }
  });
});
