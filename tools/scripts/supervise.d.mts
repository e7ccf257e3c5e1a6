import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface ChildSpec {
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly stdio?: StdioOptions;
}

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
  readonly resetAfterMs: number;
}

export declare const DEFAULT_BACKOFF: Backoff;

export interface Supervision {
  site(): ChildProcess;
  worker(): ChildProcess | undefined;
  restarts(): number;
  stop(signal?: NodeJS.Signals): void;
  readonly done: Promise<number>;
}

export declare function supervise(options: {
  site: ChildSpec;
  worker: ChildSpec;
  say: (line: string) => void;
  backoff?: Partial<Backoff>;
}): Supervision;
