// The federation's combinations of the sharing clubs' rows: a player's history across clubs by
// federation id, newest first, and the federation-wide table by the points of each session's place.
import { describe, expect, test } from 'vitest';
import {
  federationPlayerHistory,
  federationTable,
  sessionPoints,
  type FederationPlayerSession,
} from '../../src/federation';

const row = (
  clubId: string,
  federationId: string,
  sessionId: string,
  startsAt: string | null,
  rank: string,
  fieldSize: number,
  percentage: number | null = 50,
): FederationPlayerSession => ({
  clubId,
  federationId,
  memberId: `${clubId}-${federationId}`,
  name: `${federationId} of ${clubId}`,
  sessionId,
  sessionName: null,
  startsAt,
  percentage,
  total: 0,
  rank,
  fieldSize,
});

describe('a player across the clubs', () => {
  test('his sessions in every club, newest first, undated last; the name of his last club', () => {
    const history = federationPlayerHistory('7', [
      row('north', '7', 'mon', '2026-03-02T18:00:00.000Z', '1', 8, 60),
      row('south', '7', 'tue', '2026-03-10T18:00:00.000Z', '2', 8, 40),
      row('south', '7', 'old', null, '2', 8, null),
      row('north', '8', 'mon', '2026-03-02T18:00:00.000Z', '2', 8),
    ]);
    expect(history.sessions.map((s) => [s.clubId, s.sessionId])).toEqual([
      ['south', 'tue'],
      ['north', 'mon'],
      ['south', 'old'],
    ]);
    expect(history).toMatchObject({ name: '7 of south', clubs: ['north', 'south'], averagePercentage: 50 });
  });

  test('a federation id no sharing club knows has no sessions', () => {
    expect(federationPlayerHistory('9', [])).toEqual({
      federationId: '9',
      name: null,
      clubs: [],
      sessions: [],
      averagePercentage: null,
    });
  });
});

describe('the federation-wide table', () => {
  test('a session gives fieldSize − place + 1; a shared place counts as its number; never below 0', () => {
    expect(sessionPoints({ rank: '1', fieldSize: 8 })).toBe(8);
    expect(sessionPoints({ rank: '8', fieldSize: 8 })).toBe(1);
    expect(sessionPoints({ rank: '3=', fieldSize: 8 })).toBe(6);
    expect(sessionPoints({ rank: '12', fieldSize: 8 })).toBe(0);
    expect(sessionPoints({ rank: '', fieldSize: 8 })).toBe(0);
  });

  test("a player's points add up over every club; equal points share the place", () => {
    const rows = [
      row('north', '7', 'mon', '2026-03-02T18:00:00.000Z', '1', 8),
      row('south', '7', 'tue', '2026-03-10T18:00:00.000Z', '3=', 8),
      row('north', '9', 'mon', '2026-03-02T18:00:00.000Z', '3', 8),
      row('south', '9', 'tue', '2026-03-10T18:00:00.000Z', '3=', 8),
      row('south', '8', 'tue', '2026-03-10T18:00:00.000Z', '1', 8),
      row('north', '6', 'sun', '2026-03-01T18:00:00.000Z', '1', 8),
      row('north', '5', 'sun', '2026-03-01T18:00:00.000Z', '2', 8),
    ];
    expect(federationTable(rows).map((s) => [s.federationId, s.clubs, s.sessions, s.points, s.rank])).toEqual([
      ['7', ['north', 'south'], 2, 14, '1'],
      ['9', ['north', 'south'], 2, 12, '2'],
      ['6', ['north'], 1, 8, '3='],
      ['8', ['south'], 1, 8, '3='],
      ['5', ['north'], 1, 7, '5'],
    ]);
  });

  test('over a period: dates of the sessions, both ends included; undated sessions do not count', () => {
    const rows = [
      row('north', '7', 'feb', '2026-02-28T18:00:00.000Z', '1', 8),
      row('north', '7', 'mar', '2026-03-01T18:00:00.000Z', '1', 8),
      row('north', '7', 'end', '2026-03-31T18:00:00.000Z', '1', 8),
      row('north', '7', 'apr', '2026-04-01T18:00:00.000Z', '1', 8),
      row('north', '7', 'none', null, '1', 8),
    ];
    expect(federationTable(rows, { from: '2026-03-01', to: '2026-03-31' })).toMatchObject([
      { sessions: 2, points: 16 },
    ]);
    expect(federationTable(rows)).toMatchObject([{ sessions: 5, points: 40 }]);
    expect(federationTable(rows, { from: '2026-05-01' })).toEqual([]);
  });

  test('a bound that is not a date, or a period ending before it starts, is refused', () => {
    expect(() => federationTable([], { from: '1 March' })).toThrow(/from must be a date/);
    expect(() => federationTable([], { from: '2026-03-02', to: '2026-03-01' })).toThrow(/ends .* before it starts/);
  });
});
