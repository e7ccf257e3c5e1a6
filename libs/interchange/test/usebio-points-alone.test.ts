// A weighted adjusted score (Law 12C1c) has no form in USEBIO 1.2: the club writes the line as its
// points alone (no CONTRACT, no SCORE). Read back, that line and every other line of its board carry
// the points the file prints, so the board is scored as printed; boards without one are compared.
import { describe, expect, test } from 'vitest';
import { exportUsebio, importUsebio, type UsebioExport, type UsebioLine } from '../src';

const played = (ns: string, ew: string, tricks: number, score: number, points: [number, number]): UsebioLine => ({
  ns,
  ew,
  contract: { level: 2, strain: 'S', doubling: '' },
  declarer: 'N',
  lead: null,
  tricks,
  score,
  nsPoints: points[0],
  ewPoints: points[1],
});
const alone = (ns: string, ew: string, points: [number, number]): UsebioLine => ({
  ns,
  ew,
  contract: null,
  declarer: null,
  lead: null,
  tricks: null,
  score: null,
  nsPoints: points[0],
  ewPoints: points[1],
});
const pair = (id: string) => ({
  id,
  direction: id.endsWith('NS') ? ('NS' as const) : ('EW' as const),
  players: [{ name: id, federationId: null }],
  total: null,
  percentage: null,
  place: null,
});

// Board 1: 2S= (110) and 2S+1 (140) at tables 1 and 2, and table 3 weighted (printed 2.6/1.4, top 4).
// Board 2: three played lines, no weighted one.
const event: UsebioExport = {
  clubName: 'Club',
  eventName: 'Weighted',
  date: '2026-11-16',
  eventType: 'MP_PAIRS',
  programName: 'test',
  sections: [
    {
      id: 'A',
      pairs: ['1NS', '2NS', '3NS', '1EW', '2EW', '3EW'].map(pair),
      boards: [
        {
          board: 1,
          lines: [
            played('1NS', '1EW', 8, 110, [0.4, 3.6]),
            played('2NS', '2EW', 9, 140, [3, 1]),
            alone('3NS', '3EW', [2.6, 1.4]),
          ],
        },
        {
          board: 2,
          lines: [
            played('1NS', '2EW', 8, 110, [1, 3]),
            played('2NS', '3EW', 9, 140, [4, 0]),
            played('3NS', '1EW', 8, 110, [9, 9]),
          ],
        },
      ],
    },
  ],
  deals: [],
};

describe('USEBIO line of points alone (a weighted score)', () => {
  const text = exportUsebio(event);

  test('is written with its points and neither a contract nor a SCORE', () => {
    const third = text.split('<TRAVELLER_LINE>')[3]!.split('</TRAVELLER_LINE>')[0]!;
    expect(third).toContain('<NS_PAIR_NUMBER>3NS</NS_PAIR_NUMBER>');
    expect(third).toContain('<NS_MATCH_POINTS>2.6</NS_MATCH_POINTS>');
    expect(third).not.toMatch(/CONTRACT|SCORE>|TRICKS/);
  });

  test('read back, its board keeps every line’s printed points; other boards carry none', () => {
    const session = importUsebio(text, 'weighted.xml');
    const [board1, board2] = session.boards;
    expect(board1!.results.map((r) => [r.ns, r.contract === null, r.scoreNS, r.printedPoints])).toEqual([
      ['1NS', false, 110, { ns: 0.4, ew: 3.6 }],
      ['2NS', false, 140, { ns: 3, ew: 1 }],
      ['3NS', true, null, { ns: 2.6, ew: 1.4 }],
    ]);
    expect(board2!.results.some((r) => r.printedPoints !== undefined)).toBe(false);
  });
});
