import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseContract, scoreNS, type Seat, type Vulnerability } from '@club/bridge';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function club(args: string[], input?: string) {
  const result = spawnSync('node', ['apps/cli/bin/club.mjs', 'score', ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('club score <contract> <declarer> <vulnerability> <tricks>', () => {
  test('4SX by N, NS vulnerable, 9 tricks is NS -200', () => {
    expect(club(['4SX', 'N', 'NS', '9'])).toEqual({ code: 0, stdout: 'NS -200\n', stderr: '' });
  });

  test('--json gives both sides', () => {
    expect(club(['--json', '4SX', 'N', 'NS', '9']).stdout).toBe('{"ns":-200,"ew":200}\n');
    expect(club(['3NT', 'W', 'All', '10', '--json']).stdout).toBe('{"ns":-630,"ew":630}\n');
  });

  test('a passed-out board scores 0, with - for declarer and tricks', () => {
    expect(club(['Pass', '-', 'All', '-', '--json']).stdout).toBe('{"ns":0,"ew":0}\n');
  });

  test('Both is read as All', () => {
    expect(club(['7NTXX', 's', 'Both', '13']).stdout).toBe('NS 2980\n');
  });
});

describe('bad input exits 1 with one line naming the field', () => {
  test.each([
    [['8NT', 'N', 'None', '9'], /^club score: contract: '8NT'/],
    [['4SXXX', 'N', 'None', '9'], /^club score: contract: '4SXXX'/],
    [['4S', 'N', 'None', '14'], /^club score: tricks: '14'/],
    [['4S', 'Q', 'None', '9'], /^club score: declarer: 'Q'/],
    [['4S', '-', 'None', '9'], /^club score: declarer: '-'/],
    [['4S', 'N', 'Neither', '9'], /^club score: vulnerability: 'Neither'/],
    [['4S', 'N', 'None'], /^club score: expected 4 fields/],
  ])('%j', (args, message) => {
    const { code, stdout, stderr } = club(args);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('club score - (one case per line on stdin)', () => {
  test('1,000 cases agree with scoreNS, in order', () => {
    const seats: Seat[] = ['N', 'E', 'S', 'W'];
    const vuls: Vulnerability[] = ['None', 'NS', 'EW', 'All'];
    const strains = ['C', 'D', 'H', 'S', 'NT'];
    const doublings = ['', 'X', 'XX'];
    const lines: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const contract = i % 97 === 0 ? 'Pass' : `${1 + (i % 7)}${strains[(i >> 3) % 5]}${doublings[(i >> 1) % 3]}`;
      lines.push(`${contract} ${seats[(i * 7) % 4]} ${vuls[(i * 3 + (i >> 4)) % 4]} ${(i * 5) % 14}`);
    }
    const { code, stdout, stderr } = club(['-', '--json'], lines.join('\n') + '\n');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = stdout.trimEnd().split('\n');
    expect(out).toHaveLength(1000);
    lines.forEach((line, i) => {
      const [c, d, v, t] = line.split(' ') as [string, Seat, Vulnerability, string];
      const ns = scoreNS(parseContract(c), d, v, Number(t));
      expect(JSON.parse(out[i]!)).toEqual({ ns, ew: -ns + 0 });
    });
  });

  test('a bad line stops after the good lines before it, naming line and field', () => {
    const input = '3NT N None 9\n\n4S N Both 14\n1NT N None 7\n';
    const { code, stdout, stderr } = club(['-'], input);
    expect(code).toBe(1);
    expect(stdout).toBe('NS 400\n');
    expect(stderr).toBe("club score: line 3: tricks: '14' is not a whole number 0..13\n");
  });
});
