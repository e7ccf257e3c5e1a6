// The suite's parts (tools/vitest/test-parts.ts), on this repository's own test files.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { partOf, testFilesOf } from '../../../tools/vitest/test-parts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const at = (path: string) => join(ROOT, path);

describe('test parts', () => {
  test('browser and built-site tests are e2e, wherever they live', () => {
    expect(partOf(at('apps/web/test/e2e/roles.test.ts'))).toBe('e2e');
    expect(partOf(at('apps/cli/test/start.test.ts'))).toBe('e2e');
  });
  test('tests on a real SQLite file, Redis, a child process or an HTTP server are int, also through their helpers', () => {
    expect(partOf(at('libs/event-store/test/append.test.ts'))).toBe('int');
    expect(partOf(at('libs/application/test/two-clubs-one-redis.test.ts'))).toBe('int');
    expect(partOf(at('apps/worker/test/worker.test.ts'))).toBe('int');
    expect(partOf(at('apps/web/test/server/trpc-node-handler.test.ts'))).toBe('int');
  });
  test('pure tests are unit, also in an I/O library (the code under test is not followed)', () => {
    expect(partOf(at('libs/club/test/club/club-decider.test.ts'))).toBe('unit');
    expect(partOf(at('libs/event-store/test/poll.test.ts'))).toBe('unit');
    expect(partOf(at('apps/cli/test/rebuild.test.ts'))).toBe('unit');
  });
  test('every test file is in exactly one part', () => {
    const project = at('libs/application');
    const parts = ['unit', 'int', 'e2e'] as const;
    const all = parts.flatMap((p) => testFilesOf(project, p));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(20);
  });
});
