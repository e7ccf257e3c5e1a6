// Every table score in every oracle file, recomputed from contract, declarer, tricks and the
// board's vulnerability with this project's Law 77 (scoreNS), equals the score the file prints.
import { describe, expect, test } from 'vitest';
import { defaultVulnerability, scoreNS } from '@club/bridge';
import { loadFixture } from './oracle-files';

const FILES = [
  'pairs-2016-01-13.pbn',
  'pairs-2016-02-03.pbn',
  'pairs-2016-03-09.pbn',
  'sm1.pbn',
  'butler.pbn',
  'impcross.pbn',
  'mp_pairs_mitchell.xml',
  'mp_pairs_mitchell_adjusted.xml',
  'butler_mitchell.xml',
];

describe('Law 77 scores against the files', () => {
  test.each(FILES)('%s', (name) => {
    const session = loadFixture(name);
    let checked = 0;
    for (const board of session.boards) {
      for (const r of board.results) {
        if (r.contract === null || r.adjusted) continue;
        const ours = scoreNS(
          r.contract,
          r.declarer ?? 'N',
          board.vulnerability ?? defaultVulnerability(board.board),
          r.tricks ?? 0,
        );
        expect(ours, `${name}:${r.line} board ${board.board}`).toBe(r.scoreNS);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
