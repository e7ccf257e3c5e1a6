// Issue 15: scores the director assigns each side on its own (non-balancing, Law 12C1(f)) through the
// club's PBN export and back, on a real SQLite club. A hand-made session of four tables and two boards
// (nobody vulnerable) is recorded, the director adjusts two tables, the session is exported as PBN 2.1
// and the export recorded again: each side is scored on its own score, both sides' matchpoints and
// percentages the same as the club's.
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { tableBoardStreamDecider, tableBoardStreamId } from '@club/club';
import { ruterBoardGame } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { LEAGUE_ADMIN_SEED, openImportClub } from '../support/import-club';
import { recordedImport } from '../support/import-recorded';

const event = ['[Event "Split scores"]', '[Date "2026.11.26"]', '[Scoring "MatchPoints;MP1"]'];
// Board 1: 4S by N at every table, +420, +450, -50 and (table 4) -50. Board 2: 3NT by S, +400, +430,
// +400 (table 3) and -50.
const FILE = [
  ruterBoardGame(
    1,
    [
      '1 1 1 2 4S N 10 "420" - 0 0',
      '2 1 3 4 4S N 11 "450" - 0 0',
      '3 1 5 6 4S N 9 - "50" 0 0',
      '4 1 7 8 4S N 9 - "50" 0 0',
    ],
    event,
  ),
  ruterBoardGame(
    2,
    [
      '1 1 1 2 3N S 9 "400" - 0 0',
      '2 1 3 4 3N S 10 "430" - 0 0',
      '3 1 5 6 3N S 9 "400" - 0 0',
      '4 1 7 8 3N S 8 - "50" 0 0',
    ],
    event,
  ),
].join('\n\n');

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('export-split-scores-', LEAGUE_ADMIN_SEED));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

const recorded = async (fileName: string, text: string) => (await recordedImport(club, fileName, text)).sessionId;

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Each board's lines as the club stores them: both sides' matchpoints and percentages. */
function travellers(sessionId: string) {
  const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
  return stored.sections.flatMap((s) =>
    s.travellers.map((t) =>
      t.rows
        .map((r) => ({
          table: r.table,
          ns: r.ns,
          ew: r.ew,
          adjusted: r.adjusted,
          mp: [round(r.mpNS), round(r.mpEW)],
          pct: [round(r.pctNS), round(r.pctEW)],
        }))
        .sort((a, b) => a.table - b.table),
    ),
  );
}

function totals(sessionId: string) {
  const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
  return stored.sections.flatMap((s) => s.totals.map((t) => [t.pair, round(t.total), round(t.percentage)]));
}

const assigned = (scoreNS: number) => ({ kind: 'assigned' as const, outcome: { scoreNS } });
const artificial = (percentage: number) => ({ kind: 'artificial-percentage' as const, percentage });
type Side = ReturnType<typeof assigned> | ReturnType<typeof artificial>;

describe('a session with non-balancing adjusted scores through PBN 2.1', () => {
  let original: string;
  let text: string;

  it('the export writes both sides of each adjusted table', async () => {
    original = await recorded('split.pbn', FILE);
    const at = '2026-11-26T20:00:00.000Z';
    const adjust = (table: number, board: number, ns: Side, ew: Side, laws: string[]) =>
      executeBridge(
        club,
        tableBoardStreamId({ sessionId: original, section: 'A', table, board }),
        tableBoardStreamDecider,
        {
          type: 'AdjustScore',
          rulingId: null,
          laws,
          ns,
          ew,
          appealId: null,
          clock: { now: at, publication: null },
        },
      );
    // Board 1, table 4: N-S (not at fault) get 4S= +420, E-W (at fault) 4S+1, -450 from their side.
    await adjust(4, 1, assigned(420), assigned(450), ['12C1a']);
    // Board 2, table 3: N-S average plus (60 %), E-W average (50 %).
    await adjust(3, 2, artificial(60), artificial(50), ['12C2']);
    await club.settle();
    const out = leagueSiteCommands(club, 'demo').exportPbn(original)!;
    text = out.text;
    expect(text).toMatch(/"7" +"8" +4S +N +9 +- +420>a +-450>a /);
    expect(text).toMatch(/"5" +"6" +3NT +S +9 +- +"A\+" +"A=" /);
  }, 60_000);

  it('each side is scored on its own score, in the club and after the round trip', async () => {
    // Board 1 (top 6, 2 a score beaten, 1 a tie). N-S field +420, +450, -50, +420 (table 4's N-S):
    // tables 1..4 get 3, 6, 0, 3. E-W field (N-S's view, lower is better for E-W) +420, +450, -50,
    // +450 (table 4's E-W): 4 (beats both 450s), 1 (ties 450), 6, 1. Table 4: N-S 3 (50 %), E-W 1
    // (16.67 %): 4 of 6 between them, the sides do not balance.
    // Board 2: table 3 artificial, N-S 60 % (3.6), E-W 50 % (3); the other three compared among
    // themselves (+400, +430, -50: N-S 2, 4, 0; E-W 2, 0, 4) and factored to four results by Neuberg,
    // (u + 1) x 4/3 - 1: 3, 5.67, 0.33 for N-S and 3, 0.33, 5.67 for E-W.
    const expected = [
      [
        { table: 1, ns: '1', ew: '2', adjusted: null, mp: [3, 4], pct: [50, 66.67] },
        { table: 2, ns: '3', ew: '4', adjusted: null, mp: [6, 1], pct: [100, 16.67] },
        { table: 3, ns: '5', ew: '6', adjusted: null, mp: [0, 6], pct: [0, 100] },
        { table: 4, ns: '7', ew: '8', adjusted: 'assigned', mp: [3, 1], pct: [50, 16.67] },
      ],
      [
        { table: 1, ns: '1', ew: '2', adjusted: null, mp: [3, 3], pct: [50, 50] },
        { table: 2, ns: '3', ew: '4', adjusted: null, mp: [5.67, 0.33], pct: [94.44, 5.56] },
        { table: 3, ns: '5', ew: '6', adjusted: 'A60/50', mp: [3.6, 3], pct: [60, 50] },
        { table: 4, ns: '7', ew: '8', adjusted: null, mp: [0.33, 5.67], pct: [5.56, 94.44] },
      ],
    ];
    expect(travellers(original)).toEqual(expected);
    const again = await recorded('split-again.pbn', text);
    expect(travellers(again)).toEqual(expected);
    expect(totals(again)).toEqual(totals(original));
  }, 60_000);
});
