// A process that loaded libdds ends with its own exit status, not SIGSEGV from the library's
// destructor (dds-library.ts, endBeforeLibraryDestructor).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { withSolver } from './solver';

const SCRIPT = fileURLToPath(new URL('./fixtures/solve-and-exit.ts', import.meta.url));

test.runIf(withSolver).each([0, 3])('exit status %i, no signal, the output written', (status) => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, String(status)], { encoding: 'utf8' });
  expect({ status: child.status, signal: child.signal, stdout: child.stdout }).toEqual({
    status,
    signal: null,
    stdout: '12\n',
  });
});
