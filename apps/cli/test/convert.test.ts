// `club convert in.lin out.pbn`: the PBN written, warnings for reported irregularities, errors naming
// file, board and token with nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parsePbn, readPbnGames } from '@club/interchange';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');
// The deal of libs/interchange's LIN tests: North deals and declares 3NT, East leads.
const BOARD =
  'pn|Sam,Wendy,Ned,Edith|md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|ah|Board 1|sv|o|\n' +
  'mb|1C!|an|strong|mb|p|mb|1D|mb|p|mb|2N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||\n';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'club-convert-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function convert(lin: string, out = 'out.pbn') {
  writeFileSync(join(dir, 'in.lin'), lin);
  const result = spawnSync('node', [BIN, 'convert', 'in.lin', out], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('club convert', () => {
  test('a claimed board: the PBN has the contract, result, auction and play', () => {
    const r = convert(`${BOARD}pc|S7|pc|S3|pc|S2|pc|SA|pc|SK|pc|S8|pc|S4|pc|H2|mc|13|`);
    expect(r).toEqual({ code: 0, stdout: 'in.lin: 1 board → out.pbn\n', stderr: '' });
    const [game] = readPbnGames(parsePbn(readFileSync(join(dir, 'out.pbn'), 'latin1'), 'out.pbn'));
    expect(game).toMatchObject({ board: 1, declarer: 'N', tricks: 13, contract: { level: 3, strain: 'NT' } });
    expect(game!.auction!.notes).toEqual({ 1: 'strong' });
    expect(game!.play).toMatchObject({ first: 'E', incomplete: true });
    expect(game!.play!.tricks).toHaveLength(2);
  });

  test('a revoke is converted with a warning naming the board and token', () => {
    const r = convert(`${BOARD}pc|HJ|pc|H6|pc|D2|pc|HA|mc|13|`);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'warning: in.lin:3: board 1, token 19 pc|D2|: revoke: W played D2 in trick 1 holding H5 H4 H3 H2 (Law 61; recorded as played)\n',
    );
  });

  test('a card played twice: the error names file, board and token; no PBN is written', () => {
    const r = convert(`${BOARD}pc|S7|pc|S3|pc|S2|pc|SA|pc|SA|`);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: 'club convert: in.lin:3: board 1, token 21 pc|SA|: SA was already played (token 20)\n',
    });
    expect(existsSync(join(dir, 'out.pbn'))).toBe(false);
  });

  test('wrong arguments are named', () => {
    expect(convert(BOARD, 'out.txt').stderr).toBe(
      'club convert: out.txt: the file to write must end in .pbn (PBN 2.1) or .xml (USEBIO 1.2)\n',
    );
    const none = spawnSync('node', [BIN, 'convert', 'missing.lin', 'x.pbn'], { cwd: dir, encoding: 'utf8' });
    expect([none.status, none.stderr]).toEqual([1, 'club convert: missing.lin: no such file to read\n']);
  });

  test('a LIN board to USEBIO: scored as `club results` scores it, the contract and tricks kept', () => {
    const r = convert(`${BOARD}pc|S7|pc|S3|pc|S2|pc|SA|pc|SK|pc|S8|pc|S4|pc|H2|mc|13|`, 'out.xml');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const back = results(join(dir, 'out.xml'));
    expect(back.boards[0]!.rows[0]).toMatchObject({ contract: '3NT', declarer: 'N', tricks: 13 });
  });
});

/** `club results --json` of a file: the ranking, every total with its percentage and rank. */
function results(file: string) {
  const r = spawnSync('node', [BIN, 'results', file, '--json'], { cwd: dir, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as {
    event: { name: string; date: string | null; scoring: string };
    boards: { board: number; rows: Record<string, unknown>[] }[];
    totals: { pair: string; total: number; percentage: number | null; rank: string }[];
  };
}

const DATA = '/work/shared/data';

describe('club convert between results formats', () => {
  test.each(['pbn/pairs-2016-01-13.pbn', 'usebio/mp_pairs_mitchell.xml', 'usebio/mp_pairs_mitchell_adjusted.xml'])(
    '%s to USEBIO and back to PBN: every pair’s total and percentage as the original scores',
    (name) => {
      const original = results(join(DATA, name));
      const run = (from: string, to: string) =>
        spawnSync('node', [BIN, 'convert', from, to], { cwd: dir, encoding: 'utf8' });
      const there = run(join(DATA, name), 'there.xml');
      expect([there.status, there.stderr]).toEqual([0, '']);
      expect(there.stdout).toMatch(/^[^:]+: \d+ boards → there\.xml\n$/);
      const back = run('there.xml', 'back.pbn');
      expect([back.status, back.stderr]).toEqual([0, '']);
      const byPair = (r: ReturnType<typeof results>) =>
        Object.fromEntries(r.totals.map((t) => [t.pair, [t.total, t.percentage]]));
      const xml = results(join(dir, 'there.xml'));
      const pbn = results(join(dir, 'back.pbn'));
      expect(Object.keys(byPair(original)).length).toBeGreaterThan(10);
      for (const copy of [xml, pbn]) {
        expect(copy.event).toMatchObject({ name: original.event.name, date: original.event.date, scoring: 'MP' });
        expect(Object.keys(byPair(copy)).sort()).toEqual(Object.keys(byPair(original)).sort());
        for (const [pair, [total, pct]] of Object.entries(byPair(original))) {
          expect(byPair(copy)[pair]![0]).toBeCloseTo(total!, 2);
          expect(byPair(copy)[pair]![1]).toBeCloseTo(pct!, 2);
        }
      }
      // USEBIO keeps the directions: its ranks are the original's.
      expect(Object.fromEntries(xml.totals.map((t) => [t.pair, t.rank]))).toEqual(
        Object.fromEntries(original.totals.map((t) => [t.pair, t.rank])),
      );
    },
  );

  test('a teams file is refused with its name, nothing written', () => {
    const r = spawnSync('node', [BIN, 'convert', join(DATA, 'pbn/team.pbn'), 'team.xml'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^club convert: .*team\.pbn: a teams file; club convert writes pairs results only\n$/);
    expect(existsSync(join(dir, 'team.xml'))).toBe(false);
  });
});
