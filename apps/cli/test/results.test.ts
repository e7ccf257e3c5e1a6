import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readResultsFile } from '@club/interchange';
import { TEAM_MATCH, TEAM_MATCH_SEGMENT } from '@club/testing';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURES = 'libs/scoring/test/oracle/fixtures';

function club(args: string[]) {
  const result = spawnSync('node', ['apps/cli/bin/club.mjs', 'results', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function json(args: string[]) {
  const r = club([...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

const near = (ours: number, printed: { text: string; number: number | null } | undefined) => {
  const decimals = printed!.text.includes('.') ? printed!.text.split('.')[1]!.length : 0;
  return Math.abs(ours - printed!.number!) <= 0.5 * 10 ** -decimals + 1e-9;
};

describe('club results --json', () => {
  test('a Ruter matchpoint file: the contract of the output, and every number against the file', () => {
    const out = json([`${FIXTURES}/pairs-2016-01-13.pbn`]);
    expect(out.event).toEqual({ name: 'Spiren', date: '2016-01-13', scoring: 'MP' });
    // Board 1, first row of the file: 4H by S, 10 tricks, not vulnerable = +420, top of 6 results.
    expect(out.boards[0].board).toBe(1);
    expect(out.boards[0].datum).toBeNull();
    expect(out.boards[0].rows[0]).toEqual({
      ns: '12',
      ew: '11',
      contract: '4H',
      declarer: 'S',
      tricks: 10,
      scoreNS: 420,
      adjusted: null,
      mpNS: 10,
      mpEW: 0,
      pctNS: 100,
      pctEW: 0,
      impNS: null,
      impEW: null,
    });
    const file = readResultsFile(join(ROOT, FIXTURES, 'pairs-2016-01-13.pbn'));
    out.boards.forEach((b: { rows: Array<{ mpNS: number; mpEW: number; pctNS: number }> }, bi: number) => {
      const n = b.rows.length;
      b.rows.forEach((row, i) => {
        const oracle = file.boards[bi]!.results[i]!.oracle;
        // The file writes Ruter's centred form: units − (n − 1).
        expect(near(row.mpNS - (n - 1), oracle['MP_NS']), `board ${bi + 1} row ${i}`).toBe(true);
        expect(near(row.mpEW - (n - 1), oracle['MP_EW'])).toBe(true);
        expect(near(row.pctNS, oracle['Percentage_NS'])).toBe(true);
      });
    });
    for (const t of out.totals) {
      const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
      expect(near(t.percentage, oracle['TotalPercentage']), `pair ${t.pair}`).toBe(true);
      expect(t.rank).toBe(String(oracle['Rank']!.number));
      expect(t.direction).toBe(oracle['Direction']!.text === 'N-S' ? 'NS' : 'EW');
    }
  });

  test('USEBIO with an artificial score: A60/60, no contract, 60 % of the top; places per direction', () => {
    const out = json([`${FIXTURES}/mp_pairs_mitchell_adjusted.xml`]);
    const row = out.boards[1].rows.find((r: { ns: string }) => r.ns === '9NS');
    expect(row).toMatchObject({
      contract: null,
      declarer: null,
      tricks: null,
      scoreNS: null,
      adjusted: 'A60/60',
      mpNS: 24,
      mpEW: 24,
      pctNS: 60,
      pctEW: 60,
    });
    expect(
      out.totals
        .filter((t: { rank: string }) => t.rank === '1')
        .map((t: { direction: string }) => t.direction)
        .sort(),
    ).toEqual(['EW', 'NS']);
  });

  test('Butler: each board’s datum and IMPs agree with the file', () => {
    const out = json([`${FIXTURES}/butler.pbn`]);
    expect(out.event.scoring).toBe('IMP-BUTLER');
    const file = readResultsFile(join(ROOT, FIXTURES, 'butler.pbn'));
    out.boards.forEach((b: { datum: number; rows: Array<{ impNS: number; mpNS: null; pctNS: null }> }, bi: number) => {
      b.rows.forEach((row, i) => {
        const oracle = file.boards[bi]!.results[i]!.oracle;
        expect(near(b.datum, oracle['ButlerDatum'])).toBe(true);
        expect(near(row.impNS, oracle['IMP_NS'])).toBe(true);
        expect([row.mpNS, row.pctNS]).toEqual([null, null]);
      });
    });
    for (const t of out.totals)
      expect(near(t.total, file.participants.find((p) => p.id === t.pair)!.oracle['TotalScoreIMP'])).toBe(true);
  });

  test('teams: matches with VPs and the standings, as the file has them', () => {
    const out = json([`${FIXTURES}/team.pbn`, '--boards', '8']);
    const file = readResultsFile(join(ROOT, FIXTURES, 'team.pbn'));
    expect(out.matches[0]).toEqual({
      round: 1,
      table: 1,
      home: '1',
      away: '2',
      boards: 8,
      impsHome: 25,
      impsAway: 8,
      vpHome: 15.75,
      vpAway: 4.25,
    });
    out.matches.forEach((m: { vpHome: number; vpAway: number }, i: number) => {
      expect(m.vpHome).toBe(file.matches[i]!.oracle['VP_Home']!.number);
      expect(m.vpAway).toBe(file.matches[i]!.oracle['VP_Away']!.number);
    });
    for (const t of out.totals) {
      const oracle = file.participants.find((p) => p.id === t.team)!.oracle;
      expect(t.vp).toBe(oracle['TotalScoreVP']!.number);
      expect(t.rank).toBe(String(oracle['Rank']!.number));
    }
  });

  test('a two-room LIN match: scored from its boards, 11 IMPs to Kings over two boards, 3.10 – 16.90 VP', () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-results-lin-'));
    const file = join(dir, 'final.lin');
    writeFileSync(file, TEAM_MATCH);
    const out = json([file]);
    expect(out.matches).toEqual([
      {
        round: 1,
        table: null,
        home: 'Aces',
        away: 'Kings',
        boards: 2,
        impsHome: 0,
        impsAway: 11,
        vpHome: 3.1,
        vpAway: 16.9,
      },
    ]);
    expect(out.totals.map((t: { team: string; vp: number; rank: string }) => [t.team, t.vp, t.rank])).toEqual([
      ['Kings', 16.9, '1'],
      ['Aces', 3.1, '2'],
    ]);
  });

  test('a later segment: the IMPs the header carries over are in the totals and the VPs, and shown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-results-lin-'));
    const file = join(dir, 'segment2.lin');
    writeFileSync(file, TEAM_MATCH_SEGMENT);
    // Aces carry 5, Kings 2; the boards give Kings 11: 5 – 13, a margin of 8 over 2 boards = 4.50 – 15.50 VP.
    expect(json([file]).matches[0]).toMatchObject({
      impsHome: 5,
      impsAway: 13,
      carriedOver: { home: 5, away: 2 },
      vpHome: 4.5,
      vpAway: 15.5,
    });
    const text = club([file]).stdout.split('\n');
    expect(text.slice(2, 4).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['round', 'home', 'away', 'IMPs', 'carried over', 'VP'],
      ['1', 'Aces', 'Kings', '5-13', '5-2', '4.50-15.50'],
    ]);
  });

  test('cross-IMPs with the default artificial value, and Compscore files: totals and places as the files print them', () => {
    const cases: Array<[string, string[], string, string]> = [
      ['impcross.pbn', [], 'TotalScoreIMP', 'Rank'],
      ['mp_pairs_mitchell.xml', [], 'TOTAL_SCORE', 'PLACE'],
      ['butler_mitchell.xml', [], 'TOTAL_SCORE', 'PLACE'],
    ];
    for (const [name, flags, totalColumn, placeColumn] of cases) {
      const out = json([`${FIXTURES}/${name}`, ...flags]);
      const file = readResultsFile(join(ROOT, FIXTURES, name));
      expect(out.totals).toHaveLength(file.participants.length);
      for (const t of out.totals) {
        const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
        // MP totals are units on the 2/1/0 scale, which is what Compscore prints.
        expect(near(t.total, oracle[totalColumn]), `${name} ${t.pair} total ${t.total}`).toBe(true);
        if (oracle['PERCENTAGE']) expect(near(t.percentage, oracle['PERCENTAGE']), `${name} ${t.pair} %`).toBe(true);
        expect(Number.parseInt(t.rank, 10), `${name} ${t.pair} place`).toBe(oracle[placeColumn]!.number);
      }
    }
  });

  test('--scoring MP-NA gives 1/½/0 matchpoints', () => {
    const out = json([`${FIXTURES}/pairs-2016-01-13.pbn`, '--scoring', 'MP-NA']);
    expect(out.event.scoring).toBe('MP-NA');
    expect([out.boards[0].rows[0].mpNS, out.boards[0].rows[2].mpNS]).toEqual([5, 3]);
  });
});

describe('club results: the cross-IMP form and the artificial value', () => {
  // Hand-made files; the arithmetic is in each file's comment.
  const HAND_MADE = 'libs/scoring/test/interchange/files';

  test('the form the file states (Cross2), the default artificial value, both shown', () => {
    const out = json([`${HAND_MADE}/cross2-artificial.pbn`]);
    expect(out.event).toEqual({
      name: 'Cross-IMP forms',
      date: '2026-11-20',
      scoring: 'IMP-CROSS',
      cross: 'per-comparison',
      crossFrom: 'file',
      artificialImps: 1.5,
    });
    expect(out.boards[0].rows.map((r: { impNS: number }) => r.impNS)).toEqual([5, 19 / 3, -9, -7 / 3, 1.5]);
    expect(club([`${HAND_MADE}/cross2-artificial.pbn`]).stdout.split('\n')[0]).toBe(
      "Cross-IMP forms 2026-11-20 (IMP-CROSS: average per comparison (the file's Scoring), average plus 1.5 IMPs per comparison)",
    );
  });

  test('--cross and --artificial-imps override the file', () => {
    const out = json([`${HAND_MADE}/cross2-artificial.pbn`, '--cross', 'sum', '--artificial-imps', '1']);
    expect(out.event).toMatchObject({ cross: 'sum', crossFrom: 'option', artificialImps: 1 });
    // The sums over three comparisons; average plus 1 IMP for each of the four other tables.
    expect(out.boards[0].rows.map((r: { impNS: number }) => r.impNS)).toEqual([15, 19, -27, -7, 4]);
    expect(json([`${HAND_MADE}/cross2-artificial.pbn`, '--cross', 'score']).event.cross).toBe('per-score');
    expect(club([`${HAND_MADE}/cross2-artificial.pbn`, '--cross', 'average']).stderr).toBe(
      "club results: --cross: 'average' is not sum, comparison or score\n",
    );
  });

  test('Compscore USEBIO says no form: its own (per comparison); totals from the unrounded board values', () => {
    const name = `${HAND_MADE}/compscore-cross-imps.xml`;
    const out = json([name]);
    expect(out.event).toMatchObject({ cross: 'per-comparison', crossFrom: 'program' });
    const file = readResultsFile(join(ROOT, name));
    for (const t of out.totals) {
      const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
      expect(near(t.total, oracle['TOTAL_SCORE']), `${t.pair} ${t.total}`).toBe(true);
      expect(Number.parseInt(t.rank, 10), t.pair).toBe(oracle['PLACE']!.number);
    }
  });
});

describe('club results: readable output and bad input', () => {
  test('without --json a table per board and the ranking', () => {
    const r = club([`${FIXTURES}/pairs-2016-03-09.pbn`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Board 1$/m);
    expect(r.stdout).toMatch(/rank\s+pair\s+dir\s+total\s+%/);
  });

  test('each problem is named on one line', () => {
    expect(club(['nope.pbn'])).toMatchObject({ code: 1, stderr: 'club results: nope.pbn: no such file\n' });
    expect(club([`${FIXTURES}/butler.pbn`, '--scoring', 'BAM']).stderr).toMatch(
      /--scoring: 'BAM' is not one of MP, MP-NA/,
    );
    expect(club([`${FIXTURES}/team.pbn`]).stderr).toMatch(
      /team.pbn: the number of boards per match is not in the file; give --boards/,
    );
  });

  test('a bad contract in a file is reported with the file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-results-'));
    const path = join(dir, 'bad.pbn');
    writeFileSync(
      path,
      [
        '[Event "x"]',
        '[Board "1"]',
        '[Vulnerable "None"]',
        '[Scoring "MP"]',
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]',
        '1 2 8S N 10',
        '3 4 4S N 10',
        '',
      ].join('\n'),
    );
    const r = club([path]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^club results: bad\.pbn:6: .*8S/);
  });
});

