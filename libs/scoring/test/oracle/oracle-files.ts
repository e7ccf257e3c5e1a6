// Loading the oracle files with the project's importers, and comparing our numbers with the other
// program's "to the printed precision": a value printed with d decimals must be within half a unit
// of its last decimal (so `12.6` accepts 12.55…12.65, `42` accepts 41.5…42.5).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importPbn, importUsebio, type SessionResults } from '@club/interchange';
import { expect } from 'vitest';
import type { PairsSession } from '../../src';

type Cell = { readonly text: string; readonly number: number | null } | undefined;

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

export function loadFixture(name: string): SessionResults {
  const text = readFileSync(fixturePath(name), 'utf8');
  return name.endsWith('.xml') ? importUsebio(text, name) : importPbn(text, name);
}

export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** True when `ours` prints as the oracle's cell at the cell's own precision. */
export function agreesWithPrinted(ours: number, cell: Cell): boolean {
  if (!cell || cell.number === null) return false;
  return Math.abs(ours - cell.number) <= 0.5 * 10 ** -decimalsOf(cell.text) + 1e-9;
}

export function expectPrinted(ours: number | null, cell: Cell, where: string): void {
  expect(cell?.number, `${where}: the file has no value`).not.toBeNull();
  expect(ours, `${where}: we have no value`).not.toBeNull();
  if (!agreesWithPrinted(ours!, cell)) expect.fail(`${where}: ours ${ours} does not print as ${cell!.text}`);
}

/** Collects the rows that disagree instead of failing on the first, so a test can name them all. */
export function disagreements<T>(
  items: readonly T[],
  agrees: (item: T) => boolean,
  label: (item: T) => string,
): string[] {
  return items.filter((i) => !agrees(i)).map(label);
}

/** What a round trip must keep of a scored session: each row's sides and points, each pair's total and place. */
export const scoredSummary = (session: PairsSession) => ({
  rows: session.boards.map((b) =>
    b.rows.map((r) => ({
      ns: r.ns,
      ew: r.ew,
      nsSide: r.nsSide,
      ewSide: r.ewSide,
      mp: [r.mpNS, r.mpEW],
      pct: [r.pctNS, r.pctEW],
      imp: [r.impNS, r.impEW],
    })),
  ),
  totals: session.totals.map((t) => ({ pair: t.pair, total: t.total, percentage: t.percentage, rank: t.rank })),
});
