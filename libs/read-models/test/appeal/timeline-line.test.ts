// A timeline line records where each member it refers to stands, so that only those ids get names.
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { timelineEntry } from '../../src/appeal/timeline-entry';
import { line, members } from '../../src/appeal/timeline-line';

const recorded = (type: string, data: object): RecordedEvent => ({
  position: 4,
  streamId: 'appeal-ap1',
  streamPosition: 4,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    eventId: 'e4',
    occurredAt: '2026-11-22T10:00:00Z',
    recordedAt: '2026-11-22T10:00:00Z',
    actor: { id: 'td', role: 'director' },
  },
});
const at = '2026-11-22T10:00:00Z';

describe('a timeline line and the members it names', () => {
  it('gives each member id its offset, within nested lines and lists', () => {
    const said = line`by ${members('to')} to ${line`the ${members('a', 'bb')}`} (${3})`;
    expect(said.text).toBe('by to to the a, bb (3)');
    expect(said.members).toEqual([
      { memberId: 'to', at: 3 },
      { memberId: 'a', at: 13 },
      { memberId: 'bb', at: 16 },
    ]);
    for (const m of said.members) expect(said.text.slice(m.at, m.at + m.memberId.length)).toBe(m.memberId);
  });

  it("a hearing's panel and a rejection's director are referred to; words of the text are not", () => {
    const scheduled = timelineEntry(
      recorded('AppealHearingScheduled', { body: 'appeals-committee', hearingAt: at, panel: ['ac1', 'to'], at }),
      'appeal',
    );
    expect(scheduled.summary).toBe(`hearing of the appeals-committee set for ${at}: ac1, to`);
    expect(scheduled.members).toEqual([
      { memberId: 'ac1', at: scheduled.summary.length - 7 },
      { memberId: 'to', at: scheduled.summary.length - 2 },
    ]);
    const rejected = timelineEntry(
      recorded('AppealRejected', { reason: 'out-of-time', by: 'to', text: 'to late', at }),
      'appeal',
    );
    expect(rejected.summary).toBe('appeal rejected by to: out of time (Law 92B) — to late');
    expect(rejected.members).toEqual([{ memberId: 'to', at: 19 }]);
    // A line that names nobody carries no references.
    const heard = timelineEntry(
      recorded('AppealHeard', { body: 'appeals-committee', attendees: [], evidenceRefs: [], at }),
      'appeal',
    );
    expect(heard.members).toBeUndefined();
    expect('members' in timelineEntry(recorded('SessionClosed', { at }), 'session')).toBe(false);
  });
});
