// The rule that decides whether a program (this CLI, the site, the worker) runs its bundle or its
// TypeScript through tsx (tools/scripts/fresh-bundle.mjs): never a bundle older than its sources.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { bundleIsFresh, freshBundle, inputsFile } from '../../../tools/scripts/fresh-bundle.mjs';

const BUILT_FROM = Date.parse('2026-03-01T12:00:00Z');
let root: string;
let bundle: string;

/** A source file of the bundle, last changed at the given time. */
function source(path: string, changed: number): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), 'export const lead = 1;\n');
  utimesSync(join(root, path), changed / 1000, changed / 1000);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'club-fresh-bundle-'));
  bundle = join(root, 'apps/cli/.bundle/main.mjs');
  source('apps/cli/src/main.ts', BUILT_FROM - 60_000);
  source('libs/bridge/src/deal.ts', BUILT_FROM - 60_000);
  mkdirSync(join(root, 'apps/cli/.bundle'), { recursive: true });
  writeFileSync(bundle, '');
  writeFileSync(
    inputsFile(bundle),
    JSON.stringify({ builtFrom: BUILT_FROM, inputs: ['apps/cli/src/main.ts', 'libs/bridge/src/deal.ts'] }),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a program bundle', () => {
  test('is used while every input is older than its build', () => {
    expect(bundleIsFresh(bundle, root)).toBe(true);
  });

  test('is not used once an input changed after its build began', () => {
    source('libs/bridge/src/deal.ts', BUILT_FROM + 1_000);
    expect(bundleIsFresh(bundle, root)).toBe(false);
  });

  test('is not used once an input is gone', () => {
    rmSync(join(root, 'libs/bridge/src/deal.ts'));
    expect(bundleIsFresh(bundle, root)).toBe(false);
  });

  test('is not used without its input list (a build not finished) or without the bundle itself', () => {
    rmSync(inputsFile(bundle));
    expect(bundleIsFresh(bundle, root)).toBe(false);
    writeFileSync(inputsFile(bundle), JSON.stringify({ builtFrom: BUILT_FROM, inputs: [] }));
    rmSync(bundle);
    expect(bundleIsFresh(bundle, root)).toBe(false);
  });

  test('of a program that has none is a clear error', () => {
    expect(() => freshBundle('bidding' as never)).toThrow("no program 'bidding' has a bundle (site, cli, worker)");
  });
});
