// Ruter (Norway 4.10, Finland 2014) pairs files: matchpoints per row, percentages, byes, totals,
// places and ties, recomputed from the raw table results.
import { describe, expect, test } from 'vitest';
import { centredMatchpoints, scorePairsSession, sessionBoards } from '../../src';
import { agreesWithPrinted, disagreements, expectPrinted, loadFixture } from './oracle-files';

// Ruter i Norge labels the scoring `MatchPoints;MP1` but writes matchpoints centred on zero; the
// Finnish Ruter file writes the plain 2/1/0 units. Which form a file uses is a fact of the file.
const FILES = [
  { name: 'pairs-2016-01-13.pbn', centred: true },
  { name: 'pairs-2016-02-03.pbn', centred: true },
  { name: 'pairs-2016-03-09.pbn', centred: true },
  { name: 'sm1.pbn', centred: false },
];

describe.each(FILES)('$name', ({ name, centred }) => {
  const file = loadFixture(name);
  // Ruter ranks every pair in one field, whatever direction it sat.
  const session = scorePairsSession(sessionBoards(file), { method: 'MP', fields: 'one' });
  const shown = (units: number, count: number) => (centred ? centredMatchpoints(units, count) : units);

  test('every row: matchpoints and percentages for both sides', () => {
    const rows = session.boards.flatMap((b, bi) =>
      b.rows.map((row, i) => ({ b, row, oracle: file.boards[bi]!.results[i]!.oracle })),
    );
    expect(rows.length).toBeGreaterThan(100);
    const bad = disagreements(
      rows,
      ({ b, row, oracle }) =>
        agreesWithPrinted(shown(row.mpNS!, b.count), oracle['MP_NS']) &&
        agreesWithPrinted(shown(row.mpEW!, b.count), oracle['MP_EW']) &&
        agreesWithPrinted(row.pctNS!, oracle['Percentage_NS']) &&
        agreesWithPrinted(row.pctEW!, oracle['Percentage_EW']),
      ({ b, row }) => `board ${b.board} ${row.ns}-${row.ew}`,
    );
    expect(bad).toEqual([]);
  });

  test('totals, percentages and places; ties share a place', () => {
    for (const total of session.totals) {
      const oracle = file.participants.find((p) => p.id === total.pair)!.oracle;
      const where = `pair ${total.pair}`;
      expectPrinted(
        centred ? total.total - total.topUnits! / 2 : total.total,
        oracle['TotalScoreMP'],
        `${where} TotalScoreMP`,
      );
      expectPrinted(total.percentage, oracle['TotalPercentage'], `${where} TotalPercentage`);
      expect(Number.parseInt(total.rank, 10), `${where} Rank`).toBe(oracle['Rank']!.number);
      const tie = oracle['RankTie'];
      if (tie && tie.number !== null) expect(total.rank, `${where}: Ruter marks the tie with RankTie`).toMatch(/=$/);
    }
    expect(session.totals).toHaveLength(file.participants.length);
  });

  test('a pair sitting out (Ruter "Bye" row) is given its own average of the boards it played', () => {
    const byes = file.boards.flatMap((b) => b.sitOuts);
    for (const bye of byes) {
      const total = session.totals.find((t) => t.pair === bye.pair)!;
      const count = session.boards[0]!.count;
      const boards = total.topUnits! / (2 * (count - 1));
      const average = shown(total.total / boards, count);
      expectPrinted(average, bye.oracle[bye.side === 'NS' ? 'MP_NS' : 'MP_EW'], `bye of pair ${bye.pair}`);
      expectPrinted(
        total.percentage,
        bye.oracle[bye.side === 'NS' ? 'Percentage_NS' : 'Percentage_EW'],
        `bye % of pair ${bye.pair}`,
      );
    }
  });
});

test('Ruter ties: two pairs on 1060.6 in sm1 share 25th–26th place (Rank 25, RankTie 26), our "25="', () => {
  const file = loadFixture('sm1.pbn');
  const session = scorePairsSession(sessionBoards(file), { method: 'MP', fields: 'one' });
  const tied = session.totals
    .filter((t) => t.rank === '25=')
    .map((t) => t.pair)
    .sort();
  const theirs = file.participants
    .filter((p) => p.oracle['RankTie']?.number === 26)
    .map((p) => p.id)
    .sort();
  expect(tied).toEqual(theirs);
  expect(tied).toHaveLength(2);
});
