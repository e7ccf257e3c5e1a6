// `club ulti`: spawns the real CLI from the repository root.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'ulti-cli-'));
const club = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/club.mjs', 'ulti', ...args], { cwd: root, encoding: 'utf8' });
const write = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};

// The pack in its order (piros, makk, tök, zöld; A 10 K O U 9 8 7), dealt without shuffling by
// dealer C: A gets 7 + 5 (12), B and C 5 + 5.
const suits = ['piros', 'makk', 'tok', 'zold'];
const pack = suits.flatMap((s) => ['A', '10', 'K', 'O', 'U', '9', '8', '7'].map((r) => `${s}-${r}`));
const hands = {
  A: [...pack.slice(0, 7), ...pack.slice(17, 22)],
  B: [...pack.slice(7, 12), ...pack.slice(22, 27)],
  C: [...pack.slice(12, 17), ...pack.slice(27, 32)],
};
const record = (actions: unknown[]) => ({
  format: 'ulti-deal/1',
  ruleSet: { name: 'club', version: '2026-1' },
  players: ['A', 'B', 'C'],
  dealer: 'C',
  hands,
  actions,
});
const ex13 = record([
  { type: 'bid', player: 'A', bid: '20-100', discard: ['tok-9', 'tok-U'] },
  { type: 'pass', player: 'B' },
  { type: 'pass', player: 'C' },
  { type: 'concede', player: 'A' },
]);

describe('club ulti', () => {
  test('play → settle round trip for several seeds', () => {
    for (const seed of ['1', '2', '3', '17']) {
      const played = club('play', '--seed', seed, '--json');
      expect(played.status, played.stderr).toBe(0);
      const rec = JSON.parse(played.stdout);
      const settled = club('settle', write(`seed-${seed}.json`, played.stdout), '--json');
      expect(settled.status, settled.stderr).toBe(0);
      const out = JSON.parse(settled.stdout);
      expect(Object.keys(out).slice(0, 4)).toEqual(['declarer', 'contract', 'components', 'deltas']);
      expect(Object.values(out.deltas as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(0);
      expect(Object.keys(out.deltas).sort()).toEqual(['A', 'B', 'C']);
      const bids = rec.actions.filter((a: { type: string }) => a.type === 'bid');
      expect(bids.at(-1).player).toBe(out.declarer);
    }
  }, 60_000);

  test('a worked example (spec §8 Ex 13): 20-100 thrown in before the lead pays 16 to each defender', () => {
    const r = club('settle', write('ex13.json', ex13), '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      declarer: 'A',
      contract: '20-100',
      components: [{ name: '20-100', won: false, amount: -32 }],
      deltas: { A: -32, B: 16, C: 16 },
      ruleSet: { name: 'club', version: '2026-1' },
    });
    const text = club('settle', write('ex13b.json', ex13));
    expect(text.stdout).toMatch(/Declarer A: 20-100 \(8\)/);
    expect(text.stdout).toMatch(/Result: A -32, B \+16, C \+16/);
  });

  test("the documented example of spec §8 Ex 12 (a defender's revoke) settles to A +32, B +16, C −48", () => {
    const r = club('settle', 'libs/ulti/examples/revoke-piros-40-100.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).deltas).toEqual({ A: 32, B: 16, C: -48 });
  });

  test('bad records exit non-zero naming the first bad action', () => {
    const outOfTurn = record([
      { type: 'bid', player: 'A', bid: 'passz', discard: ['tok-9', 'tok-U'] },
      { type: 'pass', player: 'C' },
    ]);
    const turnFile = write('turn.json', outOfTurn);
    // The line where the second action's object opens, found in the text as written.
    const lines = JSON.stringify(outOfTurn, null, 2).split('\n');
    const passLine = lines.findIndex((l) => l.includes('"type": "pass"'));
    const r1 = club('settle', turnFile, '--json');
    expect(r1.status).toBe(1);
    expect(r1.stderr).toContain(`turn.json:${passLine}: action 1 (pass by C): it is B's turn to bid, not C's`);

    const badCard = record([{ type: 'bid', player: 'A', bid: 'passz', discard: ['tok-9', 'tok-6'] }]);
    const r2 = club('settle', write('card.json', badCard));
    expect(r2.status).toBe(1);
    const bidLine = JSON.stringify(badCard, null, 2)
      .split('\n')
      .findIndex((l) => l.includes('"type": "bid"'));
    expect(r2.stderr).toContain(`card.json:${bidLine}: action 0: actions.0.discard.1: not a card of the pack`);

    const r3 = club('settle', write('broken.json', '{\n  "format": "ulti-deal/1",\n  oops\n}'));
    expect(r3.status).toBe(1);
    expect(r3.stderr).toMatch(/broken\.json:3: not valid JSON/);
  });
  test('club ulti sheet prints the score sheet of a full record; settling it gives the same output', () => {
    for (const seed of ['1', '2', '3', '17']) {
      const played = club('play', '--seed', seed, '--json');
      const full = write(`full-${seed}.json`, played.stdout);
      const derived = club('sheet', full);
      expect(derived.status, derived.stderr).toBe(0);
      expect(JSON.parse(derived.stdout)).toMatchObject({ format: 'ulti-sheet/1', players: ['A', 'B', 'C'] });
      const fromSheet = club('settle', write(`sheet-${seed}.json`, derived.stdout), '--json');
      expect(fromSheet.status, fromSheet.stderr).toBe(0);
      expect(fromSheet.stdout).toBe(club('settle', full, '--json').stdout);
    }
  }, 60_000);

  test('a score sheet settles; an impossible one exits non-zero naming the field', () => {
    const sheet = {
      format: 'ulti-sheet/1',
      ruleSet: { name: 'club', version: '2026-1' },
      players: ['A', 'B', 'C'],
      dealer: 'C',
      declarer: 'A',
      bid: 'piros-ultimo',
      kontra: { B: ['ultimo'], C: ['ultimo'] },
      outcome: { kind: 'played', won: { ultimo: true, parti: true } },
    };
    const ok = club('settle', write('piros-ulti.json', sheet));
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Declarer A: Piros ultimó \(10\), trump piros; played/);
    expect(ok.stdout).toMatch(/Result: A \+36, B -18, C -18/);
    const bad = club('settle', write('rekontra.json', { ...sheet, rekontra: { B: ['parti'], C: ['parti'] } }));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      'rekontra.json: rekontra.B.0: no kontra on játék (parti) by B to answer (rekontra-without-kontra)',
    );
    const already = club('sheet', write('already.json', sheet));
    expect(already.status).toBe(1);
    expect(already.stderr).toContain('is already a score sheet');
  });
});
