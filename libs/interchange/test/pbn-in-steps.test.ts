// Reading a PBN file in steps (for a server that must keep answering while a large file is read):
// the scanner pauses every `linesPerStep` lines and the session reader every `gamesPerStep` games,
// and the result is exactly what reading it at once gives; a problem is still reported with its line.
import { describe, expect, test } from 'vitest';
import {
  ImportError,
  importPbn,
  importResultsBytes,
  importResultsBytesInSteps,
  pbnToSession,
  pbnToSessionInSteps,
  runSteps,
  scanPbn,
  scanPbnInSteps,
  type Steps,
} from '../src';
import { dataBytes, dataText } from './fixtures';

const NAME = 'pairs-2016-01-13.pbn';

/** Runs the steps to the end, counting the pauses. */
function pauses<T>(steps: Steps<T>): { value: T; pauses: number } {
  let n = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, pauses: n };
    n++;
  }
}

describe('a PBN file read in steps', () => {
  const text = dataText(`pbn/${NAME}`);
  const lines = text.split(/\r\n|\r|\n/).length;

  test('scanning pauses after every 100 lines and gives the same games as scanning at once', () => {
    const scanned = pauses(scanPbnInSteps(text, NAME, 100));
    expect(scanned.pauses).toBe(Math.ceil(lines / 100) - 1);
    expect(scanned.value).toEqual(scanPbn(text, NAME));
  });

  test('reading the games pauses after every 5 games and gives the same session as reading them at once', () => {
    const pbn = scanPbn(text, NAME);
    const read = pauses(pbnToSessionInSteps(pbn, 5));
    expect(read.pauses).toBe(Math.ceil(pbn.games.length / 5) - 1);
    expect(read.value).toEqual(pbnToSession(pbn));
    expect(runSteps(pbnToSessionInSteps(pbn))).toEqual(importPbn(text, NAME));
  });

  test('importResultsBytesInSteps gives what importResultsBytes gives, for PBN and USEBIO', () => {
    const pbn = dataBytes(`pbn/${NAME}`);
    expect(runSteps(importResultsBytesInSteps(pbn, NAME))).toEqual(importResultsBytes(pbn, NAME));
    const xml = dataBytes('usebio/mp_pairs_mitchell.xml');
    expect(runSteps(importResultsBytesInSteps(xml, 'm.xml'))).toEqual(importResultsBytes(xml, 'm.xml'));
  });

  test('a problem late in the file is still found, with its line', () => {
    const broken = `${text}\n[Board "99"]\n[Deal "N:AKQ"]\n[ScoreTable "Table\\\\1R"]\n1 2\n`;
    const steps = scanPbnInSteps(broken, NAME, 10);
    let error: unknown;
    try {
      runSteps(pbnToSessionInSteps(runSteps(steps), 3));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).line).toBeGreaterThan(lines);
    expect(() => importPbn(broken, NAME)).toThrow((error as Error).message);
  });
});
