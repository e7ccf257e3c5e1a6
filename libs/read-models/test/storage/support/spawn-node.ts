// Child processes run TypeScript through tsx, like the CLI does.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function spawnScript(script: string, args: string[]): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`../processes/${script}`, import.meta.url)), ...args],
    { stdio: 'pipe' },
  );
}

/** Resolves with the first stdout line equal to `expected`; rejects if the child exits first. */
export function lineFrom(child: ChildProcessWithoutNullStreams, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.split('\n').includes(expected)) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`child exited (${code ?? signal}) before '${expected}': ${stderr}`)),
    );
  });
}

export function exitOf(
  child: ChildProcessWithoutNullStreams,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
