// The timeline names the 93C step of the appeal's Laws edition: 2007's further appeal under the
// regulating authority's procedure (93C1) and referral (93C2); 1997's appeal to the national authority (93C).
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { timelineEntry } from '../../src/appeal/timeline-entry';

const recorded = (type: string, data: object): RecordedEvent => ({
  position: 9,
  streamId: 'appeal-ap1',
  streamPosition: 9,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    eventId: 'e9',
    occurredAt: '2026-11-22T10:00:00Z',
    recordedAt: '2026-11-22T10:00:00Z',
    actor: { id: 'td', role: 'director' },
  },
});
const further = recorded('FurtherAppealLodged', { authority: 'SBZ', deadline: null, at: '2026-11-22T10:00:00Z' });

describe('the 93C step in the edition of the appeal', () => {
  it('1997: the further appeal is Law 93C', () => {
    expect(timelineEntry(further, 'appeal', '1997').summary).toBe('further appeal to SBZ (Law 93C)');
  });

  it('2007: the further appeal is Law 93C1, the referral 93C2', () => {
    expect(timelineEntry(further, 'appeal', '2007').summary).toBe('further appeal to SBZ (Law 93C1)');
    const referred = recorded('AppealReferred', { by: 'chief-director', authority: 'CBF', at: '2026-11-22T10:00:00Z' });
    expect(timelineEntry(referred, 'appeal', '2007').summary).toBe(
      'referred by the chief-director to CBF for final determination (Law 93C2)',
    );
  });
});
