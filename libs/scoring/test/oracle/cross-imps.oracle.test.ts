// impcross.pbn (Ruter, Sweden 2011, `IMP;Cross`): four sections scored across as one field.
import { describe, expect, test } from 'vitest';
import { artificialImpsOf, pairsOptionsFromFile, scorePairsSession, sessionBoards } from '../../src';
import { agreesWithPrinted, disagreements, expectPrinted, loadFixture } from './oracle-files';

// The contest's setting: an artificial 60 % is worth 1.5 IMPs per comparison in cross-IMPs (the
// setting's default; Law 12C2(b) gives +3 for an IMP match), counted over every other table on the
// board. The form is read from the file itself (its Scoring tag says `Cross`: the sum).

describe('impcross.pbn', () => {
  const file = loadFixture('impcross.pbn');
  const options = pairsOptionsFromFile(file, 'IMP-CROSS');
  const session = scorePairsSession(sessionBoards(file), options);

  test('the file says `IMP;Cross` (the sum); the artificial value is the setting’s default, 1.5', () => {
    expect(file.event.scoring).toBe('IMP;Cross');
    expect(options).toMatchObject({ cross: 'sum', fields: 'one', artificial: artificialImpsOf(1.5) });
  });

  test('cross-IMPs of every row', () => {
    const rows = session.boards.flatMap((b, bi) =>
      b.rows.map((row, i) => ({ b, row, oracle: file.boards[bi]!.results[i]!.oracle })),
    );
    const bad = disagreements(
      rows,
      ({ row, oracle }) =>
        agreesWithPrinted(row.impNS!, oracle['IMP_NS']) && agreesWithPrinted(row.impEW!, oracle['IMP_EW']),
      ({ b, row }) => `board ${b.board} ${row.ns}-${row.ew}`,
    );
    expect(rows.length).toBe(42 * 40);
    expect(bad).toEqual([]);
  });

  test('setting: the A6060 on board 15 is 58.5 IMPs to each side (1.5 × 39 other tables)', () => {
    const row = session.boards.find((b) => b.board === 15)!.rows.find((r) => r.nsSide.kind !== 'score')!;
    expect([row.impNS, row.impEW]).toEqual([58.5, 58.5]);
    const lawDefault = scorePairsSession(sessionBoards(file), { method: 'IMP-CROSS', fields: 'one' });
    expect(lawDefault.boards.find((b) => b.board === 15)!.rows.find((r) => r.nsSide.kind !== 'score')!.impNS).toBe(117);
  });

  test('totals and places over the four sections', () => {
    for (const total of session.totals) {
      const oracle = file.participants.find((p) => p.id === total.pair)!.oracle;
      expectPrinted(total.total, oracle['TotalScoreIMP'], `pair ${total.pair}`);
      expect(total.rank, `pair ${total.pair}`).toBe(String(oracle['Rank']!.number));
    }
    expect(session.totals).toHaveLength(80);
  });
});
