// Child processes run TypeScript through tsx, like the CLI does.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function spawnScript(script: string, args: string[]): ChildProcessWithoutNullStreams {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', path, ...args], { stdio: 'pipe' });
}

/** Resolves with the first stdout line that satisfies `test`. */
export function waitForLine(child: ChildProcessWithoutNullStreams, test: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (test(line)) {
          child.stdout.off('data', onData);
          resolve(line);
          return;
        }
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`child exited (${code ?? signal}) before the expected line: ${stderr}`)),
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
