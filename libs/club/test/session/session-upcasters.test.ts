// A bridge session scheduled before guests kept their federation ids (version 1, guests as names)
// reads as version 2: each guest a record with his name and no federation id.
import { describe, expect, it } from 'vitest';
import { clubUpcasters } from '../../src';

const v1 = {
  type: 'SessionScheduled',
  schemaVersion: 1,
  streamId: 'session-import.0123456789abcdef',
  data: {
    sessionId: 'import.0123456789abcdef',
    entrants: [
      { section: 'A', pair: '1', players: ['m1', 'm2'] },
      { section: 'A', pair: '2', players: ['m3'], guests: ['Ola Nordmann'] },
    ],
  },
};

describe('SessionScheduled version 1', () => {
  it('reads its guests as records without a federation id', () => {
    const read = clubUpcasters().upcast(v1);
    expect(read.schemaVersion).toBe(2);
    expect(read.data).toEqual({
      sessionId: 'import.0123456789abcdef',
      entrants: [
        { section: 'A', pair: '1', players: ['m1', 'm2'] },
        { section: 'A', pair: '2', players: ['m3'], guests: [{ name: 'Ola Nordmann' }] },
      ],
    });
  });

  it('version 2 is read as written', () => {
    const v2 = { ...v1, schemaVersion: 2, data: { ...v1.data, entrants: [] } };
    expect(clubUpcasters().upcast(v2)).toBe(v2);
  });
});
