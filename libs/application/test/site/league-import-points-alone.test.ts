// Issue 15: a USEBIO traveller line of points alone (an adjusted score with neither a contract nor a
// SCORE, as a weighted score is written) in an IMP event, recorded into a club on a real SQLite club:
// the line is an artificial adjusted score whose IMPs are the ones the file prints for each side.
// Hand-made files: four tables of pairs 1-4 (N-S 1NS…4NS, E-W 1EW…4EW), two boards; table 4's line
// of board 1 is points alone.
import { exportUsebio, type UsebioExport, type UsebioLine } from '@club/interchange';
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { LEAGUE_ADMIN_SEED, openImportClub } from '../support/import-club';
import { recordedImport } from '../support/import-recorded';

const TWO_SPADES = { level: 2, strain: 'S', doubling: '' } as const;
/** 2S by North, nobody doubled: its score by tricks taken (USEBIO gives no vulnerability; a part score either way). */
const SCORES: Record<number, number> = { 8: 110, 9: 140 };

/** Table `table`'s line: 2S by N making `tricks`, or, with `tricks` null, its points alone. */
const line = (table: number, tricks: number | null, points: [number, number] = [0, 0]): UsebioLine => ({
  ns: `${table}NS`,
  ew: `${table}EW`,
  contract: tricks === null ? null : TWO_SPADES,
  declarer: tricks === null ? null : 'N',
  lead: null,
  tricks,
  score: tricks === null ? null : SCORES[tricks]!,
  nsPoints: points[0],
  ewPoints: points[1],
});
const pair = (id: string) => ({
  id,
  direction: id.endsWith('NS') ? ('NS' as const) : ('EW' as const),
  players: [`${id} North`, `${id} South`].map((name) => ({ name, federationId: null })),
  total: null,
  percentage: null,
  place: null,
});

/** Board 1: 2S= (110), 2S+1 (140), 2S= (110) at tables 1-3 and `board1Alone` at table 4; board 2 as given. */
function file(eventType: UsebioExport['eventType'], board1Alone: UsebioLine, board2: UsebioLine[]): string {
  return exportUsebio({
    clubName: 'Club',
    eventName: `Points alone ${eventType}`,
    date: '2026-11-26',
    eventType,
    programName: 'hand-made',
    sections: [
      {
        id: 'A',
        pairs: ['1NS', '2NS', '3NS', '4NS', '1EW', '2EW', '3EW', '4EW'].map(pair),
        boards: [
          {
            board: 1,
            lines: [line(1, 8), line(2, 9), line(3, 8), board1Alone],
          },
          { board: 2, lines: board2 },
        ],
      },
    ],
    deals: [],
  });
}

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-points-alone-', LEAGUE_ADMIN_SEED));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

const recorded = (fileName: string, text: string) => recordedImport(club, fileName, text);

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Table 4's line of a board as the club stores it: its adjustment and each side's IMPs. */
function table4(sessionId: string, board: number) {
  const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
  const row = stored.sections[0]!.travellers.find((t) => t.board === board)!.rows.find((r) => r.table === 4)!;
  return { adjusted: row.adjusted, imps: [round(row.impNS), round(row.impEW)] };
}

const adjustment = (sessionId: string, board: number) =>
  club.store.readStream(`tableboard-${sessionId}-A-4-${board}`).find((e) => e.type === 'ScoreAdjusted')?.data;

describe('a USEBIO line of points alone in an IMP event is recorded with its printed IMPs', () => {
  it('cross-IMPs: each side the percentage whose IMPs, per comparison it would have made, are the printed ones', async () => {
    // The file names no form and no program known to average: the sum over comparisons, three a line;
    // an average plus is worth 1.5 IMPs a comparison (the default setting). N-S printed +2.25: 0.75 a
    // comparison, half an average plus: 55 %. E-W printed -3: -1 a comparison, 50 - 1/1.5 x 10 = 43.33 %.
    const text = file('CROSS_IMP', line(4, null, [2.25, -3]), [line(1, 8), line(2, 8), line(3, 8), line(4, 8)]);
    const { sessionId, notes } = await recorded('cross.xml', text);
    expect(notes).toEqual([]);
    expect(adjustment(sessionId, 1)).toMatchObject({
      adjustment: {
        ns: { kind: 'artificial-percentage', percentage: 55 },
        ew: { kind: 'artificial-percentage', percentage: expect.closeTo(43.333, 3) },
      },
    });
    expect(table4(sessionId, 1)).toEqual({ adjusted: expect.stringMatching(/^A55/), imps: [2.25, -3] });
  }, 60_000);

  it('Butler: the IMPs at 3 an average plus; IMPs beyond what a percentage can give are recorded at the bound, and said', async () => {
    // N-S printed +4: 50 + 4/3 x 10 = 63.33 %; E-W -5: 33.33 %. Board 2, table 4: +20 and -20 IMPs would
    // be 116.67 % and -16.67 %: recorded 100 % and 0 %, +15 and -15 IMPs.
    const text = file('BUTLER_PAIRS', line(4, null, [4, -5]), [
      line(1, 8),
      line(2, 8),
      line(3, 8),
      line(4, null, [20, -20]),
    ]);
    const { sessionId, notes } = await recorded('butler.xml', text);
    expect(table4(sessionId, 1)).toEqual({ adjusted: expect.stringMatching(/^A63/), imps: [4, -5] });
    expect(table4(sessionId, 2)).toEqual({ adjusted: 'A100/0', imps: [15, -15] });
    expect(notes).toEqual([
      expect.stringMatching(
        /^butler\.xml:\d+: board 2, 4NS v 4EW: the printed points \(NS 20, EW -20 IMPs\) are beyond .*: recorded as NS 100 %, EW 0 %$/,
      ),
    ]);
  }, 60_000);
});
