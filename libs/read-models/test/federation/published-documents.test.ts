// A projection's documents published for the federation: each event's documents become jobs whose
// subjects are safe for a queue and give the key back; the job writes the document as it is, under
// the projection's name; the event's global position is the version (events of two streams).
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { jobIdOf, keyOfSubject, publishedDocuments, subjectOfKey, type DocumentProjection } from '../../src';

const members: DocumentProjection<{ readonly name: string }> = {
  name: 'club.members',
  version: 1,
  types: ['MemberAdmitted'],
  keysOf: (event) => [
    `member:${String((event.data as { club: string }).club)}:${String((event.data as { id: string }).id)}`,
  ],
  initial: () => ({ name: '' }),
  evolve: (_, event) => ({ name: String((event.data as { name: string }).name) }),
};

const admitted = (position: number, streamId: string, id: string) =>
  ({
    position,
    streamId,
    streamPosition: 1,
    type: 'MemberAdmitted',
    data: { club: 'north', id, name: 'Ann' },
  }) as unknown as RecordedEvent;

describe('publishedDocuments', () => {
  it('gives each key a subject a queue takes, and the key back from it', () => {
    for (const key of ['member:north:m01', 'a-b', 'séance 1/2', 'x.y_z', ':-:']) {
      expect(subjectOfKey(key)).toMatch(/^[A-Za-z0-9_.-]+$/);
      expect(keyOfSubject(subjectOfKey(key))).toBe(key);
    }
  });

  it("triggers a job per document at the event's global position, and writes the document as it is", () => {
    const kind = publishedDocuments(members);
    expect(kind.kind).toBe('publish-club-members');
    expect(kind.types).toEqual(['MemberAdmitted']);
    const documents = { document: () => undefined };
    const [first] = [kind.triggerOf(admitted(7, 'club-north', 'm01'), documents)].flat();
    const [second] = [kind.triggerOf(admitted(9, 'other-stream', 'm01'), documents)].flat();
    expect(first).toEqual({ subject: subjectOfKey('member:north:m01'), version: 7 });
    // The same stream position in two streams, two jobs: the versions are the global positions.
    expect(jobIdOf(kind.kind, first!.subject, first!.version!)).not.toBe(
      jobIdOf(kind.kind, second!.subject, second!.version!),
    );
    const job = {
      jobId: 'x',
      kind: kind.kind,
      subject: first!.subject,
      sourceStream: 'club-north',
      sourceVersion: 7,
      sourcePosition: 7,
    };
    const stored = { name: 'Ann' };
    expect(
      kind.compute(
        job,
        {
          document: <D>(p: string, k: string) =>
            p === 'club.members' && k === 'member:north:m01' ? (stored as D) : undefined,
        },
        {},
      ),
    ).toEqual([{ kind: 'club.members', key: 'member:north:m01', doc: stored }]);
    expect(kind.compute(job, { document: () => undefined }, {})).toEqual([]);
  });
});