describe("club results: Ruter's special rows and files known by content (issue 15)", () => {
  const COLUMNS =
    'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\5R;MP_EW\\5R';
  const game = (board: number, rows: string[]) =>
    [
      '[Event "Rows"]',
      '[Scoring "MatchPoints;MP1"]',
      `[Board "${board}"]`,
      '[Vulnerable "None"]',
      `[ScoreTable "${COLUMNS}"]`,
      ...rows,
    ].join('\n');
  const write = (name: string, text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'club-results-')), name);
    writeFileSync(path, text);
    return path;
  };

  test('a USEBIO file of two sections numbering their pairs from 1: each section scored on its own, as it printed', () => {
    // libs/scoring/test/interchange/files/two-sections.xml: the arithmetic is in its comment.
    const out = json(['libs/scoring/test/interchange/files/two-sections.xml']);
    const rows = out.boards.flatMap((b: { rows: { ns: string; mpNS: number }[] }) =>
      b.rows.map((r) => `${r.ns} ${r.mpNS}`),
    );
    expect(rows).toEqual(['A:1NS 0', 'A:2NS 2', 'B:1NS 2', 'B:2NS 0']);
    expect(
      out.totals
        .filter((t: { rank: string }) => t.rank === '1')
        .map((t: { pair: string }) => t.pair)
        .sort(),
    ).toEqual(['A:1EW', 'A:2NS', 'B:1NS', 'B:2EW']);
  });

  test('a PBN file without an extension is read; text that is neither PBN nor USEBIO is named', () => {
    const path = write('SPIREN', game(1, ['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0']));
    expect(json([path]).boards[0].rows.map((r: { mpNS: number }) => r.mpNS)).toEqual([2, 0]);
    const csv = write('scores.csv', 'Pair,Score\n1,420\n');
    expect(club([csv])).toMatchObject({
      code: 1,
      stderr:
        'club results: scores.csv: not a results file: neither PBN (tag pairs such as [Board "1"]), USEBIO XML nor BBO LIN (pn|…|md|…|)\n',
    });
  });

  test('an Access database (a Bridgemate BWS) is known by its header and read by mdbtools, which name a broken one', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'club-results-')), 'CLUB');
    writeFileSync(
      path,
      Uint8Array.from([0, 1, 0, 0, ...Buffer.from('Standard Jet DB\0'), ...new Array<number>(2048).fill(0)]),
    );
    const r = club([path, '--scoring', 'MP']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^club results: CLUB: mdb-tables could not read the file as an Access database: /);
  });

  test('the graded side beside a score, the missing pair, the adjusted score and the penalty stay visible', () => {
    const path = write(
      'rows.pbn',
      [
        // Board 1: NS [+420, -50, 0]: 1 = 4, 3 = 0, 5 graded A= = 2; EW [-420, +50, 0]: 2 = 0, 4 = 4, 6 = 2.
        game(1, ['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0', '3 1 5 6 - - - "A=" "+0" 0 0']),
        // Board 2: NS [+800 assigned, +420, +400 against a missing pair]: 1 = 4, 3 = 2, 5 = 0; 1 penalised 1.
        game(2, [
          '1 1 1 2 4H S 10 "800>a" - 0 0',
          '1 1 1 2 - - - "Pen" "Pen" -1.0 -',
          '2 1 3 4 4H S 10 "420" - 0 0',
          '3 1 5 - 3N S 9 "400" - 0 -',
        ]),
      ].join('\n\n'),
    );
    const out = json([path]);
    const [one, two] = out.boards;
    expect(one.rows[2]).toMatchObject({ ns: '5', ew: '6', scoreNS: 0, adjusted: 'A50/-', mpNS: 2, mpEW: 2 });
    expect(two.rows[0]).toMatchObject({ contract: '4H', scoreNS: 800, assigned: true, mpNS: 4 });
    expect(two.rows[2]).toMatchObject({ ns: '5', ew: '-', scoreNS: 400, mpNS: 0, mpEW: null, pctEW: null });
    expect(two.penalties).toEqual([{ pair: '1', points: -1 }]);
    // Pair 1: 4 + 4 of a top of 8, less 1 = 7 (87.5 %); no total for the missing pair.
    expect(out.totals.find((t: { pair: string }) => t.pair === '1')).toMatchObject({ total: 7, percentage: 87.5 });
    expect(out.totals.map((t: { pair: string }) => t.pair)).not.toContain('-');
    const readable = club([path]).stdout;
    expect(readable).toMatch(/4H \(adjusted\)/);
    expect(readable).toMatch(/^penalty: pair 1 -1$/m);
  });

  test('a recorded score its contract does not make: the contract is scored, a warning names both readings', () => {
    const path = write('contradicts.pbn', game(3, ['1 1 1 2 4S N 10 "450" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0']));
    const r = club([path, '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'warning: contradicts.pbn:6: board 3, 1 v 2: the file records NS 450, its contract 4S by N with 10 tricks scores NS 420: scored on the contract\n',
    );
    expect(JSON.parse(r.stdout).boards[0].rows[0].scoreNS).toBe(420);
  });
});
