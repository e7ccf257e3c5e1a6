// `club dd FILE.pbn --json` on sm1.pbn (Ruter): the table of each board against the file's
// OptimumResultTable, par against OptimumScore; a missing file, a bad option. Its first six boards
// only, given on standard input: libs/double-dummy's oracle test solves every board of the file.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importPbnBytes } from '@club/interchange';
import { loadDoubleDummy } from '@club/double-dummy';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SM1 = 'libs/scoring/test/oracle/fixtures/sm1.pbn';

function club(args: string[], input?: string) {
  const result = spawnSync('node', ['apps/cli/bin/club.mjs', 'dd', ...args], { cwd: ROOT, encoding: 'utf8', input });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.runIf(loadDoubleDummy().available)('club dd --json', () => {
  test('sm1.pbn boards 1 to 6: one entry each, every cell as Ruter wrote it, par score as OptimumScore', () => {
    const text = readFileSync(`${ROOT}/${SM1}`, 'utf8');
    const run = club(['-', '--json'], text.slice(0, text.indexOf('[Board "7"]')));
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const printed = JSON.parse(run.stdout) as {
      board: number;
      table: Record<string, Record<string, number>>;
      par: { score: string; contracts: string[] };
    }[];
    const file = importPbnBytes(readFileSync(`${ROOT}/${SM1}`), 'sm1.pbn');
    expect(printed.map((b) => b.board)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(printed[0]).toEqual({
      board: 1,
      table: {
        N: { NT: 10, S: 7, H: 11, D: 6, C: 8 },
        S: { NT: 12, S: 8, H: 12, D: 6, C: 8 },
        E: { NT: 1, S: 5, H: 1, D: 6, C: 5 },
        W: { NT: 1, S: 5, H: 1, D: 6, C: 5 },
      },
      par: { score: 'NS 990', contracts: ['6NT S'] },
    });
    file.boards.slice(0, 6).forEach((board, i) => {
      const rows = board.tables.find((t) => t.name === 'OptimumResultTable')!.rows;
      for (const row of rows) {
        const [declarer, strain, tricks] = row.cells.map((c) => c.text);
        expect([board.board, declarer, strain, printed[i]!.table[declarer!]![strain!]]).toEqual([
          board.board,
          declarer,
          strain,
          Number(tricks),
        ]);
      }
      expect([board.board, printed[i]!.par.score]).toEqual([board.board, board.oracle['OptimumScore']!.text]);
    });
    // Six real solves: minutes on a loaded machine.
  }, 600_000);
});

test('a missing file is named; a bad option shows the usage', () => {
  expect(club(['nowhere.pbn'])).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^club dd: cannot read nowhere\.pbn/),
  });
  expect(club([SM1, '--csv'])).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: club dd') });
});
