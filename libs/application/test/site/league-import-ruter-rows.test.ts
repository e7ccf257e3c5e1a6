// Issue 15, rules 2 and 6 on the site: a hand-made Ruter-like file with a graded side beside an
// explicit score, a score marked adjusted (`800>a`) and a procedural penalty row, recorded as a
// session through the deciders on a real SQLite club; the stored traveller and totals are the ones
// the CLI computes from the file. One round, three tables, two boards, nobody vulnerable.
import { importResults } from '@club/interchange';
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { pairsOptionsFromFile, scorePairsSession, sessionBoards } from '@club/scoring';
import { ruterBoardGame, ruterSpecialRowsFile } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { checkedImport } from '../support/import-checked';
import { createResultsReader } from '../../src/site/results-reader';
import { openImportClub } from '../support/import-club';

// Board 1: NS field [+420, -50, 0] and EW field [-420, +50, 0]: 1 = 4, 3 = 0, 5 graded A= = 2 of 4;
// 2 = 0, 4 = 4, 6 (the explicit 0) = 2.
// Board 2: 1 v 2 assigned +800 (4H made scores 420), the others +420 and +400: 1 = 4, 3 = 2, 5 = 0;
// and 1 penalised 1 matchpoint unit.
const FILE = ruterSpecialRowsFile();

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-ruter-rows-', {
    members: [['la', 'Lea Admin']],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'autumn', name: 'Autumn' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

/** Imports `text` as `fileName` and waits for the check to end. */
async function checked(fileName: string, text: string) {
  const c = leagueSiteCommands(club, 'demo');
  return { c, ...(await checkedImport(c, fileName, Buffer.from(text))) };
}

describe('a file with a graded side beside a score, an adjusted score and a penalty row (no extension)', () => {
  let sessionId: string;

  it('passes the check and is recorded: the adjustments as the director would give them, the penalty under Law 90', async () => {
    const { c, importId, progress } = await checked('RUTER', FILE);
    expect(progress.problems).toEqual([]);
    expect(progress.step).toBe('done');
    const outcome = await c.recordImport({ importId, leagueId: null }, { memberId: 'la' });
    expect(outcome).toMatchObject({ ok: true, status: 'recorded', tableBoards: 6 });
    sessionId = importId;
    await club.settle();

    const stream = (table: number, board: number) =>
      club.store.readStream(`tableboard-${sessionId}-A-${table}-${board}`);
    expect(stream(3, 1).map((e) => e.type)).toEqual(['TableBoardOpened', 'RulingGiven', 'ScoreAdjusted']);
    expect(stream(3, 1)[2]!.data).toMatchObject({
      adjustment: {
        ns: { kind: 'artificial-percentage', percentage: 50 },
        ew: { kind: 'assigned', outcome: { scoreNS: 0 } },
      },
    });
    expect(stream(1, 2).map((e) => e.type)).toEqual([
      'TableBoardOpened',
      'TableResultEntered',
      'TableResultRecorded',
      'RulingGiven',
      'ScoreAdjusted',
      'ProceduralPenaltyAssessed',
    ]);
    expect(stream(1, 2)[4]!.data).toMatchObject({
      adjustment: { ns: { kind: 'assigned', outcome: { scoreNS: 800 } } },
    });
    expect(stream(1, 2)[5]!.data).toMatchObject({ contestant: '1', amount: 1, unit: 'MP', law: '90' });
  });

  it("the stored traveller and totals are the file's, as the CLI scores them", () => {
    const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
    const field = stored.sections[0]!;
    const traveller = (board: number) =>
      field.travellers.find((t) => t.board === board)!.rows.map((r) => [r.ns, r.mpNS, r.ew, r.mpEW, r.adjusted]);
    expect(traveller(1)).toEqual([
      ['1', 4, '2', 0, null],
      ['3', 0, '4', 4, null],
      ['5', 2, '6', 2, 'A50/–'],
    ]);
    expect(traveller(2)).toEqual([
      ['1', 4, '2', 0, 'assigned'],
      ['3', 2, '4', 2, null],
      ['5', 0, '6', 4, null],
    ]);
    const file = importResults(FILE, 'RUTER');
    const cli = scorePairsSession(sessionBoards(file), pairsOptionsFromFile(file, 'MP'));
    // Pair 1: 4 + 4 of 8, less the penalty of 1 = 7 (87.5 %).
    expect(cli.totals.find((t) => t.pair === '1')).toMatchObject({ total: 7, percentage: 87.5 });
    for (const t of cli.totals)
      expect(
        field.totals.find((s) => s.pair === t.pair),
        `pair ${t.pair}`,
      ).toMatchObject({
        total: t.total,
        percentage: t.percentage,
      });
  });

  it("the board's traveller on the site shows the grade beside the score, the assigned score and the penalty", () => {
    const reader = createResultsReader(club, { clubId: 'demo' });
    const one = reader.board(sessionId, 1)!.traveller.find((r) => r.table === 3)!;
    expect([one.adjusted, one.adjustedScore]).toEqual(['A50/–', [{ percent: null, scoreNs: 0 }]]);
    const two = reader.board(sessionId, 2)!.traveller.find((r) => r.table === 1)!;
    expect([two.contract, two.adjusted, two.adjustedScore, two.penalties]).toEqual([
      '4H',
      'assigned',
      [{ percent: null, scoreNs: 800 }],
      [{ contestant: '1', amount: 1, unit: 'MP', law: '90' }],
    ]);
  });
});

describe('a result against a missing pair ("-" as the EW pair)', () => {
  it('is recorded at its table; the present pair is scored on its own, the missing side is nobody', async () => {
    // NS field [+420, -50, +400]: 7 = 4, 9 = 0, 11 (beats -50, loses to +420) = 2 of 4. EW field has two
    // results (-420, +50): 8 = 0 and 10 = 2, Neuberg to 3: (u + 1) * 3/2 - 1 = 0.5 and 3.5.
    const text = ruterBoardGame(
      1,
      ['1 1 7 8 4S N 10 "420" - 0 0', '2 1 9 10 4S N 9 - "50" 0 0', '3 1 11 - 3N S 9 "400" - 0 -'],
      ['[Event "Missing"]', '[Scoring "MatchPoints;MP1"]'],
    );
    const { c, importId, progress } = await checked('missing.pbn', text);
    expect([progress.step, progress.problems]).toEqual(['done', []]);
    expect(await c.recordImport({ importId, leagueId: null }, { memberId: 'la' })).toMatchObject({
      ok: true,
      tableBoards: 3,
    });
    await club.settle();
    const field = (club.runner.derived(BRIDGE_RESULTS, importId)?.doc as StoredResults).sections[0]!;
    expect(field.travellers[0]!.rows.map((r) => [r.ns, r.mpNS, r.ew, r.mpEW])).toEqual([
      ['7', 4, '8', 0.5],
      ['9', 0, '10', 3.5],
      ['11', 2, '-', null],
    ]);
    expect(field.totals.map((t) => t.pair).sort()).toEqual(['10', '11', '7', '8', '9']);
    expect(field.totals.find((t) => t.pair === '11')).toMatchObject({ total: 2, percentage: 50 });
  });
});
