// The CLI reads its settings through @club/settings: a bad one is refused on the first use, every
// bad one named; CLUB_ID picks the club the demo is seeded as.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openEventStore } from '@club/event-store';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'club-cli-settings-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function club(args: string[], env: Record<string, string>) {
  const all: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete all['CLUB_REGISTRY'];
  const result = spawnSync('node', [BIN, ...args], { cwd: dir, env: all, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('club settings', () => {
  test('bad settings: exit 1, every bad one named, nothing opened', () => {
    const result = club(['verify'], { CLUB_QUEUE: 'redis', CLUB_POLL_MS: 'soon' });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "club verify: 2 bad settings:\n  CLUB_QUEUE must be one of auto, bullmq, in-process, got 'redis'\n  CLUB_POLL_MS must be a positive whole number of milliseconds, got 'soon'\n",
    });
  });

  test('CLUB_ID names the club the demo is seeded as; an unknown CLUB_ variable is warned about', () => {
    const file = join(dir, 'club.db');
    const result = club(['demo'], { CLUB_DB: file, CLUB_ID: 'north', CLUB_DEEBEE: 'x' });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('club: unknown settings ignored (not in libs/settings/README.md): CLUB_DEEBEE\n');
    const store = openEventStore({ file, mustExist: true });
    try {
      expect(store.readStream('club-north').map((e) => e.type)[0]).toBe('ClubFounded');
      expect(store.readStream('club-demo')).toEqual([]);
    } finally {
      store.close();
    }
  }, 60_000);
});
